import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useSession } from '../../features/auth/hooks/useSession';
import { isSignedIn } from '../../features/auth/session';
import { LiveConnectionNotice } from '../../live/LiveConnectionNotice';
import { UserSocketProvider } from '../../live/UserSocketProvider';
import { RematchOffers } from '../../features/rematch/RematchOffers';
import { SignedInEffects } from './SignedInEffects';
import { SignedInFrame } from './SignedInFrame';
import { useRenderedLater } from '../../hooks/useRenderedLater';
import { isOpenToVisitors } from '../routeHandles';
import { StandaloneLayout } from './StandaloneLayout';

/**
 * Every signed-in page (and `/{name}`, which also answers visitors): requires a stored username and token (else /sign-in), keeps the
 * user's live connection (with a notice while it is lost), and shows the signed-in header. When the session ends (sign-out,
 * refused renewal, another tab) this re-renders and leaves: to / after a sign-out, else to /sign-in.
 */
export function SignedInLayout() {
  const session = useSession();
  const matches = useMatches();
  const location = useLocation();
  const signedIn = isSignedIn(session) && Boolean(session.username);
  // The live behaviour of every page (SignedInEffects, rematch offers, the connection notice)
  // is rendered just after the page itself, and the user socket connects then, once all of
  // them listen: the page's first commit stays small (bench/LIGHTHOUSE.md, 2026-11-28 10:00).
  const live = useRenderedLater();
  // `/{name}` decides for itself what a visitor sees (sign-in or the 404 page); not after a
  // session ended in this tab, which leaves as below.
  if (!signedIn && !session.endedBy && isOpenToVisitors(matches.at(-1)?.handle)) return <StandaloneLayout />;
  if (!signedIn || !session.username) {
    // A visitor who opened a signed-in page (a shared debate link) comes back to it after signing in.
    const state = session.endedBy ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to={session.endedBy === 'signed-out' ? '/' : '/sign-in'} replace state={state} />;
  }
  return (
    <UserSocketProvider key={session.username} username={session.username} connect={live}>
      {live ? (
        <>
          <SignedInEffects />
          <RematchOffers />
        </>
      ) : null}
      <SignedInFrame username={session.username}>
        <Outlet />
      </SignedInFrame>
      {live ? <LiveConnectionNotice /> : null}
    </UserSocketProvider>
  );
}
