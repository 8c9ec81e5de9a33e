import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession';
import { AllBattlesView } from '../features/battle-history/components/AllBattlesView';
import { usePageTitle } from '../hooks/usePageTitle';
import NotFoundPage from './NotFoundPage';

/** `/{username}/all-battles`: the player's own full history (another player's is private). */
export default function AllBattlesPage() {
  const { t } = useTranslation('battleHistory');
  const { username: pathUsername = '' } = useParams();
  const { username } = useSession();
  usePageTitle(t('all.pageTitle'));
  if (!username || pathUsername.toLowerCase() !== username.toLowerCase()) return <NotFoundPage />;
  return <AllBattlesView username={username} />;
}
