import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { getPublicUser, publicUserQueryKey } from '../api/profileApi';

/** Another player's public record. A 404 is an answer (no such player), not worth retrying. */
export function usePublicUser(username: string) {
  return useQuery({
    queryKey: publicUserQueryKey(username),
    queryFn: ({ signal }) => getPublicUser(username, signal),
    enabled: username !== '',
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
