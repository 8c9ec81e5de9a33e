import { usernameProblem } from '@fanclash/protocol';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { authApi } from '../api/authApi';

/** Wait after the last keystroke before asking the server. */
const CHECK_DELAY_MS = 400;

export type UsernameAvailability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/**
 * Live "is this name free?" check for the sign-up form (GET /auth/username-user). Only names
 * that pass the shared rules are sent; the answer for the name on screen is all that counts.
 */
export function useUsernameAvailability(rawUsername: string): UsernameAvailability {
  const username = rawUsername.trim();
  const debounced = useDebouncedValue(username, CHECK_DELAY_MS);
  const checkable = debounced !== '' && usernameProblem(debounced) === null;
  const query = useQuery({
    queryKey: ['auth', 'username-taken', debounced.toLowerCase()],
    queryFn: ({ signal }) => authApi.usernameTaken(debounced, signal),
    enabled: checkable,
    staleTime: 30_000,
    retry: false,
  });
  if (username === '' || usernameProblem(username) !== null) return 'idle';
  if (username !== debounced || query.isPending) return 'checking';
  if (query.isError) return 'unknown';
  return query.data ? 'taken' : 'available';
}
