import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';
import { rowsOf } from '../../platform/db/rows.js';
import { createRowCache } from './row-cache.js';
import { createStandingsIndex, type Standing } from './standings-index.js';
import { listenToStandings, type RankedStanding, type StandingsListenerOptions } from './standings-listener.js';

export type UserRow = typeof users.$inferSelect;

export interface UserStoreOptions {
  /**
   * Every committed change to a user row (DatabaseHandle.onUserChanged). Given, rows by id are
   * kept in memory until they change (row-cache.ts) and ranks come from the leaderboard order
   * kept in memory (standings-index.ts); absent, every read and rank asks the database.
   */
  readonly onUserChanged?: ((listener: (userId: string) => void) => void) | undefined;
  /**
   * A PostgreSQL deployment: opens a connection that listens to the users table's notices
   * (DatabaseHandle.listener); ranks then come from the order kept in memory on this instance
   * (standings-listener.ts) instead of a count of the players ahead.
   */
  readonly listener?: StandingsListenerOptions['connect'] | undefined;
  readonly log?: StandingsListenerOptions['log'] | undefined;
}

/** Queries on the users table shared by every feature. */
export function createUserStore(db: Database, { onUserChanged, listener, log = silent }: UserStoreOptions = {}) {
  // Built once: every socket's token check and every live message reads a user by id, and
  // building the query each time was a visible share of a busy server's time.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id');
  const readById = async (id: string): Promise<UserRow | undefined> => (await byId.execute({ id }))[0];
  const cache = onUserChanged && createRowCache(readById);
  const standings = onUserChanged && createStandingsIndex(standingsSource(db));
  onUserChanged?.((id) => {
    cache?.changed(id);
    standings?.changed(id);
  });
  const listened =
    !standings && listener ? listenToStandings({ connect: listener, countInSql: (list) => rankingsBySql(db, list), log }) : undefined;
  const countRanks = (list: readonly RankedStanding[]) =>
    standings ? standings.rankings(list) : listened ? listened.rankings(list) : rankingsBySql(db, list);
  return {
    /** The user as committed; the row is shared and frozen where rows are kept in memory. */
    findById(id: string): Promise<UserRow | undefined> {
      return cache ? cache.get(id) : readById(id);
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },

    async usernameTaken(username: string): Promise<boolean> {
      return (await this.findByUsername(username)) !== undefined;
    },

    /**
     * Leaderboard position: 1 + the players ahead in the order wins desc, win rate desc,
     * streak desc, username asc. One count per range of aheadOfRanges: each is a contiguous
     * stretch of users_leaderboard_idx (an index-only scan once vacuumed), where one count over
     * their OR makes PostgreSQL visit the table for every player ahead. See bench/LEADERBOARD.md.
     */
    async ranking(user: Standing): Promise<number> {
      const [rank] = await this.rankings([user]);
      return rank ?? 1;
    },

    /**
     * The rank a player is shown: their position, or null while they have no battle (unranked,
     * issue 28: a new player is not '#1', and the leaderboard lists ranked players only).
     */
    async rankOf(user: Standing & { readonly totalBattle: number }): Promise<number | null> {
      return user.totalBattle > 0 ? this.ranking(user) : null;
    },

    /**
     * Several players' positions at once (a battle's two players after its result). Rows given
     * with their id count as they are given, whatever the order kept in memory holds for them.
     */
    rankings(list: readonly RankedStanding[]): Promise<number[]> {
      return countRanks(list);
    },

    /** Where ranks come from now: the order in memory, or a count in SQL. */
    rankSource(): 'memory' | 'sql' {
      if (standings) return 'memory';
      return listened?.source ?? 'sql';
    },

    /** Resolves once every change committed before the call is in this instance's order (tests). */
    async standingsSettled(): Promise<void> {
      await listened?.settled();
    },

    /** Stops listening (shutdown). */
    async close(): Promise<void> {
      await listened?.close();
    },
  };
}

const silent: StandingsListenerOptions['log'] = { warn: () => undefined, info: () => undefined };

/** Positions counted in one statement, for a database other instances write to as well. */
async function rankingsBySql(db: Database, standings: readonly Standing[]): Promise<number[]> {
  if (standings.length === 0) return [];
  const columns = standings.map((user, i) => {
    const counts = aheadOfRanges(user).map((range) => sql`(select count(*) from ${users} where ${range})`);
    return sql`(${sql.join(counts, sql` + `)})::int as ${sql.identifier(`ahead_${i}`)}`;
  });
  const [row] = rowsOf<Record<string, number | string>>(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  return standings.map((_, i) => Number(row?.[`ahead_${i}`] ?? 0) + 1);
}

const standingColumns = {
  id: users.id,
  winBattle: users.winBattle,
  winRate: users.winRate,
  streak: users.streak,
  username: users.username,
  totalBattle: users.totalBattle,
};

function standingsSource(db: Database) {
  return {
    all: () => db.select(standingColumns).from(users),
    // One parameter however many ids (a list of parameters stops at 65,535).
    some: (ids: readonly string[]) =>
      db
        .select(standingColumns)
        .from(users)
        .where(sql`${users.id} in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`),
  };
}

export type UserStore = ReturnType<typeof createUserStore>;

/**
 * The leaderboard order, matching users_leaderboard_idx column for column. NULLS LAST is
 * spelled out because the index was built that way: PostgreSQL only walks an index whose
 * null ordering matches the ORDER BY, and plain DESC means NULLS FIRST.
 */
export const LEADERBOARD_ORDER: SQL[] = [
  sql`${users.winBattle} desc nulls last`,
  sql`${users.winRate} desc nulls last`,
  sql`${users.streak} desc nulls last`,
  sql`${users.username} asc`,
];

/**
 * The players ranked above `user`, as four disjoint conditions (the leaderboard rule, written
 * once): more wins; equal wins and a higher win rate; ... then an earlier username. Unranked
 * players (no battle) are never ahead: they can only tie a player with no win, where the last
 * range leaves them out (issue 28, item 5; a player with a win keeps an index-only count).
 */
export function aheadOfRanges(user: Standing): SQL[] {
  const sameWins = eq(users.winBattle, user.winBattle);
  const sameRate = eq(users.winRate, user.winRate);
  const byName = sql`${users.username} < ${user.username}`;
  return [
    gt(users.winBattle, user.winBattle),
    and(sameWins, gt(users.winRate, user.winRate)) as SQL,
    and(sameWins, sameRate, gt(users.streak, user.streak)) as SQL,
    and(sameWins, sameRate, eq(users.streak, user.streak), byName, user.winBattle === 0 ? gt(users.totalBattle, 0) : undefined) as SQL,
  ];
}

/** Rows ranked above `user`. */
export function aheadOf(user: Standing): SQL {
  return or(...aheadOfRanges(user)) as SQL;
}
