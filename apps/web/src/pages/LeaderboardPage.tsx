import { useTranslation } from 'react-i18next';
import { useSession } from '../features/auth/hooks/useSession';
import { isSignedIn } from '../features/auth/session';
import { useOwnUserLive } from '../features/dashboard/hooks/useOwnUserLive';
import { LeaderboardView } from '../features/leaderboard/components/LeaderboardView';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/leaderboard`: the global ranking, for visitors and players alike. */
export default function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  const session = useSession();
  // Signed in: a finished battle or a reset refreshes the board (no connection for visitors: a no-op).
  useOwnUserLive();
  usePageTitle(t('pageTitle'));
  return <LeaderboardView viewer={isSignedIn(session) ? session.username : null} />;
}
