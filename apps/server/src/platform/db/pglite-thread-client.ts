import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import {
  deserializeError,
  type QueryRequestOptions,
  type ThreadReady,
  type ThreadRequest,
  type ThreadResponse,
  type ThreadUserChanged,
  type WorkerOptions,
} from './pglite-thread-protocol.js';

/** PGlite's query options as drizzle passes them: a row mode and per-type parsers. */
interface QueryOptions {
  readonly rowMode?: 'array' | 'object';
  readonly parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

interface QueryResult {
  readonly rows: unknown[];
  readonly fields: { name: string; dataTypeID: number }[];
  readonly affectedRows?: number;
}

/** What drizzle's PGlite driver calls inside `client.transaction(...)`. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  exec(sql: string): Promise<unknown>;
}

type Pending = { resolve(value: unknown): void; reject(error: Error): void; op: string; started: number };
/** A request before the client numbers it (Omit applied to each member of the union). */
type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * PGlite run on its own worker thread (pglite-worker.ts), with the part of PGlite's API that
 * drizzle's PGlite driver uses: query, exec, transaction, close. The main thread only
 * posts SQL and receives rows, so a long transaction never holds up the sockets.
 */
export class PgliteThread implements ThreadTransaction {
  private readonly pending = new Map<number, Pending>();
  private readonly userChangeListeners = new Set<(userId: string) => void>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(
    private readonly worker: Worker,
    /** Told each request's round trip (metrics); unset, nothing is timed. */
    private readonly onStatement?: (op: string, seconds: number) => void,
  ) {
    worker.on('message', (message: ThreadResponse | ThreadUserChanged) => {
      if ('userChanged' in message) for (const listener of this.userChangeListeners) listener(message.userChanged);
      else this.settle(message);
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`The embedded database thread stopped (exit code ${code})`)));
  }

  /**
   * Starts the thread and waits until the database is open. `dataDir` undefined: in memory.
   * `templatePath`: a new database starts from this tarball (pglite-template.ts).
   */
  static async open(
    dataDir: string | undefined,
    onStatement?: (op: string, seconds: number) => void,
    templatePath?: string,
  ): Promise<PgliteThread> {
    // From source (tests, `npm run dev`) the worker is TypeScript: a two-line bootstrap registers
    // tsx's loader in the new thread first (a worker's execArgv cannot carry `--import`);
    // from the bundle it sits beside main.js (see apps/server/build.mjs).
    const fromSource = import.meta.url.endsWith('.ts');
    const entry = new URL(fromSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);
    const workerData: WorkerOptions = { dataDir, templatePath };
    const worker = fromSource
      ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`, {
          eval: true,
          workerData,
        })
      : new Worker(entry, { workerData });
    const ready = await new Promise<ThreadReady>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database thread stopped while opening (exit code ${code})`)));
    });
    if (!ready.ready) {
      await worker.terminate();
      throw deserializeError(ready.error);
    }
    return new PgliteThread(worker, onStatement);
  }

  async query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.call({ op: 'query', sql, params, options: requestOptions(options) }) as Promise<QueryResult>;
  }

  exec(sql: string): Promise<unknown> {
    return this.call({ op: 'exec', sql });
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.call({ op: 'begin' })) as number;
    const tx: ThreadTransaction = {
      query: async (sql, params = [], options = {}) =>
        this.call({ op: 'query', sql, params, options: requestOptions(options), txId }) as Promise<QueryResult>,
      exec: (sql) => this.call({ op: 'exec', sql, txId }),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.call({ op: 'rollback', txId });
      throw error;
    }
    await this.call({ op: 'commit', txId });
    return result;
  }

  /**
   * Calls `listener` with the id of every user row a committed statement inserted, updated or
   * deleted, before the committing request's own answer arrives (migrations 0010_user_changes,
   * 0011_user_inserts).
   */
  onUserChanged(listener: (userId: string) => void): void {
    this.userChangeListeners.add(listener);
  }

  /** Runs a registered procedure (procedure-registry.ts) on the database thread. */
  procedure<Output>(name: string, input: unknown): Promise<Output> {
    return this.call({ op: 'procedure', name, input }) as Promise<Output>;
  }

  /** Writes this database's files to `path` as the template new databases start from. */
  async saveTemplate(path: string): Promise<void> {
    await this.call({ op: 'save-template', path });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' });
    this.failure ??= new Error('The embedded database is closed');
    await this.worker.terminate();
  }

  /** Requests sent to the thread and not yet answered: the embedded database's queue. */
  get pendingRequests(): number {
    return this.pending.size;
  }

  private call(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const started = this.onStatement ? performance.now() : 0;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, op: request.op, started });
      this.worker.postMessage({ ...request, id });
    });
  }

  private settle(message: ThreadResponse): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    this.onStatement?.(pending.op, (performance.now() - pending.started) / 1000);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(deserializeError(message.error));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

/**
 * Parser functions cannot cross threads. drizzle only passes identity parsers (it turns
 * timestamps and dates into values itself), so the worker is told which types to leave raw;
 * any other parser is a change in drizzle that must not pass silently.
 */
const checkedOptions = new WeakMap<QueryOptions, QueryRequestOptions>();
function requestOptions(options: QueryOptions): QueryRequestOptions {
  let request = checkedOptions.get(options);
  if (request) return request;
  const parsers = options.parsers ?? {};
  const rawTypes = Object.keys(parsers).map(Number);
  for (const type of rawTypes) {
    if (parsers[type]?.('2000-01-01', type) !== '2000-01-01')
      throw new Error(`Only identity parsers can cross to the database thread (type ${type})`);
  }
  request = { rowMode: options.rowMode, rawTypes };
  checkedOptions.set(options, request);
  return request;
}
