import { useMutation, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { UserSocketContext } from '../../../live/userSocketContext';
import { authApi } from '../../auth/api/authApi';
import { clearSession } from '../../auth/session';
import { readItem } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storageKeys';

/**
 * Sign out of all devices: the server revokes every token of the account, then this device
 * forgets its session the way a plain sign-out does (token, username, user, cached queries).
 * The reason differs so the signed-in layout asks for a new sign-in (/sign-in) rather than
 * showing the landing page. On failure nothing is cleared: the session still works here.
 *
 * This device's own live connection is closed first: the server closes every socket of the
 * account as a revoked token, and if that close reached this tab before the answer did, the
 * tab would try to renew a token it is about to forget (a refused renewal). It reopens if
 * the request fails.
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const socket = use(UserSocketContext);
  return useMutation({
    mutationFn: async () => {
      // Offline reviews are sent while the token still works; kept flashcards leave with the session (issue 35).
      const username = readItem(STORAGE_KEYS.username);
      const deviceData = username ? await import('../../training/offline/deviceData') : null;
      if (username) await deviceData?.unsentReviews(username).catch(() => 0);
      socket?.stop();
      try {
        await authApi.signOutEverywhere();
      } catch (error) {
        socket?.start();
        throw error;
      }
      await deviceData
        ?.forgetCards()
        .catch((error: unknown) => console.warn('Sign-out: could not remove the flashcards kept on this device', error));
      clearSession('signed-out-everywhere');
      queryClient.clear();
    },
  });
}
