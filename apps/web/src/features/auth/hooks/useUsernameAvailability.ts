import { usernameProblem } from '@fanclash/protocol';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { authApi } from '../api/authApi';

/** Wait after the last keystroke before asking the server. */
const CHECK_DELAY_MS = 400;

/** `refused`: the server's profanity and slur filter does not let the name through. */
export type UsernameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'refused' | 'unknown';

/**
 * Live "is this name free, and allowed?" check for the sign-up and rename forms (GET
 * /auth/username-user and /auth/username-allowed, side by side: the filter lives on the server,
 * the one authority, so the forms show its refusal before they are sent). Only names that pass
 * the shared rules are sent; the answer for the name on screen is all that counts.
 */
export function useUsernameAvailability(rawUsername: string): UsernameAvailability {
  const username = rawUsername.trim();
  const debounced = useDebouncedValue(username, CHECK_DELAY_MS);
  const checkable = debounced !== '' && usernameProblem(debounced) === null;
  const query = useQuery({
    queryKey: ['auth', 'username-check', debounced.toLowerCase()],
    queryFn: async ({ signal }): Promise<'available' | 'taken' | 'refused'> => {
      const [taken, allowed] = await Promise.all([authApi.usernameTaken(debounced, signal), authApi.usernameAllowed(debounced, signal)]);
      return !allowed ? 'refused' : taken ? 'taken' : 'available';
    },
    enabled: checkable,
    staleTime: 30_000,
    retry: false,
  });
  if (username === '' || usernameProblem(username) !== null) return 'idle';
  if (username !== debounced || query.isPending) return 'checking';
  if (query.isError) return 'unknown';
  return query.data;
}
