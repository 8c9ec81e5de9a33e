import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Button } from '../components/ui/Button';
import { LoadingBlock } from '../components/ui/Spinner';
import { useSession } from '../features/auth/hooks/useSession';
import { useCurrentUser } from '../features/dashboard/hooks/useCurrentUser';
import { useOwnUserLive } from '../features/dashboard/hooks/useOwnUserLive';
import { ProfileSettings } from '../features/profile/components/ProfileSettings';
import { usePageTitle } from '../hooks/usePageTitle';

/**
 * `/profile` and `/{username}/profile`: the signed-in player's settings. Settings are only
 * ever one's own, so another name in the address (or the old name after a rename) moves to
 * the player's current one.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { username: pathUsername } = useParams();
  const username = useSession().username ?? '';
  const user = useCurrentUser(username);
  useOwnUserLive();
  usePageTitle(t('pageTitle'));

  if (pathUsername !== undefined && pathUsername !== username) return <Navigate to={`/${encodeURIComponent(username)}/profile`} replace />;
  if (user.isPending) return <LoadingBlock label={t('loading')} />;
  if (user.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <AlertTriangle className="h-10 w-10 text-danger" aria-hidden />
        <p className="text-lg font-semibold text-fg">{t('loadFailed')}</p>
        <Button onClick={() => void user.refetch()}>{t('view.retry')}</Button>
      </div>
    );
  }
  return <ProfileSettings user={user.data} />;
}
