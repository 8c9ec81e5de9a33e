import { useQueryClient } from '@tanstack/react-query';
import type { ChatListEntry } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession';
import { chatKeys } from '../features/chat/api';
import { ConversationView } from '../features/chat/components/ConversationView';
import { SelfChatNotice } from '../features/chat/components/SelfChatNotice';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/chats/{username}`: the conversation with that friend; one's own name gets 'Cannot Chat with Yourself'. */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const { username: friend = '' } = useParams();
  const { username: me } = useSession();
  const self = Boolean(me) && friend.toLowerCase() === me?.toLowerCase();
  usePageTitle(self ? t('self.pageTitle') : t('conversation.pageTitle', { username: friend }));
  // The friend's picture from the chat list, when it was loaded.
  const avatar = useQueryClient()
    .getQueryData<ChatListEntry[]>(chatKeys.previews(me ?? ''))
    ?.find((e) => e.username.toLowerCase() === friend.toLowerCase())?.avatar;
  if (!me) return null;
  if (self) return <SelfChatNotice me={me} />;
  return (
    <ConversationView
      key={friend.toLowerCase()}
      me={me}
      friend={friend}
      avatar={avatar}
      className="mx-auto h-[calc(100dvh-8rem)] max-w-3xl sm:h-[calc(100dvh-9.5rem)]"
    />
  );
}
