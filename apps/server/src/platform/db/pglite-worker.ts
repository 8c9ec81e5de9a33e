/**
 * The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly: a query
 * runs synchronously on whichever thread owns it. Owned by the main thread, every result
 * transaction of a battle would hold up every socket; here it only holds up this thread.
 *
 * Requests arrive from pglite-thread-client.ts; each gets exactly one response with its id.
 * A transaction stays open across requests: `begin` opens it (PGlite's own lock keeps other
 * queries out until it ends), queries name it by txId, `commit` / `rollback` end it.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './client.js';
import { createOneTripQueries, type OneTripQueries } from './pglite-one-trip.js';
import { PROCEDURES } from './procedure-registry.js';
import * as schema from './schema.js';
import {
  USER_CHANGED_CHANNEL,
  USER_CHANGES_SETTING,
  serializeError,
  type QueryRequestOptions,
  type ThreadReady,
  type ThreadRequest,
  type ThreadResponse,
  type ThreadUserChanged,
  type WorkerOptions,
} from './pglite-thread-protocol.js';

interface OpenTransaction {
  readonly tx: Transaction;
  readonly decide: (commit: boolean) => void;
  /** Settles when PGlite has committed or rolled back. */
  readonly finished: Promise<void>;
}

/** Thrown inside PGlite's transaction callback to make it roll back. */
class RollbackRequested extends Error {}

const open = new Map<number, OpenTransaction>();
let nextTxId = 1;

async function begin(db: PGlite): Promise<number> {
  const txId = nextTxId++;
  let decide: (commit: boolean) => void = () => undefined;
  const decision = new Promise<boolean>((resolve) => (decide = resolve));
  let finished: Promise<void> = Promise.resolve();
  const tx = await new Promise<Transaction>((resolve, reject) => {
    finished = db
      .transaction(async (inner) => {
        resolve(inner);
        if (!(await decision)) throw new RollbackRequested();
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (!(error instanceof RollbackRequested)) throw error;
        },
      );
    // Only a failure before the callback ran (BEGIN itself) lands here; later ones reach commit.
    finished.catch(reject);
  });
  open.set(txId, { tx, decide, finished });
  return txId;
}

async function end(txId: number, commit: boolean): Promise<null> {
  const transaction = open.get(txId);
  if (!transaction) throw new Error(`No open transaction ${txId}`);
  open.delete(txId);
  transaction.decide(commit);
  await transaction.finished;
  return null;
}

function target(db: PGlite, txId: number | undefined): PGlite | Transaction {
  if (txId === undefined) return db;
  const transaction = open.get(txId);
  if (!transaction) throw new Error(`No open transaction ${txId}`);
  return transaction.tx;
}

/**
 * The array types a result of ours may hold, each with its element type (bool, int2, int4, int8,
 * text, varchar, float4, float8, numeric, timestamp, timestamptz, date, uuid, json, jsonb).
 * PGlite adds a parser for every array type the database knows, 316 entries in all, and copies
 * that whole table into a new object for every statement it answers (87 µs here, on a 205 µs
 * `select 1`): in a profile of the battle bench that copy was an eighth of this thread's time.
 * Base types need no entry of their own (PGlite falls back to its built-in parsers), except as
 * the elements of an array, whose parser looks them up in the table.
 */
const RESULT_ARRAY_TYPES: ReadonlyArray<readonly [array: number, element: number]> = [
  [1000, 16],
  [1005, 21],
  [1007, 23],
  [1016, 20],
  [1009, 25],
  [1015, 1043],
  [1021, 700],
  [1022, 701],
  [1231, 1700],
  [1115, 1114],
  [1185, 1184],
  [1182, 1082],
  [2951, 2950],
  [199, 114],
  [3807, 3802],
];

function keepResultParsers(db: PGlite): void {
  const all = db.parsers;
  const kept: typeof all = {};
  for (const oid of RESULT_ARRAY_TYPES.flat()) {
    const parser = all[oid];
    if (parser) kept[oid] = parser;
  }
  db.parsers = kept;
}

/**
 * PGlite's session starts at client_min_messages = debug3 and log_min_messages = debug1: every
 * statement builds DEBUG notices ("bind <unnamed> to …") that are sent, parsed and dropped. At
 * warning a primary-key read costs 43 µs instead of 85 (bench/RESULTS.md, issue 36); warnings
 * and errors still arrive.
 */
const QUIET_SESSION = 'SET client_min_messages = warning; SET log_min_messages = warning';

/** Identity parsers per set of type OIDs, built once per set. */
const parserSets = new Map<string, Record<number, (value: string) => string>>();
function identityParsers(types: readonly number[]): Record<number, (value: string) => string> {
  const key = types.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    parserSets.set(key, parsers);
  }
  return parsers;
}

/** Statements in one call into the database each (pglite-one-trip.ts), for requests and procedures alike. */
let oneTrip: OneTripQueries | undefined;
const oneTripOf = (db: PGlite): OneTripQueries => (oneTrip ??= createOneTripQueries(db));

async function query(db: PGlite, sql: string, params: readonly unknown[], options: QueryRequestOptions, txId: number | undefined) {
  const queries = oneTripOf(db);
  const run = txId === undefined ? queries.query : queries.inTransaction(target(db, txId) as Transaction);
  const result = await run(sql, params, {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.rawTypes?.length ? { parsers: identityParsers(options.rawTypes) } : {}),
  });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

/** Procedures run here, on drizzle bound straight to PGlite: no thread hop between statements. */
let local: Database | undefined;
function runProcedure(db: PGlite, name: string, input: unknown): Promise<unknown> {
  const procedure = PROCEDURES.get(name);
  if (!procedure) throw new Error(`Unknown database procedure: ${name}`);
  local ??= drizzle({ client: oneTripOf(db).client, schema }) as unknown as Database;
  return procedure.run(local, input);
}

async function handle(db: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'procedure':
      return runProcedure(db, request.name, request.input);
    case 'query':
      return query(db, request.sql, request.params, request.options, request.txId);
    case 'exec':
      return target(db, request.txId).exec(request.sql);
    case 'begin':
      return begin(db);
    case 'commit':
      return end(request.txId, true);
    case 'rollback':
      return end(request.txId, false);
    case 'close':
      await db.close();
      return null;
    case 'save-template':
      return saveTemplate(db, request.path);
  }
}

/** Written beside `path`, then renamed: a parallel reader never sees half a tarball. */
async function saveTemplate(db: PGlite, path: string): Promise<null> {
  const tarball = await db.dumpDataDir('none');
  const partial = `${path}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
  await rename(partial, path);
  return null;
}

/** The template's tarball when the database is new (memory, or a folder with no database yet). */
async function templateFor(dataDir: string | undefined, templatePath: string | undefined): Promise<Blob | undefined> {
  if (!templatePath || (dataDir && existsSync(`${dataDir}/PG_VERSION`))) return undefined;
  return new Blob([await readFile(templatePath)]);
}

async function run(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker runs as a worker thread');
  const { dataDir, templatePath } = workerData as WorkerOptions;
  let db: PGlite;
  try {
    const loadDataDir = await templateFor(dataDir, templatePath);
    // pg_trgm: player search by any part of a name (migration 0003_friends).
    db = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: { pg_trgm } });
    await db.waitReady;
    keepResultParsers(db);
    await db.exec(QUIET_SESSION);
    // Changed user rows are told to the main thread, which keeps the rows it reads most. PGlite
    // calls a listener in a microtask while it parses the committing statement's reply, so the
    // notice is posted before that request's response: nobody reads the old row after its
    // writer has heard "committed".
    await db.exec(USER_CHANGES_SETTING);
    await db.listen(USER_CHANGED_CHANNEL, (userId) => port.postMessage({ userChanged: userId } satisfies ThreadUserChanged));
  } catch (error) {
    port.postMessage({ ready: false, error: serializeError(error) } satisfies ThreadReady);
    return;
  }
  port.on('message', (request: ThreadRequest) => {
    handle(db, request).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies ThreadResponse),
      (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serializeError(error) } satisfies ThreadResponse),
    );
  });
  port.postMessage({ ready: true } satisfies ThreadReady);
}

await run();
