import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { readItem } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storageKeys';
import { hasPushDevice } from '../../push/deviceKey';
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
    // This device stops getting the player's pushes (they name friends and quote chats): while the token still works.
    const username = readItem(STORAGE_KEYS.username);
    if (hasPushDevice(username)) await (await import('../../push/pushDevice')).forgetPushDevice(username);
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
