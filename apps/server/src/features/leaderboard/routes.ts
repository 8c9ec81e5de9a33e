import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS, leaderboardQuerySchema, type LeaderboardEntry, type LeaderboardPage, type LeaderboardResponse } from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { bearerToken, userFromToken } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { createLeaderboardStore, type LeaderboardRow } from './store.js';

const toEntry = <Rank extends number | null>(
  row: Omit<LeaderboardRow, 'id'>,
  rank: Rank,
): Omit<LeaderboardEntry, 'rank'> & { rank: Rank } => ({
  rank,
  username: row.username,
  avatar: row.avatar,
  wins: row.wins,
  winRate: row.winRate,
  streak: row.streak,
});

/**
 * GET /db/get-leaderboard: public. Without paging parameters it answers the spec's plain list
 * (the top LIMITS.leaderboardPageSize); with limit, offset or page it answers
 * { entries, total, limit, offset, me }, where `me` is the caller's own row when a valid
 * token came (a stale or missing token just leaves it null: visitors see the board too).
 * Only ranked players (at least one battle) are on the board; an unranked caller's `me` has
 * rank null.
 */
export async function leaderboardRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  const store = createLeaderboardStore(platform.db);

  app.get('/db/get-leaderboard', async (request): Promise<LeaderboardResponse> => {
    const query = parseInput(leaderboardQuerySchema, request.query);
    const limit = query.limit ?? LIMITS.leaderboardPageSize;
    const offset = query.offset ?? ((query.page ?? 1) - 1) * limit;
    const rows = await store.page(limit, offset);
    // Rows come in leaderboard order, so a row's rank is its place on the page plus the offset.
    const entries = rows.map((row, i) => toEntry(row, offset + i + 1));
    if (query.limit === undefined && query.offset === undefined && query.page === undefined) return entries;

    const viewer = await optionalViewer(platform, request);
    let me: LeaderboardPage['me'] = null;
    if (viewer) {
      const onPage = rows.findIndex((row) => row.id === viewer.id);
      me = onPage >= 0 ? (entries[onPage] ?? null) : toEntry(viewerRow(viewer), await platform.users.rankOf(viewer));
    }
    return { entries, total: await store.total(), limit, offset, me };
  });
}

async function optionalViewer(platform: Platform, request: FastifyRequest): Promise<UserRow | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const result = await userFromToken(platform, token);
  return 'user' in result ? result.user : undefined;
}

const viewerRow = (user: UserRow): Omit<LeaderboardRow, 'id'> => ({
  username: user.username,
  avatar: user.avatar,
  wins: user.winBattle,
  winRate: user.winRate,
  streak: user.streak,
});
