import { useQuery } from '@tanstack/react-query';
import { saveUser } from '../../auth/session';
import { getUserByUsername } from '../api/userApi';

export const currentUserQueryKey = (username: string) => ['user', username] as const;

/**
 * The player's record from the server. Each fresh copy also replaces the stored `user`
 * (spec section 3), so the header's rank and badges follow the latest stats.
 */
export function useCurrentUser(username: string) {
  return useQuery({
    queryKey: currentUserQueryKey(username),
    queryFn: async ({ signal }) => {
      const user = await getUserByUsername(username, signal);
      saveUser(user);
      return user;
    },
    enabled: username !== '',
  });
}
