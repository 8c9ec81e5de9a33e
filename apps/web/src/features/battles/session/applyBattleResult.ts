import type { BattleFinishedData, UserStats } from '@fanclash/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { getSession, saveUser } from '../../auth/session';
import { battleQueryKeys } from '../../battle-history/queryKeys';
import { currentUserQueryKey } from '../../dashboard/hooks/useCurrentUser';

/** The player's new figures in `updated_users` (keys are usernames; compared without case). */
export function statsFor(result: Pick<BattleFinishedData, 'updated_users'>, username: string): UserStats | null {
  const entry = Object.entries(result.updated_users).find(([name]) => name.toLowerCase() === username.toLowerCase());
  return entry?.[1] ?? null;
}

/**
 * Spec section 4 (stats refresh on battleFinished): the stored user takes totalBattle,
 * winBattle, winRate, streak (and the new ranking) from updated_users, and the user and
 * battle queries are refetched. The server writes the result before it announces it, so
 * no delay is needed before refetching.
 */
export function applyBattleResult(result: BattleFinishedData, username: string, queryClient: QueryClient): void {
  const stats = statsFor(result, username);
  const { user } = getSession();
  if (stats && user && user.username.toLowerCase() === username.toLowerCase()) saveUser({ ...user, ...stats });
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey(username) });
  void queryClient.invalidateQueries({ queryKey: battleQueryKeys.all });
}
