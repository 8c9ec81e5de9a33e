import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';
import { rowsOf } from './rows.js';

/** How often the embedded database refreshes its planner statistics. */
export const EMBEDDED_ANALYZE_MS = 2 * 60_000;

/**
 * The embedded database has no autovacuum: PGlite runs PostgreSQL as a single process, and
 * the autovacuum launcher is a process of its own. Without ANALYZE the planner never learns
 * how many rows a table holds or how its values spread, and picks plans made for an empty
 * table (a sequential scan of every player for a rank, a scan of every battle in play for
 * "is this player busy?"). This job does autovacuum's analyze part: once at start, then on a
 * timer. ANALYZE samples at most 30,000 rows a table (default_statistics_target 100), so its
 * cost does not grow with the data. PostgreSQL servers have autovacuum and skip this.
 * One table per statement: the database has one thread, and one ANALYZE of every table held
 * every query behind it for its whole length (a second of joins waiting under load; bench
 * run 26), where between tables the queries waiting go first.
 * Returns the function that stops the timer.
 */
export function startEmbeddedAnalyze(db: Database, log: FastifyBaseLogger, everyMs = EMBEDDED_ANALYZE_MS): () => void {
  const analyze = async () => {
    try {
      const tables = rowsOf<{ name: string }>(
        await db.execute(sql`select tablename as name from pg_tables where schemaname = current_schema()`),
      );
      for (const { name } of tables) await db.execute(sql`analyze ${sql.identifier(name)}`);
    } catch (err) {
      log.warn({ err }, 'embedded database analyze failed');
    }
  };
  void analyze();
  const timer = setInterval(() => void analyze(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
