import { mkdir } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { PgliteThread } from './pglite-thread-client.js';
import { pgliteTemplate } from './pglite-template.js';
import type { ProcedureRunner } from './procedures.js';

/** The one database type the features use, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Runs a procedure beside the database: on PGlite's own thread, on PostgreSQL here. */
  readonly procedure: ProcedureRunner;
  /**
   * The embedded database only: every committed change to a user row, told before its writer
   * hears "committed". The embedded database has one process and so sees every write; a
   * PostgreSQL deployment has several instances and leaves this undefined.
   */
  readonly onUserChanged?: ((listener: (userId: string) => void) => void) | undefined;
  /**
   * PostgreSQL only: a new client outside the pool, with the pool's search_path, for a
   * connection that LISTENs (the users table's notices: features/users/standings-listener.ts).
   */
  readonly listener?: (() => pg.Client) | undefined;
  /** Requests waiting on the database now: the embedded thread's unanswered ones, or pool waiters. */
  queueDepth(): number;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; without it the embedded PGlite is used. */
  readonly url?: string | undefined;
  /** Directory for PGlite's files; 'memory' keeps everything in memory (tests). */
  readonly dataDir: string | 'memory';
  readonly migrationsFolder: string;
  /**
   * PostgreSQL schema to use instead of `public` (created if missing). Tests give each app
   * its own schema so suites can share one database without seeing each other's rows.
   */
  readonly schema?: string | undefined;
  /** Told each round trip's duration (metrics); unset, nothing is timed. */
  readonly onStatement?: StatementObserver | undefined;
}

export type StatementObserver = (op: string, seconds: number) => void;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.migrationsFolder, options.schema, options.onStatement);
  return openPglite(options.dataDir, options.migrationsFolder, options.onStatement);
}

async function openPglite(dataDir: string, migrationsFolder: string, onStatement?: StatementObserver): Promise<DatabaseHandle> {
  if (dataDir !== 'memory') await mkdir(dataDir, { recursive: true });
  const template = await pgliteTemplate(migrationsFolder);
  const client = await PgliteThread.open(
    dataDir === 'memory' ? undefined : `${dataDir}/pglite`,
    onStatement,
    template?.exists ? template.path : undefined,
  );
  // The thread client has exactly the part of PGlite's API that drizzle's driver calls.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  if (template && !template.exists) await client.saveTemplate(template.path);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    procedure: (procedure, input) => client.procedure(procedure.name, input),
    onUserChanged: (listener) => client.onUserChanged(listener),
    queueDepth: () => client.pendingRequests,
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  schemaName?: string,
  onStatement?: StatementObserver,
): Promise<DatabaseHandle> {
  if (schemaName && !/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`Invalid schema name: ${schemaName}`);
  if (schemaName) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`create schema if not exists ${schemaName}`);
    await setup.end();
  }
  const clientOptions = { connectionString: url, ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}) };
  const pool = new pg.Pool({ ...clientOptions, max: 10 });
  if (onStatement) timeStatements(pool, onStatement);
  const db = drizzlePg(pool, { schema });
  // Several instances may start together: one applies the migrations, the others wait.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727274)');
    await migratePg(db, { migrationsFolder, ...(schemaName ? { migrationsSchema: schemaName } : {}) });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    lockClient.release();
  }
  await db.execute(sql`select 1`);
  const database = db as unknown as Database;
  return {
    db: database,
    kind: 'postgres',
    procedure: (procedure, input) => procedure.run(database, input),
    // Named after its schema, so an operator (or a test) can tell which deployment's it is.
    listener: () => new pg.Client({ ...clientOptions, keepAlive: true, application_name: `fanclash standings ${schemaName ?? 'public'}` }),
    queueDepth: () => pool.waitingCount,
    close: () => pool.end(),
  };
}

/**
 * Times every statement on each pooled connection, wrapped once when the pool opens it. drizzle
 * queries through the pool (pg calls the connection with a callback) and inside transactions on
 * a checked-out connection (a promise): both forms are timed.
 */
function timeStatements(pool: pg.Pool, onStatement: StatementObserver): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const started = performance.now();
      const done = () => onStatement('query', (performance.now() - started) / 1000);
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          done();
          return (callback as (...r: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.then(done, done);
      return result;
    };
  });
}
