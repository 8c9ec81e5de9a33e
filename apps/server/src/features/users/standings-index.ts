import { createStandingsOrder } from './standings-order.js';

/**
 * Every player's place in the leaderboard order, kept in memory on the embedded database so a
 * rank is two binary searches instead of a count over users_leaderboard_idx. That count was the
 * most expensive statement of a battle's result on the embedded database's single thread (3.4 ms
 * at the bottom of 10,000 players, where the tie on 0 wins is walked by name; a fifth of that
 * thread under load: bench/RESULTS.md).
 *
 * Only sound where this process sees every change to the users table, told at commit (the
 * embedded database: migration 0011_user_inserts). A change marks the player stale; a rank
 * first reads the stale players again, so it counts every change committed before it was asked.
 *
 * Only ranked players (at least one battle) are kept: an unranked one is not on the board and
 * is never ahead of anyone (issue 28, item 5), as `aheadOfRanges` counts in SQL.
 */
export interface Standing {
  readonly winBattle: number;
  readonly winRate: number;
  readonly streak: number;
  readonly username: string;
}

export interface StandingRow extends Standing {
  readonly id: string;
  /** 0: unranked, left out of the order. */
  readonly totalBattle: number;
}

export interface StandingsIndex {
  /** 1 + the players ahead of each standing, as `rankings` counts them in SQL. */
  rankings(standings: readonly Standing[]): Promise<number[]>;
  /** A committed insert, update or delete of this player's row. */
  changed(id: string): void;
}

export interface StandingsSource {
  /** Every player's standing (once, on first use). */
  all(): Promise<StandingRow[]>;
  /** These players' standings; a deleted player is simply absent. */
  some(ids: readonly string[]): Promise<StandingRow[]>;
}

/**
 * The leaderboard order: wins desc, win rate desc, streak desc, username asc. Usernames are
 * compared by code unit, as the embedded database's C collation compares their bytes (they
 * are ASCII: validation.ts), so the order is the index's, to the tie.
 */
export function compareStandings(a: Standing, b: Standing): number {
  if (a.winBattle !== b.winBattle) return b.winBattle - a.winBattle;
  if (a.winRate !== b.winRate) return b.winRate - a.winRate;
  if (a.streak !== b.streak) return b.streak - a.streak;
  if (a.username === b.username) return 0;
  return a.username < b.username ? -1 : 1;
}

/** Beyond this many stale players (a bulk import, say), every player is read again instead. */
const REBUILD_FROM = 2_000;

export function createStandingsIndex(source: StandingsSource): StandingsIndex {
  /** Every ranked player, in leaderboard order. */
  const order = createStandingsOrder(compareStandings);
  /** Players changed since they were last read, each with the count of changes at its latest. */
  const stale = new Map<string, number>();
  /** Changes told so far, and how many of them have been read since. */
  let told = 0;
  let readUpTo = 0;
  let loaded: Promise<void> | undefined;
  let reading: Promise<void> | undefined;

  const put = (id: string, row: StandingRow | undefined) => (row ? order.put(row) : order.remove(id));
  const rebuild = (rows: readonly StandingRow[]) => order.replace(rows);

  /**
   * A read that started when `upTo` changes had been told has seen them all: those players are
   * no longer stale. One changed again meanwhile stays stale for the next read; after a failed
   * read nothing is forgotten.
   */
  const readDone = (upTo: number) => {
    for (const [id, change] of stale) if (change <= upTo) stale.delete(id);
    readUpTo = Math.max(readUpTo, upTo);
  };

  const load = async () => {
    const upTo = told;
    rebuild(await source.all());
    readDone(upTo);
  };

  const readStale = async () => {
    const upTo = told;
    const ids = [...stale.keys()];
    if (ids.length > REBUILD_FROM) {
      rebuild(await source.all());
    } else if (ids.length > 0) {
      const byRead = new Map((await source.some(ids)).map((row) => [row.id, row]));
      for (const id of ids) put(id, byRead.get(id));
    }
    readDone(upTo);
  };

  /** Up to date with every change told before the call (not after: a busy table never waits). */
  const current = async () => {
    const needed = told;
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    await loaded;
    while (readUpTo < needed) {
      reading ??= readStale().finally(() => (reading = undefined));
      await reading;
    }
  };

  return {
    async rankings(standings) {
      await current();
      return standings.map((standing) => order.ahead(standing) + 1);
    },
    changed(id) {
      told += 1;
      stale.set(id, told);
    },
  };
}
