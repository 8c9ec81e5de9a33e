import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../components/ui/Alert';
import { useSession } from '../features/auth/hooks/useSession';
import { TrainingView } from '../features/training/components/TrainingView';
import { usePageTitle } from '../hooks/usePageTitle';
import NotFoundPage from './NotFoundPage';

/** `/{username}/trainings`: the player's own training (another player's is private). */
export default function TrainingPage() {
  const { t } = useTranslation('training');
  const { username: pathUsername = '' } = useParams();
  const { username } = useSession();
  usePageTitle(t('pageTitle'));
  if (!username) return <Alert tone="info">{t('signInRequired')}</Alert>;
  if (pathUsername.toLowerCase() !== username.toLowerCase()) return <NotFoundPage />;
  return <TrainingView username={username} />;
}
