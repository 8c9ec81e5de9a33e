import type { BattleResult } from '@fanclash/protocol';

/**
 * A player's battle figures after a result (spec sections 4 and 8):
 * every battle counts toward the total (a draw too); a win adds a win and extends the
 * streak; a loss resets the streak to 0; a draw leaves the streak as it was.
 * winRate = round(100 * wins / total), 0 before the first battle.
 * A battle's result applies the same rule in SQL (migration 0027_record_battle_result), which
 * result-procedure.test.ts checks against applyResult; a change here is a change there.
 */
export interface BattleStats {
  readonly totalBattle: number;
  readonly winBattle: number;
  readonly winRate: number;
  readonly streak: number;
}

export const NO_STATS: BattleStats = { totalBattle: 0, winBattle: 0, winRate: 0, streak: 0 };

export function winRate(wins: number, total: number): number {
  return total > 0 ? Math.round((100 * wins) / total) : 0;
}

export function applyResult(previous: BattleStats, result: BattleResult): BattleStats {
  const totalBattle = previous.totalBattle + 1;
  const winBattle = previous.winBattle + (result === 'win' ? 1 : 0);
  const streak = result === 'win' ? previous.streak + 1 : result === 'lose' ? 0 : previous.streak;
  return { totalBattle, winBattle, winRate: winRate(winBattle, totalBattle), streak };
}

/** Stats from a player's results in the order the battles finished (repair-user-battles). */
export function statsFromResults(results: readonly BattleResult[]): BattleStats {
  return results.reduce(applyResult, NO_STATS);
}

/** Whether the player sits on the first side (first_opponent, or in 2v2 first_partner). */
export function onFirstSide(row: { firstOpponentId: string | null; firstPartnerId: string | null }, userId: string): boolean {
  return row.firstOpponentId === userId || row.firstPartnerId === userId;
}

/** The result of one stored battle for one of its players; the winner column decides (2v2: it names the winning team's first player). */
export function resultForSide(row: { winner: string | null; firstOpponent: string; secondOpponent: string }, first: boolean): BattleResult {
  if (row.winner === null) return 'draw';
  return row.winner === (first ? row.firstOpponent : row.secondOpponent) ? 'win' : 'lose';
}
