import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ButtonLink } from '../components/ui/Button';
import { LoadingBlock } from '../components/ui/Spinner';
import { useSession } from '../features/auth/hooks/useSession';
import { DashboardTabs } from '../features/dashboard/components/DashboardTabs';
import { StatCards } from '../features/dashboard/components/StatCards';
import { WelcomeHeader } from '../features/dashboard/components/WelcomeHeader';
import { DailyCard } from '../features/daily/components/DailyCard';
import { useCurrentUser } from '../features/dashboard/hooks/useCurrentUser';
import { useOwnUserLive } from '../features/dashboard/hooks/useOwnUserLive';
import { renamedTo } from '../features/dashboard/ownUser';
import type { DashboardTab } from '../features/tour/steps';
import { useDashboardTour } from '../features/tour/useTour';
import { usePageTitle } from '../hooks/usePageTitle';
import { useRenderedLater } from '../hooks/useRenderedLater';

/**
 * `/{username}`: the signed-in player's home. Another player's name in the address opens
 * their public profile instead: the dashboard is built from private data (the full record,
 * battle history and friends are served to their owner only), so a "public dashboard" would
 * be the profile view with empty cards. An old name of this player (after a rename) follows
 * to the new one.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { username: pathUsername = '' } = useParams();
  const session = useSession();
  const username = session.username ?? '';
  const isOwn = pathUsername.toLowerCase() === username.toLowerCase();
  const user = useCurrentUser(isOwn ? username : '', { storedFirst: true });
  useOwnUserLive();
  usePageTitle(t('pageTitle'));
  const [tab, setTab] = useState<DashboardTab>('overview');
  // The greeting and the stat cards first (what the players' shell painted); the daily card and
  // the tabs in a render of their own right after, so no one commit holds a slow phone's main
  // thread for the whole page. The tour waits for them: some of its steps point into the tabs.
  const below = useRenderedLater();
  useDashboardTour(isOwn && Boolean(user.data) && below, setTab);

  if (!isOwn) {
    const renamed = renamedTo(pathUsername);
    const target =
      renamed && renamed.toLowerCase() === username.toLowerCase()
        ? `/${encodeURIComponent(username)}`
        : `/view-profile/${encodeURIComponent(pathUsername)}`;
    return <Navigate to={target} replace />;
  }
  if (user.isPending) return <LoadingBlock label={t('loading')} />;
  if (user.isError || !user.data) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <AlertTriangle className="h-10 w-10 text-danger" aria-hidden />
        <p className="text-lg font-semibold text-fg">{user.isError ? t('loadFailed') : t('noData')}</p>
        <ButtonLink to="/sign-in">{t('signInAgain')}</ButtonLink>
      </div>
    );
  }

  // Spec: nickname, else username, else 'Player'. The record's username is the nickname.
  const name = user.data.username || username || t('player');
  return (
    <div className="flex flex-col gap-8">
      <WelcomeHeader name={name} username={user.data.username} />
      <StatCards user={user.data} />
      {below ? (
        <>
          <DailyCard />
          <DashboardTabs user={user.data} tab={tab} onTabChange={setTab} />
        </>
      ) : null}
    </div>
  );
}
