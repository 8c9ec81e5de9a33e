import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
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
