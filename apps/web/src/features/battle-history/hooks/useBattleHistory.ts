import { LIMITS } from '@fanclash/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getBattleHistory, getBattleHistoryPage } from '../api';
import { battleQueryKeys, type HistoryFilters } from '../queryKeys';

/** Every finished battle of the player, newest first (GET /battle/get_all_battles). */
export function useBattleHistory(username: string) {
  return useQuery({
    queryKey: battleQueryKeys.history(username),
    queryFn: ({ signal }) => getBattleHistory(username, signal),
    enabled: username !== '',
  });
}

/**
 * One page of the filtered history (spec section 9: 10 per page). The previous page stays
 * on screen while the next one loads, so pagination does not flash an empty list.
 */
export function useBattleHistoryPage(username: string, filters: HistoryFilters) {
  return useQuery({
    queryKey: battleQueryKeys.historyPage(username, filters),
    queryFn: ({ signal }) => getBattleHistoryPage(username, filters, LIMITS.historyPageSize, signal),
    enabled: username !== '',
    placeholderData: keepPreviousData,
  });
}
