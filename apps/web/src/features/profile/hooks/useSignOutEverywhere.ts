import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../auth/api/authApi';
import { clearSession } from '../../auth/session';

/**
 * Sign out of all devices: the server revokes every token of the account, then this device
 * forgets its session the way a plain sign-out does (token, username, user, cached queries).
 * The reason differs so the signed-in layout asks for a new sign-in (/sign-in) rather than
 * showing the landing page. On failure nothing is cleared: the session still works here.
 */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await authApi.signOutEverywhere();
      clearSession('signed-out-everywhere');
      queryClient.clear();
    },
  });
}
