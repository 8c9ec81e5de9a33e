import { useQuery } from '@tanstack/react-query';
import { getUserBattles } from '../api';
import { battleQueryKeys } from '../queryKeys';

/** The user-battles feed (GET /db/get-user-battles): battles in play and finished, newest first. */
export function useUserBattles(username: string) {
  return useQuery({
    queryKey: battleQueryKeys.feed(username),
    queryFn: ({ signal }) => getUserBattles(username, signal),
    enabled: username !== '',
  });
}
