import type { StoredAvatarMeta } from './eviction';

/**
 * A picture kept on the device (spec section 3, stored avatar record). `source` is our
 * addition: the server avatar value the file was downloaded or uploaded as. A record whose
 * source differs from the player's current value is stale (they changed their picture on
 * another device); a record without one was saved before the upload went through.
 */
export interface AvatarRecord {
  readonly username: string;
  readonly file: Blob;
  readonly timestamp: number;
  readonly path: string;
  readonly source?: string;
}

/**
 * The on-device store, behind an interface so the rules above it run in unit tests against
 * an in-memory copy. The browser implementation is IndexedDB (idbStore.ts).
 */
export interface AvatarRecordStore {
  get(username: string): Promise<AvatarRecord | undefined>;
  put(record: AvatarRecord): Promise<void>;
  delete(username: string): Promise<void>;
  /** Size and age of every stored picture, for the quota rule. */
  list(): Promise<StoredAvatarMeta[]>;
  clear(): Promise<void>;
}

/** A Map-backed store for tests and for browsers without IndexedDB (the copy then lives for this page only). */
export function createMemoryAvatarStore(): AvatarRecordStore & { readonly records: Map<string, AvatarRecord> } {
  const records = new Map<string, AvatarRecord>();
  return {
    records,
    get: (username) => Promise.resolve(records.get(username)),
    put: (record) => {
      records.set(record.username, record);
      return Promise.resolve();
    },
    delete: (username) => {
      records.delete(username);
      return Promise.resolve();
    },
    list: () => Promise.resolve([...records.values()].map(({ username, file, timestamp }) => ({ username, size: file.size, timestamp }))),
    clear: () => {
      records.clear();
      return Promise.resolve();
    },
  };
}
