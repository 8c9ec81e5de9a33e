/**
 * Statements on the embedded database in one trip instead of six. PGlite's own query() sends
 * Parse, Describe, Bind, Describe, Execute and Sync as six separate calls into the database,
 * each parsed and planned afresh; at a few thousand statements a second that overhead, not
 * the SQL, filled the database thread. Here a statement is prepared once under a name (its
 * parameter types learnt then, as PGlite learns them), and every later run is Bind, Describe,
 * Execute and Sync in one message. PostgreSQL drivers do the same (postgres.js prepares by
 * default), so the embedded database now plans like the production one.
 *
 * It takes PGlite's own locks: a query outside a transaction waits for any open one, a query
 * inside one runs under it. Statements that change the schema are not prepared, and after one
 * runs every prepared statement is forgotten (a changed table must not meet an old plan).
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Prepared statements kept; the least recently used is closed beyond this. */
const MAX_PREPARED = 1_000;
/** Statements whose plan or result shape a schema change would invalidate are run unprepared. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|comment|grant|revoke|truncate|vacuum|analyze|reindex|cluster|refresh)\b/i;
/** PostgreSQL's answers when a prepared statement is gone or its result shape changed. */
const STALE_STATEMENT = new Set(['26000', '0A000']);

interface Prepared {
  readonly name: string;
  readonly types: readonly number[];
}

/** The parts of PGlite this uses that its typings keep protected. */
interface PGliteInternals {
  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T>;
  readonly serializers: Record<number | string, (value: unknown) => string>;
  readonly parsers: Record<number | string, (value: string, typeId?: number) => unknown>;
}

type Query = <T>(sql: string, params?: readonly unknown[], options?: QueryOptions) => Promise<Results<T>>;

export interface PreparedQueries {
  /** As db.query(): waits for an open transaction to end. */
  readonly query: Query;
  /** As tx.query() inside `tx`, which already holds the transaction lock. */
  readonly inTransaction: (tx: Transaction) => Query;
  /** A PGlite-shaped client for drizzle whose queries (and its transactions' queries) go through here. */
  readonly client: PGlite;
  /** Retires every prepared statement (after a schema change made outside query()). */
  readonly forgetAll: () => void;
}

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export function createPreparedQueries(db: PGlite, { maxPrepared = MAX_PREPARED } = {}): PreparedQueries {
  const internals = db as unknown as PGliteInternals;
  const prepared = new Map<string, Prepared>();
  /** Close messages for evicted statements, sent ahead of the next statement. */
  let closing: Uint8Array[] = [];
  let nextName = 0;

  const forgetAll = () => {
    closing = [...prepared.values()].map(({ name }) => protocol.serialize.close({ type: 'S', name }));
    prepared.clear();
  };

  async function prepare(sql: string): Promise<Prepared> {
    const known = prepared.get(sql);
    if (known) {
      // Most recently used last: the Map's order is the eviction order.
      prepared.delete(sql);
      prepared.set(sql, known);
      return known;
    }
    const name = `fc_${(nextName++).toString(36)}`;
    const messages = await db.execProtocolStream(
      concat([
        ...closing.splice(0),
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    prepared.set(sql, statement);
    if (prepared.size > maxPrepared) {
      const [oldestSql, oldest] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldestSql);
      closing.push(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    return statement;
  }

  async function execute<T>(sql: string, params: readonly unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await prepare(sql);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = statement.types[i] ?? 0;
      const serialize = options?.serializers?.[type] ?? internals.serializers[type];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await db.execProtocolStream(
      concat([
        ...closing.splice(0),
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, internals.parsers, options)[0] as Results<T>;
  }

  const mustNotPrepare = (sql: string, options: QueryOptions | undefined) =>
    SCHEMA_CHANGE.test(sql) || Boolean(options?.paramTypes ?? options?.blob);

  /** The way PGlite runs it (it takes its own locks); a schema change then retires every plan. */
  async function unprepared<T>(sql: string, run: () => Promise<Results<T>>): Promise<Results<T>> {
    try {
      return await run();
    } finally {
      if (SCHEMA_CHANGE.test(sql)) forgetAll();
    }
  }

  /** Under the query lock: prepared, and prepared again next time if PostgreSQL says it went stale. */
  const preparedRun = <T>(sql: string, params: readonly unknown[], options: QueryOptions | undefined, after?: () => Promise<void>) =>
    internals._runExclusiveQuery(async () => {
      try {
        const result = await execute<T>(sql, params, options);
        await after?.();
        return result;
      } catch (error) {
        if (STALE_STATEMENT.has((error as { code?: string }).code ?? '')) prepared.delete(sql);
        throw error;
      }
    });

  const query: Query = (sql, params = [], options) =>
    mustNotPrepare(sql, options)
      ? unprepared(sql, () => db.query(sql, params as unknown[], options))
      : internals._runExclusiveTransaction(() => preparedRun(sql, params, options, () => db.syncToFs()));
  const inTransaction =
    (tx: Transaction): Query =>
    async (sql, params = [], options) => {
      if (tx.closed) throw new Error('Transaction is closed');
      return mustNotPrepare(sql, options)
        ? unprepared(sql, () => tx.query(sql, params as unknown[], options))
        : preparedRun(sql, params, options);
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

  return { query, inTransaction, client, forgetAll };
}
