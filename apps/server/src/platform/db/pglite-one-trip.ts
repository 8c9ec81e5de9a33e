/**
 * A statement on the embedded database in one call instead of six. PGlite's own query() sends
 * Parse, Describe, Bind, Describe, Execute and Sync as six separate calls into the database
 * (the first Describe to learn the parameters' types, so it can serialise the values by type).
 * Here the values are serialised by their JavaScript type, as node-postgres does on our
 * PostgreSQL deployments, and the whole extended-protocol exchange (Parse, Bind, Describe,
 * Execute, Sync) is one call: a statement costs about 130 µs instead of 300 (bench/RESULTS.md,
 * 2026-11-27, third session).
 *
 * Each statement text is prepared once under a name and then only bound and executed: the
 * database keeps its parse tree and, once PostgreSQL judges a generic plan as good as the custom
 * ones (after five runs; never for a filter a partial index needs the value of), its plan. A
 * primary-key read 145 -> 85 µs, and with the debug messages off (pglite-worker.ts) 43 µs
 * (bench/RESULTS.md, issue 36). Prepared statements outlive a rolled-back transaction, as in
 * PostgreSQL; a statement whose first run failed is closed again and prepared afresh next time.
 * The most recently used PREPARED_KEPT texts stay prepared; an older one is closed.
 *
 * One call holds at most 8,192 bytes: PGlite (0.3) silently drops the rest of a call's input
 * when a message ends exactly at its 8,192nd byte (a statement whose Parse and Bind came to
 * 8,192 bytes was parsed and bound but never executed, with no error). A longer statement is
 * sent one message per call, as PGlite's own query() does.
 *
 * It takes PGlite's own locks, as query() does: outside a transaction it waits for any open
 * one; inside one it runs under it. A value it cannot serialise by type alone (an array, raw
 * bytes) goes through PGlite's own query(), which learns the type first.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** The most input one call may carry (see above). */
export const PGLITE_CALL_BYTES = 8_192;

/** Statement texts kept prepared (the server runs a few hundred distinct ones). */
export const PREPARED_KEPT = 500;

/** PostgreSQL's codes for a statement name the database does not know, and a kept plan whose columns changed. */
const FORGET_PREPARED_CODES = new Set(['26000', '0A000']);

/** Names are unique in the process, so two sets of queries on one database never share one. */
let nextStatementName = 1;

/** A parameter as text, as node-postgres sends it; undefined when only its declared type can say. */
function textValue(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    case 'object':
      if (value instanceof Date) return value.toISOString();
      if (Array.isArray(value) || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return undefined;
      return JSON.stringify(value);
    default:
      return undefined;
  }
}

/** Every value as text, or undefined when one needs its declared type (then PGlite's own path). */
function textValues(params: readonly unknown[]): (string | null)[] | undefined {
  const values = params.map(textValue);
  return values.includes(undefined) ? undefined : (values as (string | null)[]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export type OneTripQuery = <T>(sql: string, params?: readonly unknown[], options?: QueryOptions) => Promise<Results<T>>;

export interface OneTripQueries {
  /** As db.query(): waits for an open transaction to end. */
  readonly query: OneTripQuery;
  /** As tx.query() inside `tx`, which already holds the transaction lock. */
  readonly inTransaction: (tx: Transaction) => OneTripQuery;
  /** A PGlite-shaped client for drizzle whose queries, and its transactions' queries, go through here. */
  readonly client: PGlite;
}

/** A message the database answered with, as PGlite parses it. */
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A statement prepared on the database, and the RowDescription its first run answered (null: it returns no rows). */
interface PreparedStatement {
  readonly name: string;
  readonly description: BackendMessage | null;
}

export function createOneTripQueries(db: PGlite): OneTripQueries {
  /** Prepared statements by text, least recently used first. */
  const prepared = new Map<string, PreparedStatement>();
  const call = (input: Uint8Array) => db.execProtocolStream(input, { syncToFs: false });
  const closeStatement = (name: string) => call(concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]));

  /** The messages of `parts` and a Sync: in one call when they fit in PGLITE_CALL_BYTES, else one call each (see above). */
  const exchange = async (parts: readonly Uint8Array[]) => {
    const sync = protocol.serialize.sync();
    if (parts.reduce((n, part) => n + part.length, sync.length) <= PGLITE_CALL_BYTES) return call(concat([...parts, sync]));
    const messages: Awaited<ReturnType<typeof call>> = [];
    try {
      for (const part of parts) messages.push(...(await call(part)));
    } finally {
      // After an error the database skips everything up to Sync: it must always be sent.
      messages.push(...(await call(sync)));
    }
    return messages;
  };

  /** Under the query lock; PGlite writes its files after a statement outside a transaction. */
  const run = <T>(sql: string, values: readonly (string | null)[], options: QueryOptions | undefined, outside: boolean) =>
    db._runExclusiveQuery(async () => {
      const known = prepared.get(sql);
      const name = known?.name ?? `fc${nextStatementName++}`;
      if (known) prepared.delete(sql); // moved to the most recent end below
      // A known statement is not described again: its columns are those its first run described
      // (a kept plan whose columns changed fails with 0A000 and is prepared afresh below). Describe
      // cost the database a RowDescription on every run, and this thread its parsing, field name
      // by field name.
      const parts = [
        ...(known ? [] : [protocol.serialize.parse({ name, text: sql })]),
        protocol.serialize.bind({ statement: name, values: [...values] }),
        ...(known ? [] : [protocol.serialize.describe({ type: 'P' })]),
        protocol.serialize.execute({}),
      ];
      let messages: BackendMessage[];
      try {
        messages = await exchange(parts);
      } catch (error) {
        // A first run that failed may or may not have left the statement prepared: close it (closing
        // an unknown name is no error, even in a failed transaction). A known one stays, unless the
        // database no longer has it or its kept plan no longer fits the table.
        const forget = !known || FORGET_PREPARED_CODES.has((error as { code?: string }).code ?? '');
        if (forget) await closeStatement(name).catch(() => undefined);
        else prepared.set(sql, known);
        throw error;
      }
      const description = known ? known.description : (messages.find((m) => m.name === 'rowDescription') ?? null);
      prepared.set(sql, { name, description });
      if (prepared.size > PREPARED_KEPT) {
        const [oldestSql, oldest] = prepared.entries().next().value as [string, PreparedStatement];
        prepared.delete(oldestSql);
        await closeStatement(oldest.name);
      }
      if (outside) await db.syncToFs();
      const described = known && description ? [description, ...messages] : messages;
      return parse.parseResults(described, db.parsers, options)[0] as Results<T>;
    });

  const query: OneTripQuery = async (sql, params = [], options) => {
    const values = textValues(params);
    if (!values) return db.query(sql, params as unknown[], options);
    // As query() does: a database still starting up is waited for, not called into.
    await db.waitReady;
    return db._runExclusiveTransaction(() => run(sql, values, options, true));
  };

  const inTransaction =
    (tx: Transaction): OneTripQuery =>
    async (sql, params = [], options) => {
      if (tx.closed) throw new Error('Transaction is closed');
      const values = textValues(params);
      return values ? run(sql, values, options, false) : tx.query(sql, params as unknown[], options);
    };

  const client = new Proxy(db, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction')
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(new Proxy(tx, { get: (t, p) => (p === 'query' ? inTransaction(t) : Reflect.get(t, p)) })));
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

  return { query, inTransaction, client };
}
