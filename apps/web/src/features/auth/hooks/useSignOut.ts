import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { authApi } from '../api/authApi';
import { clearSession } from '../session';

/**
 * Sign out: ends the server session (clears the refresh cookie), then removes the stored
 * token, user and username. The signed-in layout sees the session end by sign-out and goes
 * to the landing page; one place navigates, so no second redirect (to /sign-in) can race it.
 * The local part happens even when the server cannot be reached: the user asked to leave.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await authApi.signOut();
    } catch {
      // Server unreachable: the cookie expires on its own; the device forgets the session now.
    }
    clearSession('signed-out');
    queryClient.clear();
    setSigningOut(false);
  }, [queryClient]);
  return { signOut, signingOut };
}
