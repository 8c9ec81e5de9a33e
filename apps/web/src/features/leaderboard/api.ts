import { LIMITS, leaderboardPageSchema, type LeaderboardPage } from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

export const LEADERBOARD_PAGE_SIZE = LIMITS.leaderboardPageSize;

/**
 * GET /db/get-leaderboard?limit&offset: one page plus the total and, when the caller is
 * signed in (the bearer token goes along when there is one), the caller's own row `me`.
 */
export function getLeaderboardPage(offset: number, limit: number = LEADERBOARD_PAGE_SIZE, signal?: AbortSignal): Promise<LeaderboardPage> {
  return apiRequest('/db/get-leaderboard', { query: { limit, offset }, schema: leaderboardPageSchema, signal });
}

/** The next offset to load, or undefined once every row is on screen. */
export function nextOffset(page: {
  readonly offset: number;
  readonly total: number;
  readonly entries: readonly unknown[];
}): number | undefined {
  const next = page.offset + page.entries.length;
  return page.entries.length > 0 && next < page.total ? next : undefined;
}
