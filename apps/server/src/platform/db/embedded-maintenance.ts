import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';
import { rowsOf } from './rows.js';

/** How often the embedded database is vacuumed and its planner statistics refreshed. */
export const EMBEDDED_MAINTENANCE_MS = 2 * 60_000;

/** How often, between those, tables that grew are looked for and analyzed (see `analyzeGrown`). */
export const EMBEDDED_GROWTH_CHECK_MS = 10_000;

/**
 * The statistics target of every analysis this job makes: a sample of 3,000 rows instead of
 * 30,000. Enough to tell the planner a table's size and its common values, which is what it
 * needs here (every statement reads by a key or a status). At the default, analyzing the training
 * misses of a few thousand battles took 300-530 ms under load, on the database's one thread:
 * every join and result waited behind it, and the event loop stalled for as long when their
 * answers came back together (bench/RESULTS.md, eleventh session: the checks every 10 s; twelfth:
 * the full runs every two minutes, which kept the default until then).
 */
const STATISTICS_TARGET = 10;

/**
 * Runs `work` with this session's statistics target at STATISTICS_TARGET, and the default again
 * after. Only this job analyzes, one statement at a time: the smaller sample is its alone.
 */
async function withSmallSample(db: Database, work: () => Promise<void>): Promise<void> {
  await db.execute(sql.raw(`set default_statistics_target = ${STATISTICS_TARGET}`));
  try {
    await work();
  } finally {
    await db.execute(sql`reset default_statistics_target`);
  }
}

/**
 * Tables whose file grew past what their last ANALYZE saw, by a fifth plus 10 pages (80 KB):
 * autovacuum's own trigger (changes past 10 % of the rows, plus 50) read from what this database
 * can tell. PGlite never publishes its change counters (pg_stat_user_tables' n_mod_since_analyze
 * stays 0), but a table's size is always current and ANALYZE records the size it saw (relpages).
 */
const GROWN_TABLES = sql`select c.relname as name from pg_class c
  where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
    and pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 10`;

/**
 * The embedded database has no autovacuum: PGlite runs PostgreSQL as a single process, and
 * the autovacuum launcher is a process of its own. This job does autovacuum's work, once at
 * start and then on a timer:
 * - ANALYZE: without it the planner never learns how many rows a table holds or how its values
 *   spread, and picks plans made for an empty table (a sequential scan of every player for a
 *   rank, a scan of every battle in play for "is this player busy?"). It samples at most 3,000
 *   rows a table (STATISTICS_TARGET), so its cost does not grow with the data.
 * - VACUUM: every result rewrites two players' rows, and without it the dead versions were never
 *   reclaimed, so tables and indexes only grew, and a rank (a count over the leaderboard index)
 *   visited the table for every entry whose page was not marked all-visible: two players' ranks
 *   took 9.6 ms instead of 6.9 at 10,200 players (bench/RESULTS.md, 2026-11-27). VACUUM skips
 *   the pages it already marked, so it costs what changed since the last run.
 * - ANALYZE of a table that grew, between the runs (every EMBEDDED_GROWTH_CHECK_MS): statistics
 *   taken at start describe empty tables, with no values at all, and until the next run the planner
 *   guessed every condition alike. The bench's join then cancelled the players' other waiting
 *   battles by reading every waiting battle (`status = 'waiting'` guessed as rare as one player's
 *   battles): 1.4 ms a join among 3,000 waiting instead of 0.6 (bench/RESULTS.md, eighth session).
 * One table per statement: the database has one thread, and one statement over every table held
 * every query behind it for its whole length (a second of joins waiting under load), where
 * between tables the queries waiting go first. PostgreSQL servers have autovacuum and skip this.
 * Returns the function that stops it: no new table is started, and it resolves once the one under
 * way is done, so the database is never closed under a VACUUM (a server stopped within its
 * first seconds logged the VACUUM it closed under, failed by PGlite with a WebAssembly "null
 * function or function signature mismatch" error: e2e/start's second start caught it).
 */
export function startEmbeddedMaintenance(
  db: Database,
  log: FastifyBaseLogger,
  everyMs = EMBEDDED_MAINTENANCE_MS,
  growthCheckMs = EMBEDDED_GROWTH_CHECK_MS,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | undefined;
  const maintain = async () => {
    try {
      const tables = rowsOf<{ name: string }>(
        await db.execute(sql`select tablename as name from pg_tables where schemaname = current_schema()`),
      );
      await withSmallSample(db, async () => {
        for (const { name } of tables) {
          if (stopped) return;
          await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
        }
      });
    } catch (err) {
      log.warn({ err }, 'embedded database maintenance failed');
    }
  };
  const analyzeGrown = async () => {
    try {
      const grown = rowsOf<{ name: string }>(await db.execute(GROWN_TABLES));
      if (grown.length === 0) return;
      await withSmallSample(db, async () => {
        for (const { name } of grown) {
          if (stopped) return;
          await db.execute(sql`analyze ${sql.identifier(name)}`);
        }
      });
    } catch (err) {
      log.warn({ err }, 'embedded database analyze failed');
    }
  };
  // One job at a time, whichever: a run or a check still going when a timer fires is not doubled,
  // and a check never runs beside a run (which analyzes everything anyway).
  const start = (job: () => Promise<void>) => () => {
    running ??= job().finally(() => (running = undefined));
  };
  const run = start(maintain);
  run();
  const timers = [setInterval(run, everyMs), setInterval(start(analyzeGrown), growthCheckMs)];
  for (const timer of timers) timer.unref();
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await running;
  };
}
