import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('embedded database maintenance, between its runs', () => {
  it('analyzes a table soon after it grows, and leaves the others alone', async () => {
    const database = await openDatabase({ dataDir: 'memory', migrationsFolder: MIGRATIONS_FOLDER });
    const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
    const analyzedAt = async () =>
      new Map(
        rowsOf<{ name: string; at: string | null }>(
          await database.db.execute(
            sql`select relname as name, last_analyze::text as at from pg_stat_user_tables where schemaname = current_schema()`,
          ),
        ).map((row) => [row.name, row.at]),
      );
    const rowsSeen = async () =>
      rowsOf<{ n: number }>(await database.db.execute(sql`select reltuples::int as n from pg_class where relname = 'users'`))[0]!.n;
    // The full run once an hour here: whatever is analyzed after the first run, the check did.
    const stop = startEmbeddedMaintenance(database.db, log, 3_600_000, 50);
    try {
      await vi.waitFor(async () => expect([...(await analyzedAt()).values()].every((at) => at !== null)).toBe(true), { timeout: 10_000 });
      const before = await analyzedAt();
      expect(await rowsSeen()).toBe(0);

      await database.db.execute(sql`insert into users (username, email, password_hash, language)
        select 'grow' || g, 'grow' || g || '@example.com', 'x', 'en' from generate_series(1, 3000) g`);
      await vi.waitFor(async () => expect(await rowsSeen()).toBe(3000), { timeout: 10_000 });
      const after = await analyzedAt();
      expect(after.get('users')).not.toBe(before.get('users'));
      expect(after.get('news_articles')).toBe(before.get('news_articles'));
      // From the check's smaller sample (statistics target 10): at most 11 histogram bounds, not 101.
      const [bounds] = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select array_length(histogram_bounds, 1) as n from pg_stats where schemaname = current_schema() and tablename = 'users' and attname = 'username'`,
        ),
      );
      expect(bounds?.n).toBeGreaterThan(1);
      expect(bounds?.n).toBeLessThanOrEqual(11);
      // And the session's own target is the default again once the check is done.
      await vi.waitFor(
        async () =>
          expect(rowsOf<{ default_statistics_target: string }>(await database.db.execute(sql`show default_statistics_target`))[0]).toEqual({
            default_statistics_target: '100',
          }),
        { timeout: 10_000 },
      );
    } finally {
      await stop();
      await database.close();
    }
  });
});

describe('embedded database maintenance, a full run', () => {
  it('analyzes with the small sample too, and leaves the default target after', async () => {
    const database = await openDatabase({ dataDir: 'memory', migrationsFolder: MIGRATIONS_FOLDER });
    const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
    await database.db.execute(sql`insert into users (username, email, password_hash, language)
      select 'full' || g, 'full' || g || '@example.com', 'x', 'en' from generate_series(1, 3000) g`);
    // Only the run at start: no check between runs within the test.
    const stop = startEmbeddedMaintenance(database.db, log, 3_600_000, 3_600_000);
    try {
      const usernameBounds = async () =>
        rowsOf<{ n: number | null }>(
          await database.db.execute(
            sql`select array_length(histogram_bounds, 1) as n from pg_stats where schemaname = current_schema() and tablename = 'users' and attname = 'username'`,
          ),
        )[0]?.n ?? null;
      await vi.waitFor(async () => expect(await usernameBounds()).not.toBeNull(), { timeout: 10_000 });
      // 3,000 distinct names: the default target (100) would keep 101 bounds.
      expect(await usernameBounds()).toBeLessThanOrEqual(11);
      await stop();
      expect(rowsOf<{ default_statistics_target: string }>(await database.db.execute(sql`show default_statistics_target`))).toEqual([
        { default_statistics_target: '100' },
      ]);
    } finally {
      await stop();
      await database.close();
    }
  });
});
