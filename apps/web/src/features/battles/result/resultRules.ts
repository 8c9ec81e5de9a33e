import type { BattleFinishedData } from '@fanclash/protocol';

/**
 * Spec section 5: a result counts as present only when it exists and at least one score is
 * above 0; otherwise the result page sends the player to the dashboard. A forfeit is the one
 * exception: it is decided by a player leaving, so 0 : 0 is still a real result to show.
 */
export function hasShowableResult(result: Pick<BattleFinishedData, 'final_scores' | 'reason'> | null): boolean {
  if (!result) return false;
  if (result.reason === 'forfeit') return true;
  return Object.values(result.final_scores).some((score) => score > 0);
}
