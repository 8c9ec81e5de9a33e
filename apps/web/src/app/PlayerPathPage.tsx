import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoadingBlock } from '../components/ui/Spinner';
import { authApi } from '../features/auth/api/authApi';
import { useSession } from '../features/auth/hooks/useSession';
import { isSignedIn } from '../features/auth/session';
import { renamedTo } from '../features/dashboard/ownUser';
import { ApiError } from '../lib/api';
import DashboardPage from '../pages/DashboardPage';
import NotFoundPage from '../pages/NotFoundPage';

/**
 * `/{name}`: the signed-in player's own name is their dashboard. Any other name is looked up
 * (the public username check): an existing player's address leads to their profile for a
 * player and to sign-in for a visitor; a name nobody has is a mistyped address, so the 404
 * page, for everyone.
 */
export default function PlayerPathPage() {
  const { t } = useTranslation();
  const { username: pathName = '' } = useParams();
  const session = useSession();
  const signedIn = isSignedIn(session) && Boolean(session.username);
  const ownName = signedIn ? (session.username ?? '') : '';
  const own =
    signedIn && (pathName.toLowerCase() === ownName.toLowerCase() || renamedTo(pathName)?.toLowerCase() === ownName.toLowerCase());

  const taken = useQuery({
    queryKey: ['username-taken', pathName.toLowerCase()],
    queryFn: ({ signal }) => authApi.usernameTaken(pathName, signal),
    enabled: !own,
    retry: false,
  });

  if (own) {
    // An old name of this player (renamed in this tab) follows to the new one.
    if (pathName.toLowerCase() !== ownName.toLowerCase()) return <Navigate to={`/${encodeURIComponent(ownName)}`} replace />;
    return <DashboardPage />;
  }
  if (taken.isPending) return <LoadingBlock label={t('loading')} />;
  // A name the server refuses to check (too long) cannot belong to anyone; any other failure
  // leads on as before, and the next page shows its own error.
  const exists = taken.isError ? !(taken.error instanceof ApiError && taken.error.status === 422) : taken.data;
  if (!exists) return <NotFoundPage />;
  return <Navigate to={signedIn ? `/view-profile/${encodeURIComponent(pathName)}` : '/sign-in'} replace />;
}
