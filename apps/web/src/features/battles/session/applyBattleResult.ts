import type { BattleFinishedData, UserStats } from '@fanclash/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { battleQueryKeys } from '../../battle-history/queryKeys';
import { currentUserQueryKey } from '../../dashboard/hooks/useCurrentUser';
import { applyOwnStats } from '../../dashboard/ownUser';
import { byPlayer } from './byPlayer';

/** The player's new figures in `updated_users` (keys are usernames; compared without case). */
export function statsFor(result: Pick<BattleFinishedData, 'updated_users'>, username: string): UserStats | null {
  return byPlayer(result.updated_users, username) ?? null;
}

/**
 * Spec section 4 (stats refresh on battleFinished): the stored user and the cached record
 * take the new totalBattle, winBattle, winRate, streak and ranking at once; then the user
 * and battle queries refetch. The server writes the result before announcing it, so no
 * delay is needed before refetching. Idempotent: the user socket's copy of the same
 * battle_finished (handled on the dashboard pages) may apply it too.
 */
export function applyBattleResult(result: BattleFinishedData, username: string, queryClient: QueryClient): void {
  const stats = statsFor(result, username);
  if (stats) applyOwnStats(queryClient, stats);
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey(username) });
  void queryClient.invalidateQueries({ queryKey: battleQueryKeys.all });
}
