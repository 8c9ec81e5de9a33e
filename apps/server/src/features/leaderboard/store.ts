import { gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';
import { LEADERBOARD_ORDER } from '../users/store.js';

export interface LeaderboardRow {
  readonly id: string;
  readonly username: string;
  readonly avatar: string;
  readonly wins: number;
  readonly winRate: number;
  readonly streak: number;
}

/** Ranked players only: a player with no battle is unranked and not on the board (issue 28, item 5). */
const ranked = gt(users.totalBattle, 0);

/**
 * Leaderboard reads. The page walks users_leaderboard_idx in order and stops after `limit`
 * rows; unranked players (all at the foot of the order: no wins, rate or streak) are skipped.
 */
export function createLeaderboardStore(db: Database) {
  return {
    pageQuery(limit: number, offset: number) {
      return db
        .select({
          id: users.id,
          username: users.username,
          avatar: users.avatar,
          wins: users.winBattle,
          winRate: users.winRate,
          streak: users.streak,
        })
        .from(users)
        .where(ranked)
        .orderBy(...LEADERBOARD_ORDER)
        .limit(limit)
        .offset(offset);
    },

    async page(limit: number, offset: number): Promise<LeaderboardRow[]> {
      return this.pageQuery(limit, offset);
    },

    async total(): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(ranked);
      return row?.total ?? 0;
    },
  };
}

export type LeaderboardStore = ReturnType<typeof createLeaderboardStore>;
