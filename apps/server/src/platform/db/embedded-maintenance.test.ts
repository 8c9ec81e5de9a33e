import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../app.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { openDatabase } from './client.js';
import { startEmbeddedMaintenance } from './embedded-maintenance.js';
import { rowsOf } from './rows.js';

/** The embedded database has no autovacuum: the server vacuums and analyzes it itself. */
describe('embedded database maintenance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend: 'pglite', env: { DATA_DIR: 'memory' } });
  });
  afterAll(() => server.close());

  it('vacuums and analyzes every table of the schema at start', async () => {
    const notAnalyzed = async () =>
      rowsOf<{ name: string }>(
        await server.platform.db.execute(
          sql`select relname as name from pg_stat_user_tables where schemaname = current_schema() and (last_analyze is null or last_vacuum is null)`,
        ),
      ).map((row) => row.name);
    const deadline = Date.now() + 10_000;
    while ((await notAnalyzed()).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await notAnalyzed()).toEqual([]);
    const tables = rowsOf<{ n: number }>(
      await server.platform.db.execute(sql`select count(*)::int as n from pg_stat_user_tables where schemaname = current_schema()`),
    );
    expect(tables[0]?.n).toBeGreaterThan(20);
  });
});

describe('embedded database maintenance, stopped', () => {
  it('lets the statement under way finish before the database may close, and starts no other', async () => {
    const database = await openDatabase({ dataDir: 'memory', migrationsFolder: MIGRATIONS_FOLDER });
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const stop = startEmbeddedMaintenance(database.db, log);
    // Stopped at once, as a server stopped just after it started: the first run is under way.
    await stop();
    const [counts] = rowsOf<{ tables: number; analyzed: number }>(
      await database.db.execute(
        sql`select count(*)::int as tables, (count(*) filter (where last_analyze is not null))::int as analyzed from pg_stat_user_tables`,
      ),
    );
    await database.close();
    // Closed under a VACUUM, PGlite failed it and the job logged the failure.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings).toEqual([]);
    // It stopped between tables instead of finishing the run.
    expect(counts?.tables).toBeGreaterThan(20);
    expect(counts?.analyzed).toBeLessThan(counts?.tables ?? 0);
  });
});
