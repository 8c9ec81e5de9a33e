/**
 * Messages between the server's main thread and the worker thread that owns the embedded
 * database (pglite-worker.ts). Everything here crosses `postMessage`, so it is plain data:
 * no functions, no class instances.
 */

/** What a query asks for: PGlite's own options, minus the parser functions, which cannot cross. */
export interface QueryRequestOptions {
  readonly rowMode?: 'array' | 'object' | undefined;
  /** Type OIDs whose text value is returned as is (drizzle reads timestamps and dates itself). */
  readonly rawTypes?: readonly number[] | undefined;
}

export type ThreadRequest =
  | {
      readonly id: number;
      readonly op: 'query';
      readonly sql: string;
      readonly params: readonly unknown[];
      readonly options: QueryRequestOptions;
      readonly txId?: number | undefined;
    }
  | { readonly id: number; readonly op: 'exec'; readonly sql: string; readonly txId?: number | undefined }
  | { readonly id: number; readonly op: 'begin' }
  | { readonly id: number; readonly op: 'commit'; readonly txId: number }
  | { readonly id: number; readonly op: 'rollback'; readonly txId: number }
  | { readonly id: number; readonly op: 'procedure'; readonly name: string; readonly input: unknown }
  | { readonly id: number; readonly op: 'close' }
  /** Writes the database's files as a tarball to `path` (pglite-template.ts), atomically. */
  | { readonly id: number; readonly op: 'save-template'; readonly path: string };

/** A database error's fields (code, detail, constraint…), so callers can still tell a unique violation. */
export interface SerializedError {
  readonly message: string;
  readonly name: string;
  readonly fields: Readonly<Record<string, string | number | undefined>>;
}

export type ThreadResponse =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: SerializedError };

/**
 * Sent by the worker, unasked, when a committed change touched a user row (migration
 * 0010_user_changes, 0011_user_inserts): posted before the response to the request that committed it.
 */
export interface ThreadUserChanged {
  readonly userChanged: string;
}

/** The channel the users table's trigger notifies, and the setting that turns it on. */
export const USER_CHANGED_CHANNEL = 'user_changed';
export const USER_CHANGES_SETTING = "set fanclash.user_changes = 'notify'";

/** Sent once by the worker when the database is open (or could not be opened). */
export type ThreadReady = { readonly ready: true } | { readonly ready: false; readonly error: SerializedError };

export interface WorkerOptions {
  /** PGlite's data directory, or undefined for an in-memory database. */
  readonly dataDir: string | undefined;
  /**
   * A tarball of a database with every migration applied (pglite-template.ts): a new database
   * starts from it instead of PGlite's initdb. Ignored when `dataDir` already holds a database.
   */
  readonly templatePath?: string | undefined;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** Rebuilds an error on the main thread with the same message, name and database fields. */
export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  return error;
}
