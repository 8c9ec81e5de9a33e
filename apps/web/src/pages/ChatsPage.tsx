import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession';
import { ChatListView } from '../features/chat/components/ChatListView';
import { usePageTitle } from '../hooks/usePageTitle';
import NotFoundPage from './NotFoundPage';

/** `/{username}/chats`: the player's own conversations (another player's are private). */
export default function ChatsPage() {
  const { t } = useTranslation('chat');
  const { username: pathUsername = '' } = useParams();
  const { username } = useSession();
  usePageTitle(t('list.pageTitle'));
  if (!username || pathUsername.toLowerCase() !== username.toLowerCase()) return <NotFoundPage />;
  return <ChatListView me={username} />;
}
