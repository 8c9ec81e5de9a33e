import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';
import { rowsOf } from './rows.js';

/** How often the embedded database is vacuumed and its planner statistics refreshed. */
export const EMBEDDED_MAINTENANCE_MS = 2 * 60_000;

/**
 * The embedded database has no autovacuum: PGlite runs PostgreSQL as a single process, and
 * the autovacuum launcher is a process of its own. This job does autovacuum's work, once at
 * start and then on a timer:
 * - ANALYZE: without it the planner never learns how many rows a table holds or how its values
 *   spread, and picks plans made for an empty table (a sequential scan of every player for a
 *   rank, a scan of every battle in play for "is this player busy?"). It samples at most 30,000
 *   rows a table, so its cost does not grow with the data.
 * - VACUUM: every result rewrites two players' rows, and without it the dead versions were never
 *   reclaimed, so tables and indexes only grew, and a rank (a count over the leaderboard index)
 *   visited the table for every entry whose page was not marked all-visible: two players' ranks
 *   took 9.6 ms instead of 6.9 at 10,200 players (bench/RESULTS.md, 2026-11-27). VACUUM skips
 *   the pages it already marked, so it costs what changed since the last run.
 * One table per statement: the database has one thread, and one statement over every table held
 * every query behind it for its whole length (a second of joins waiting under load), where
 * between tables the queries waiting go first. PostgreSQL servers have autovacuum and skip this.
 * Returns the function that stops it: no new table is started, and it resolves once the one under
 * way is done, so the database is never closed under a VACUUM (a server stopped within its
 * first seconds logged the VACUUM it closed under, failed by PGlite with a WebAssembly "null
 * function or function signature mismatch" error: e2e/start's second start caught it).
 */
export function startEmbeddedMaintenance(db: Database, log: FastifyBaseLogger, everyMs = EMBEDDED_MAINTENANCE_MS): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | undefined;
  const maintain = async () => {
    try {
      const tables = rowsOf<{ name: string }>(
        await db.execute(sql`select tablename as name from pg_tables where schemaname = current_schema()`),
      );
      for (const { name } of tables) {
        if (stopped) return;
        await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
      }
    } catch (err) {
      log.warn({ err }, 'embedded database maintenance failed');
    }
  };
  const run = () => {
    // A run still going when the timer fires (a large database) is not doubled.
    running ??= maintain().finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
