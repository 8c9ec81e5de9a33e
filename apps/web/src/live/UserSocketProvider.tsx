import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { getSession, clearSession } from '../features/auth/session';
import { renewAccessToken } from '../features/auth/renew';
import { isTokenExpired } from '../lib/jwt';
import { UserSocketContext } from './userSocketContext';
import { UserSocket } from './userSocket';

/** A current token for connecting: renewed first when its expiry has passed. */
async function currentToken(): Promise<string | null> {
  const { token } = getSession();
  if (token && !isTokenExpired(token)) return token;
  return renewAccessToken();
}

/**
 * Owns the signed-in user's live connection while the signed-in layout is shown. The layout
 * keys this provider by username, so another user means a new socket; token renewals do not
 * reconnect (the socket asks for a current token whenever it connects). It connects once
 * `connect` is true (the layout renders its listeners first, so no message comes unheard).
 */
export function UserSocketProvider({ username, connect = true, children }: { username: string; connect?: boolean; children: ReactNode }) {
  // A data router's navigate is stable, so capturing it once is safe.
  const navigate = useNavigate();
  const [socket] = useState(
    () =>
      new UserSocket({
        username,
        getToken: currentToken,
        renewToken: renewAccessToken,
        // Spec section 4: the server no longer knows this name (or this token): forget the
        // session; the signed-in layout then leaves for /sign-in.
        onInvalidUser: () => clearSession(),
        onAuthFailure: () => clearSession(),
        onInitialFailure: () => void navigate('/sign-in', { replace: true }),
      }),
  );

  useEffect(() => {
    if (!connect) return undefined;
    socket.start();
    return () => socket.stop();
  }, [socket, connect]);

  return <UserSocketContext value={socket}>{children}</UserSocketContext>;
}
