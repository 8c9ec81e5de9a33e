import type { BattleHistoryRow } from '@fanclash/protocol';
import { historyResult } from './result';

export interface HistoryStats {
  readonly total: number;
  readonly wins: number;
  /** Whole percent. */
  readonly winRate: number;
  /** Consecutive wins from the top (newest) of the list. */
  readonly streak: number;
}

/**
 * The battles tab's stats card (spec section 2) from the history, newest first. The streak
 * counts wins from the top and stops at the first loss; draws neither count nor break it
 * (spec section 4: a draw does not break streaks), so it agrees with the server's streak.
 * Only battles against a person count, as on the server.
 */
export function historyStats(rows: readonly BattleHistoryRow[], username: string): HistoryStats {
  // Play now's battles against a recorded run or the bot count toward nothing (the server's rule, modes.ts).
  const results = rows.filter((row) => row.opponent_kind === 'player').map((row) => historyResult(row, username));
  const wins = results.filter((result) => result === 'win').length;
  const firstLoss = results.indexOf('lose');
  const streak = (firstLoss === -1 ? results : results.slice(0, firstLoss)).filter((result) => result === 'win').length;
  return {
    total: results.length,
    wins,
    winRate: results.length > 0 ? Math.round((100 * wins) / results.length) : 0,
    streak,
  };
}
