import type { BattleHistoryRow, BattleResult, UserBattleFeedItem } from '@fanclash/protocol';

/**
 * The viewer's result, by the spec's dashboard rules (section 4). Names compare without
 * case: the server treats usernames case-insensitively.
 */

const same = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

type ScoredBattle = Pick<
  BattleHistoryRow,
  'first_opponent' | 'second_opponent' | 'first_opponent_score' | 'second_opponent_score' | 'winner'
>;

/**
 * History rows: a draw unless the viewer is the first or second opponent with the higher
 * (win) or lower (lose) score. One addition: when the row names a winner, that decides. Only
 * a forfeit makes the two differ (the player who stayed wins even when behind), and the
 * server's stats count it that way, so the list must too.
 */
export function historyResult(row: ScoredBattle, username: string): BattleResult {
  if (row.winner) {
    if (same(row.winner, username)) return 'win';
    if (same(row.first_opponent, username) || same(row.second_opponent, username)) return 'lose';
  }
  const mine = same(row.first_opponent, username)
    ? row.first_opponent_score
    : same(row.second_opponent, username)
      ? row.second_opponent_score
      : null;
  const theirs = same(row.first_opponent, username) ? row.second_opponent_score : row.first_opponent_score;
  if (mine === null || mine === theirs) return 'draw';
  return mine > theirs ? 'win' : 'lose';
}

/** The spec's pending / won / lost, in the history's words (win, lose) so one badge shows both. */
export type FeedResult = BattleResult | 'pending';

/**
 * Feed items: pending unless finished; won if the winner is the viewer; lost if the winner is
 * the opponent. A finished battle without a winner is a draw (the spec names no other case).
 */
export function feedResult(item: Pick<UserBattleFeedItem, 'status' | 'winner'>, username: string): FeedResult {
  if (item.status !== 'finished') return 'pending';
  if (!item.winner) return 'draw';
  return same(item.winner, username) ? 'win' : 'lose';
}

/** The spec's score string: the first opponent's score, then the second's. */
export function scoreLine(first: number, second: number): string {
  return `${first} : ${second}`;
}
