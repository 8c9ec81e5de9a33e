import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/auth/hooks/useSession';
import { isSignedIn } from '../../features/auth/session';
import { UserSocketProvider } from '../../live/UserSocketProvider';
import { AppHeader } from './header/AppHeader';
import { SignedInEffects } from './SignedInEffects';

/**
 * Every signed-in page: requires a stored username and token (else /sign-in), keeps the
 * user's live connection, and shows the signed-in header. When the session ends (sign-out,
 * refused renewal, another tab) this re-renders and leaves: to / after a sign-out, else to /sign-in.
 */
export function SignedInLayout() {
  const session = useSession();
  if (!isSignedIn(session) || !session.username) return <Navigate to={session.endedBy === 'signed-out' ? '/' : '/sign-in'} replace />;
  return (
    <UserSocketProvider key={session.username} username={session.username}>
      <SignedInEffects />
      <div className="flex min-h-dvh flex-col">
        <AppHeader username={session.username} />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-10">
          <Outlet />
        </main>
      </div>
    </UserSocketProvider>
  );
}
