import { useMutation, useQueryClient } from '@tanstack/react-query';
import { battleQueryKeys } from '../../battle-history/queryKeys';
import { applyOwnStats } from '../../dashboard/ownUser';
import { resetStats } from '../api/profileApi';

/**
 * Reset statistics (spec section 4): the server answers with the new figures, which replace
 * the old ones at once; the battle lists and the leaderboard are loaded again.
 */
export function useResetStats(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetStats(username),
    onSuccess: (response) => {
      applyOwnStats(queryClient, response.new_stats);
      void queryClient.invalidateQueries({ queryKey: battleQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
    },
  });
}
