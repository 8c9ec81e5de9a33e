import type { BattleHistoryRow, BattleResult, UserBattleFeedItem } from '@fanclash/protocol';

/**
 * The viewer's result, by the spec's dashboard rules (section 4). Names compare without
 * case: the server treats usernames case-insensitively.
 */

const same = (a: string | null | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

type ScoredBattle = Pick<
  BattleHistoryRow,
  'first_opponent' | 'second_opponent' | 'first_opponent_score' | 'second_opponent_score' | 'winner' | 'first_partner' | 'second_partner'
>;

/**
 * The viewer's side: 'first' (first_opponent or, in 2v2, their teammate first_partner),
 * 'second', or null for someone who did not play. 2v2 rows carry team totals and name the
 * first player of the winning team as the winner (issue 32).
 */
export function viewerSide(
  row: Pick<ScoredBattle, 'first_opponent' | 'second_opponent' | 'first_partner' | 'second_partner'>,
  username: string,
): 'first' | 'second' | null {
  if (same(row.first_opponent, username) || (row.first_partner && same(row.first_partner, username))) return 'first';
  if (same(row.second_opponent, username) || (row.second_partner && same(row.second_partner, username))) return 'second';
  return null;
}

/**
 * History rows: a draw unless the viewer is the first or second opponent with the higher
 * (win) or lower (lose) score. One addition: when the row names a winner, that decides. Only
 * a forfeit makes the two differ (the player who stayed wins even when behind), and the
 * server's stats count it that way, so the list must too.
 */
export function historyResult(row: ScoredBattle, username: string): BattleResult {
  const side = viewerSide(row, username);
  if (row.winner && side) {
    const winnerSide = viewerSide(row, row.winner);
    if (winnerSide) return winnerSide === side ? 'win' : 'lose';
  }
  if (side === null) return 'draw';
  const [mine, theirs] =
    side === 'first' ? [row.first_opponent_score, row.second_opponent_score] : [row.second_opponent_score, row.first_opponent_score];
  if (mine === theirs) return 'draw';
  return mine > theirs ? 'win' : 'lose';
}

/** The spec's pending / won / lost, in the history's words (win, lose) so one badge shows both. */
export type FeedResult = BattleResult | 'pending';

/**
 * Feed items: pending unless finished; won if the winner is the viewer; lost if the winner is
 * the opponent. A finished battle without a winner is a draw (the spec names no other case).
 */
export function feedResult(
  item: Pick<UserBattleFeedItem, 'status' | 'winner'> &
    Partial<Pick<UserBattleFeedItem, 'first_opponent' | 'second_opponent' | 'first_partner' | 'second_partner'>>,
  username: string,
): FeedResult {
  if (item.status !== 'finished') return 'pending';
  if (!item.winner) return 'draw';
  if (same(item.winner, username)) return 'win';
  // 2v2: the winner names the winning team's first player; my teammate's win is mine too.
  if (item.first_opponent !== undefined && item.second_opponent !== undefined && (item.first_partner || item.second_partner)) {
    const sides = {
      first_opponent: item.first_opponent,
      second_opponent: item.second_opponent,
      first_partner: item.first_partner,
      second_partner: item.second_partner,
    };
    const mine = viewerSide(sides, username);
    if (mine && mine === viewerSide(sides, item.winner)) return 'win';
  }
  return 'lose';
}

/** The spec's score string: the first opponent's score, then the second's. */
export function scoreLine(first: number, second: number): string {
  return `${first} : ${second}`;
}
