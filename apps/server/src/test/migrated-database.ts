import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { MIGRATIONS_FOLDER } from '../app.js';
import { openDatabase, type Database, type DatabaseHandle } from '../platform/db/client.js';
import { rowsOf } from '../platform/db/rows.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** The backends a database-only suite runs on: PGlite always, PostgreSQL where TEST_DATABASE_URL names one. */
export const DATABASE_BACKENDS = databaseUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/**
 * A migrated database of the suite's own, for tests of the database's functions and triggers
 * without a server: PGlite in memory, or a fresh schema on PostgreSQL (dropped after the suite).
 */
export function migratedDatabase(backend: 'pglite' | 'postgres'): () => Database {
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const handle: { database?: DatabaseHandle } = {};
  beforeAll(async () => {
    handle.database = await openDatabase({
      url: backend === 'postgres' ? databaseUrl : undefined,
      dataDir: 'memory',
      migrationsFolder: MIGRATIONS_FOLDER,
      schema: backend === 'postgres' ? schema : undefined,
    });
  });
  afterAll(async () => {
    await handle.database?.close();
    if (backend === 'postgres') await dropSchema(schema);
  });
  return () => handle.database!.db;
}

/** Drops a suite's own PostgreSQL schema (TEST_DATABASE_URL) and everything in it. */
export async function dropSchema(schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade`);
  await admin.end();
}

/** `count` players named prefix1, prefix2, …; their ids in that order. */
export async function addPlayers(db: Database, prefix: string, count: number): Promise<string[]> {
  const added = await db.execute(sql`insert into users (username, email, password_hash, language)
    select ${prefix} || g, ${prefix} || g || '@example.com', 'x', 'en' from generate_series(1, ${count}) g returning id, username`);
  return rowsOf<{ id: string; username: string }>(added)
    .sort((a, b) => a.username.localeCompare(b.username, 'en', { numeric: true }))
    .map((row) => row.id);
}
