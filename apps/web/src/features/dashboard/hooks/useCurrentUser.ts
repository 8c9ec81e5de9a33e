import type { User } from '@fanclash/protocol';
import { useQuery } from '@tanstack/react-query';
import { getSession, saveUser } from '../../auth/session';
import { getUserByUsername } from '../api/userApi';

export const currentUserQueryKey = (username: string) => ['user', username] as const;

/**
 * The player's record from the server. Each fresh copy also replaces the stored `user`
 * (spec section 3), so the header's rank and badges follow the latest stats. With
 * `storedFirst` the stored copy stands in until it arrives (placeholder data, never cached as
 * fresh): the dashboard paints at once instead of after a round trip. Forms (the profile's
 * settings) leave it off, so they start from the server's copy.
 */
export function useCurrentUser(username: string, { storedFirst = false }: { storedFirst?: boolean } = {}) {
  return useQuery({
    queryKey: currentUserQueryKey(username),
    queryFn: async ({ signal }) => {
      const user = await getUserByUsername(username, signal);
      saveUser(user);
      return user;
    },
    enabled: username !== '',
    placeholderData: storedFirst ? storedUser(username) : undefined,
  });
}

/** The stored record (spec section 3) when it is this player's. */
function storedUser(username: string): User | undefined {
  const stored = getSession().user;
  return stored && stored.username.toLowerCase() === username.toLowerCase() ? stored : undefined;
}
