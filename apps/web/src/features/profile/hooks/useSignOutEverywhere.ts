import { useMutation, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { UserSocketContext } from '../../../live/userSocketContext';
import { authApi } from '../../auth/api/authApi';
import { clearSession } from '../../auth/session';

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
      socket?.stop();
      try {
        await authApi.signOutEverywhere();
      } catch (error) {
        socket?.start();
        throw error;
      }
      clearSession('signed-out-everywhere');
      queryClient.clear();
    },
  });
}
