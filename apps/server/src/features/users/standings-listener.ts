/**
 * Ranks on a PostgreSQL deployment (issue 36, item 1): the leaderboard order of ranked players
 * kept in memory on every instance, fed by the users table's notices (migration
 * 0021_user_standings: each carries the player's new standing, in commit order, on a channel of
 * the table's schema). A rank is then a binary search (standings-order.ts) where it was a count
 * of the players ahead, which grew with every sign-up (bench/RESULTS.md: 17,735 tuples read per
 * battle at 20,200 players).
 *
 * Soundness: the listening connection LISTENs first, then reads every ranked player, then applies
 * the notices heard meanwhile in order: a change committed before the read is in it, one after is
 * heard. While that connection is down (and until it is back and has read everything again) a
 * missed notice could leave the order wrong, so ranks are counted in SQL meanwhile. A heartbeat
 * sends a notice to itself: one that does not come back in time means a connection gone quiet,
 * which is dropped and opened again. A database whose collation does not sort names by code unit
 * (the order's tie-break; C and C.UTF-8 do) keeps counting in SQL, with a warning.
 *
 * A rank asked with the players' own fresh rows (a battle's result) counts those rows rather than
 * what the order holds for them, so a result's ranks never wait for its own notices.
 */
import type pg from 'pg';
import { compareStandings, type Standing } from './standings-index.js';
import { createStandingsOrder } from './standings-order.js';

/** A standing with, when the caller knows it, whose it is (then that row counts as theirs). */
export type RankedStanding = Standing & { readonly id?: string; readonly totalBattle?: number };

export interface ListenedStandings {
  rankings(list: readonly RankedStanding[]): Promise<number[]>;
  /**
   * Resolves once every change committed before the call is in the order (tests): waits for the
   * order to be live first (unless it never will be: a collation that does not sort by code unit).
   */
  settled(): Promise<void>;
  /** 'memory' while the order is live, 'sql' while ranks are counted. */
  readonly source: 'memory' | 'sql';
  close(): Promise<void>;
}

export interface StandingsListenerOptions {
  /** A new, unconnected client to the deployment's database (same search_path as the pool). */
  readonly connect: () => pg.Client;
  /** Ranks counted in SQL, while the order is not live. */
  readonly countInSql: (list: readonly Standing[]) => Promise<number[]>;
  readonly log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  readonly heartbeatMs?: number;
  readonly retryMs?: number;
}

interface Notice {
  readonly id: string;
  readonly u?: string;
  readonly t?: number;
  readonly w?: number;
  readonly r?: number;
  readonly s?: number;
  readonly sync?: string;
}

/** Names whose order depends on case, digits and underscores: sorted by the column's collation, they must come out as compareStandings sorts them. */
const COLLATION_PROBE = ['b_', 'Z', '_z', 'a', '1x', 'B', 'ba', 'a_b', 'aB', 'ab', 'A1'];

export function listenToStandings({
  connect,
  countInSql,
  log,
  heartbeatMs = 30_000,
  retryMs = 1_000,
}: StandingsListenerOptions): ListenedStandings {
  const order = createStandingsOrder(compareStandings);
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let channel = '';
  let syncs = 0;
  /** The wait before the next attempt: doubles while the database stays away, up to 30 s. */
  let backoff = retryMs;
  const waiting = new Map<string, () => void>();
  /** settled() calls made while the order was not live, told when it is. */
  let whenLive: Array<() => void> = [];
  const token = Math.random().toString(36).slice(2, 10);

  const apply = (notice: Notice) => {
    if (notice.sync !== undefined) {
      waiting.get(notice.sync)?.();
      waiting.delete(notice.sync);
      return;
    }
    if (notice.u === undefined) return order.remove(notice.id);
    order.put({
      id: notice.id,
      username: notice.u,
      totalBattle: notice.t ?? 0,
      winBattle: notice.w ?? 0,
      winRate: notice.r ?? 0,
      streak: notice.s ?? 0,
    });
  };

  /** A sync notice sent on `through` and heard back: every earlier commit's notice was heard before it. */
  const sync = (through: { query: (text: string, values: unknown[]) => Promise<unknown> }, timeoutMs: number): Promise<void> => {
    syncs += 1;
    const id = `${token}:${syncs}`;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('standings: a sync notice did not come back'));
      }, timeoutMs);
      waiting.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
      through.query('select pg_notify($1, $2)', [channel, JSON.stringify({ id: '', sync: id })]).catch((error: unknown) => {
        clearTimeout(timer);
        waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
  };

  /** Ends `gone` if it is still the listening connection, and opens another a moment later. */
  const drop = (gone: pg.Client, reason: string, error?: unknown) => {
    if (client !== gone) return;
    client = undefined;
    live = false;
    clearInterval(heartbeat);
    for (const release of waiting.values()) release();
    waiting.clear();
    gone.removeAllListeners('notification');
    void gone.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error, reason }, 'standings: listening connection lost; ranks are counted in SQL until it is back');
    retry = setTimeout(() => void open(), backoff);
    backoff = Math.min(backoff * 2, 30_000);
  };

  const open = async () => {
    if (closed || client) return;
    const next = connect();
    client = next;
    const heard: Notice[] = [];
    let loading = true;
    next.on('error', (error) => drop(next, 'error', error));
    next.on('end', () => drop(next, 'ended'));
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      let notice: Notice;
      try {
        notice = JSON.parse(message.payload) as Notice;
      } catch {
        return;
      }
      if (loading && notice.sync === undefined) heard.push(notice);
      else apply(notice);
    });
    try {
      await next.connect();
      const { rows: where } = await next.query<{ schema: string; collation: string }>(
        `select n.nspname as schema, c.collname as collation
         from pg_class t join pg_namespace n on n.oid = t.relnamespace
         join pg_attribute a on a.attrelid = t.oid and a.attname = 'username'
         join pg_collation c on c.oid = a.attcollation
         where t.oid = 'users'::regclass`,
      );
      const found = where[0];
      if (!found) throw new Error('standings: no users table');
      const { rows: probe } = await next.query<{ sorted: string[] }>(
        `select array_agg(v order by v collate "${found.collation.replace(/"/g, '""')}") as sorted from unnest($1::text[]) as v`,
        [COLLATION_PROBE],
      );
      const expected = [...COLLATION_PROBE].sort((a, b) => (a === b ? 0 : a < b ? -1 : 1));
      if (JSON.stringify(probe[0]?.sorted) !== JSON.stringify(expected)) {
        log.warn({ collation: found.collation }, 'standings: usernames do not sort by code unit here; ranks are counted in SQL');
        closed = true;
        client = undefined;
        for (const tell of whenLive) tell();
        whenLive = [];
        await next.end();
        return;
      }
      channel = `user_standing_${found.schema}`;
      await next.query(`listen "${channel.replace(/"/g, '""')}"`);
      const { rows } = await next.query<{ id: string; username: string; t: number; w: number; r: number; s: number }>(
        'select id, username, total_battle as t, win_battle as w, win_rate as r, streak as s from users where total_battle > 0',
      );
      if (client !== next) return;
      order.replace(
        rows.map((row) => ({ id: row.id, username: row.username, totalBattle: row.t, winBattle: row.w, winRate: row.r, streak: row.s })),
      );
      loading = false;
      for (const notice of heard) apply(notice);
      heard.length = 0;
      live = true;
      backoff = retryMs;
      for (const tell of whenLive) tell();
      whenLive = [];
      log.info({ players: order.size, channel }, 'standings: ranks are read from the order in memory');
      heartbeat = setInterval(() => {
        if (client === next) sync(next, heartbeatMs / 2).catch((error: unknown) => drop(next, 'heartbeat', error));
      }, heartbeatMs);
      heartbeat.unref();
    } catch (error) {
      drop(next, 'connect', error);
    }
  };

  void open();

  /** Players strictly before `standing`, counting the call's own rows as they are given. */
  const ahead = (standing: RankedStanding, list: readonly RankedStanding[]): number => {
    let count = order.ahead(standing);
    for (const other of list) {
      if (other.id === undefined) continue;
      const held = order.get(other.id);
      if (held && compareStandings(held, standing) < 0) count -= 1;
      if (other !== standing && (other.totalBattle ?? 1) > 0 && compareStandings(other, standing) < 0) count += 1;
    }
    return count;
  };

  return {
    async rankings(list) {
      if (!live) return countInSql(list);
      return list.map((standing) => ahead(standing, list) + 1);
    },
    async settled() {
      if (!live && !closed) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('standings: the order did not come live')), 10_000);
          whenLive.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      if (live && client) await sync(client, 10_000);
    },
    get source() {
      return live ? 'memory' : 'sql';
    },
    async close() {
      closed = true;
      for (const tell of whenLive) tell();
      whenLive = [];
      clearTimeout(retry);
      if (client) drop(client, 'closed');
    },
  };
}
