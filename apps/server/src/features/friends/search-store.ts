import { and, asc, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { userBlocks, users } from '../../platform/db/schema.js';

/** LIKE's own characters in a name fragment are matched literally. */
export function likeEscape(fragment: string): string {
  return fragment.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Player search by name, case-insensitive: names that start with q first (walking
 * users_username_pattern_idx / users_username_lower_idx in name order, so the exact name comes
 * first), then names that contain q elsewhere (users_username_trgm_idx, pg_trgm, for three
 * letters or more). Players who blocked the searcher, and the searcher, are left out.
 */
export function createSearchStore(db: Database) {
  const visibleTo = (viewerId: string): SQL =>
    and(
      ne(users.id, viewerId),
      sql`not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${users.id} and ${userBlocks.blockedId} = ${viewerId})`,
    ) as SQL;
  const name = sql`lower(${users.username})`;
  // The same order, by an expression no index provides. Ordered by `name`, a LIMIT lets the planner
  // walk the name index and filter every player until it has enough, which it picks whenever its
  // guess of the matches is high (PostgreSQL once guessed 1,010 for 11). Without an index order,
  // the matches are fetched (through the trigram index) and sorted, whatever the guess.
  const unindexedName = sql`${name} || ''`;
  const columns = {
    id: users.id,
    username: users.username,
    avatar: users.avatar,
    winBattle: users.winBattle,
    winRate: users.winRate,
    streak: users.streak,
    // A player with no battle is unranked (the rank shown is null).
    totalBattle: users.totalBattle,
  };

  return {
    prefixQuery(q: string, viewerId: string, limit: number) {
      const pattern = `${likeEscape(q.toLowerCase())}%`;
      return db
        .select(columns)
        .from(users)
        .where(and(sql`${name} like ${pattern}`, visibleTo(viewerId)))
        .orderBy(asc(name))
        .limit(limit);
    },

    containsQuery(q: string, viewerId: string, limit: number) {
      const escaped = likeEscape(q.toLowerCase());
      return db
        .select(columns)
        .from(users)
        .where(and(sql`${name} like ${`%${escaped}%`}`, sql`${name} not like ${`${escaped}%`}`, visibleTo(viewerId)))
        .orderBy(asc(unindexedName))
        .limit(limit);
    },

    async search(q: string, viewerId: string, limit: number) {
      const starts = await this.prefixQuery(q, viewerId, limit);
      if (starts.length >= limit) return starts;
      const contains = await this.containsQuery(q, viewerId, limit - starts.length);
      return [...starts, ...contains];
    },
  };
}
