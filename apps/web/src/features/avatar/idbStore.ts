import type { StoredAvatarMeta } from './eviction';
import type { AvatarRecord, AvatarRecordStore } from './store';

/** Spec section 3: one database, version 1, one store 'avatars' keyed by username, indexed on path and timestamp. */
export const AVATAR_DB_NAME = 'fanclash-avatars';
export const AVATAR_DB_VERSION = 1;
export const AVATAR_STORE = 'avatars';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = factory.open(AVATAR_DB_NAME, AVATAR_DB_VERSION);
    open.onupgradeneeded = () => {
      const store = open.result.createObjectStore(AVATAR_STORE, { keyPath: 'username' });
      store.createIndex('path', 'path', { unique: false });
      store.createIndex('timestamp', 'timestamp', { unique: false });
    };
    open.onsuccess = () => {
      const db = open.result;
      // Another tab deleting or upgrading the database must not be blocked by this one.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    open.onerror = () => reject(open.error ?? new Error('Could not open IndexedDB'));
    open.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
}

function isAvatarRecord(value: unknown): value is AvatarRecord {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Partial<AvatarRecord>;
  return (
    typeof record.username === 'string' &&
    record.file instanceof Blob &&
    typeof record.timestamp === 'number' &&
    typeof record.path === 'string'
  );
}

/** The IndexedDB store. The database opens on first use and stays open for the page. */
export function createIdbAvatarStore(factory: IDBFactory): AvatarRecordStore {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => {
    db ??= openDatabase(factory).catch((error: unknown) => {
      db = null; // let a later call try again
      throw error;
    });
    return db;
  };
  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const transaction = (await database()).transaction(AVATAR_STORE, mode);
    // A write counts once the transaction commits, not when its request succeeds.
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    const [result] = await Promise.all([request(work(transaction.objectStore(AVATAR_STORE))), committed]);
    return result;
  }

  return {
    async get(username) {
      const value: unknown = await run('readonly', (store) => store.get(username));
      return isAvatarRecord(value) ? value : undefined;
    },
    async put(record) {
      await run('readwrite', (store) => store.put(record));
    },
    async delete(username) {
      await run('readwrite', (store) => store.delete(username));
    },
    async list(): Promise<StoredAvatarMeta[]> {
      const values: unknown[] = await run('readonly', (store) => store.index('timestamp').getAll());
      return values.filter(isAvatarRecord).map(({ username, file, timestamp }) => ({ username, size: file.size, timestamp }));
    },
    async clear() {
      await run('readwrite', (store) => store.clear());
    },
  };
}
