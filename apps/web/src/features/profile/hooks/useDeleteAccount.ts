import { userDeletedMessageSchema } from '@fanclash/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { isTokenExpired } from '../../../lib/jwt';
import { UserSocketContext } from '../../../live/userSocketContext';
import { renewAccessToken } from '../../auth/renew';
import { getSession } from '../../auth/session';
import { forgetAccount } from '../../dashboard/ownUser';
import { liveRequest } from '../live/liveRequest';
import { ProfileSaveError } from './useSaveProfile';

/**
 * Delete account (spec sections 4, 5): `delete_user` with a current token (the server wants
 * fresh proof, a socket outlives its token) and the typed name; on `user_deleted` the device
 * forgets everything and the signed-in layout sends the player to /sign-in.
 */
export function useDeleteAccount() {
  const socket = use(UserSocketContext);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (typedUsername: string) => {
      const stored = getSession().token;
      const token = stored && !isTokenExpired(stored) ? stored : await renewAccessToken();
      if (!token) throw new ProfileSaveError('unauthorized');
      const outcome = await liveRequest(socket, { type: 'delete_user', token, username: typedUsername }, 'user_deleted', (reply) =>
        userDeletedMessageSchema.safeParse(reply).success ? true : undefined,
      );
      if (!outcome.ok) throw new ProfileSaveError(outcome.code);
      await forgetAccount(queryClient);
    },
  });
}
