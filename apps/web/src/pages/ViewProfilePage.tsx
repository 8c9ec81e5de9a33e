import { AlertTriangle, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../components/ui/Button';
import { LoadingBlock } from '../components/ui/Spinner';
import { useSession } from '../features/auth/hooks/useSession';
import { useOwnUserLive } from '../features/dashboard/hooks/useOwnUserLive';
import { ProfileFriendAction } from '../features/friends/components/ProfileFriendAction';
import { BackButton } from '../features/profile/components/BackButton';
import { PublicProfileCard } from '../features/profile/components/PublicProfileCard';
import { usePublicUser } from '../features/profile/hooks/usePublicUser';
import { ReportButton } from '../features/reports/components/ReportButton';
import { usePageTitle } from '../hooks/usePageTitle';
import { ApiError } from '../lib/api';

/** `/view-profile/{username}`: another player's public profile (spec section 2, profile view). */
export default function ViewProfilePage() {
  const { t } = useTranslation('profile');
  const { username = '' } = useParams();
  const session = useSession();
  const profile = usePublicUser(username);
  useOwnUserLive();
  usePageTitle(profile.data ? t('view.pageTitle', { username: profile.data.username }) : t('view.loading'));
  const home = session.username ? `/${encodeURIComponent(session.username)}` : '/';

  const body = (() => {
    if (profile.isPending) return <LoadingBlock label={t('view.loading')} />;
    if (profile.isError) {
      const notFound = profile.error instanceof ApiError && profile.error.status === 404;
      return (
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
          {notFound ? (
            <UserX className="h-12 w-12 text-muted" aria-hidden />
          ) : (
            <AlertTriangle className="h-12 w-12 text-danger" aria-hidden />
          )}
          <h1 className="text-2xl font-black text-fg">{notFound ? t('view.notFound') : t('view.loadFailed')}</h1>
          {notFound ? <p className="text-muted">{t('view.notFoundHint', { username })}</p> : null}
          {notFound ? null : <Button onClick={() => void profile.refetch()}>{t('view.retry')}</Button>}
        </div>
      );
    }
    const isSelf = profile.data.username.toLowerCase() === session.username?.toLowerCase();
    return (
      <PublicProfileCard
        user={profile.data}
        isSelf={isSelf}
        actions={
          isSelf ? (
            <ButtonLink to="/profile" variant="secondary" size="sm">
              {t('view.editProfile')}
            </ButtonLink>
          ) : (
            <>
              <ProfileFriendAction username={profile.data.username} />
              <ReportButton kind="player" targetId={profile.data.username} author={profile.data.username} />
            </>
          )
        }
      />
    );
  })();

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <BackButton fallback={home} />
      {body}
    </div>
  );
}
