/**
 * A statement on the embedded database in one call instead of six. PGlite's own query() sends
 * Parse, Describe, Bind, Describe, Execute and Sync as six separate calls into the database
 * (the first Describe to learn the parameters' types, so it can serialise the values by type).
 * Here the values are serialised by their JavaScript type, as node-postgres does on our
 * PostgreSQL deployments, and the whole extended-protocol exchange (Parse, Bind, Describe,
 * Execute, Sync: an unnamed statement, nothing kept between statements) is one call: a
 * statement costs about 130 µs instead of 300 (bench/RESULTS.md, 2026-11-27, third session).
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

export function createOneTripQueries(db: PGlite): OneTripQueries {
  /** Under the query lock; PGlite writes its files after a statement outside a transaction. */
  const run = <T>(sql: string, values: readonly (string | null)[], options: QueryOptions | undefined, outside: boolean) =>
    db._runExclusiveQuery(async () => {
      const call = (input: Uint8Array) => db.execProtocolStream(input, { syncToFs: false });
      const parts = [
        protocol.serialize.parse({ text: sql }),
        protocol.serialize.bind({ values: [...values] }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
      ];
      const sync = protocol.serialize.sync();
      const bytes = parts.reduce((n, part) => n + part.length, sync.length);
      let messages: Awaited<ReturnType<typeof call>> = [];
      if (bytes <= PGLITE_CALL_BYTES) {
        messages = await call(concat([...parts, sync]));
      } else {
        try {
          for (const part of parts) messages.push(...(await call(part)));
        } finally {
          // After an error the database skips everything up to Sync: it must always be sent.
          messages.push(...(await call(sync)));
        }
      }
      if (outside) await db.syncToFs();
      return parse.parseResults(messages, db.parsers, options)[0] as Results<T>;
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
