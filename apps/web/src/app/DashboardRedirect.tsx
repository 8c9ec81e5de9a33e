import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession';

/**
 * The player's own pages an address without a username may open: the installed app's
 * shortcuts (apps/web/build/manifest.ts) are the same for every player, e.g. /dashboard?open=trainings.
 */
const OWN_PAGES = new Set(['trainings', 'chats', 'friends', 'notifications']);

/** `/dashboard` is the header's other name for Home (spec section 2), and the installed app's start. */
export default function DashboardRedirect() {
  const { username } = useSession();
  const [search] = useSearchParams();
  const open = search.get('open');
  const home = username ? `/${encodeURIComponent(username)}` : '/sign-in';
  return <Navigate to={username && open && OWN_PAGES.has(open) ? `${home}/${open}` : home} replace />;
}
