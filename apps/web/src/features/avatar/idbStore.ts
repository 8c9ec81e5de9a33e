import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StoredAvatarMeta } from './eviction';
import type { AvatarRecord, AvatarRecordStore } from './store';

/** Spec section 3: one database, version 1, one store 'avatars' keyed by username, indexed on path and timestamp. */
export const AVATAR_DB_NAME = 'fanclash-avatars';
export const AVATAR_DB_VERSION = 1;
export const AVATAR_STORE = 'avatars';

interface AvatarDb extends DBSchema {
  avatars: { key: string; value: AvatarRecord; indexes: { path: string; timestamp: number } };
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

function openDatabase(): Promise<IDBPDatabase<AvatarDb>> {
  return openDB<AvatarDb>(AVATAR_DB_NAME, AVATAR_DB_VERSION, {
    upgrade(db) {
      const store = db.createObjectStore(AVATAR_STORE, { keyPath: 'username' });
      store.createIndex('path', 'path', { unique: false });
      store.createIndex('timestamp', 'timestamp', { unique: false });
    },
    blocked() {
      // An older version open elsewhere; ours waits (idb) and the other tab closes on versionchange.
    },
    blocking() {
      // Another tab deleting or upgrading the database must not be blocked by this one.
      void database?.then((db) => db.close());
      database = null;
    },
  });
}

let database: Promise<IDBPDatabase<AvatarDb>> | null = null;

/**
 * The IndexedDB store through `idb` (promises over IndexedDB). The database opens on first use
 * and stays open for the page; writes resolve once their transaction commits (`tx.done`).
 */
export function createIdbAvatarStore(): AvatarRecordStore {
  const db = () => {
    database ??= openDatabase().catch((error: unknown) => {
      database = null; // let a later call try again
      throw error;
    });
    return database;
  };

  return {
    async get(username) {
      const value: unknown = await (await db()).get(AVATAR_STORE, username);
      return isAvatarRecord(value) ? value : undefined;
    },
    async put(record) {
      const tx = (await db()).transaction(AVATAR_STORE, 'readwrite');
      await Promise.all([tx.store.put(record), tx.done]);
    },
    async delete(username) {
      const tx = (await db()).transaction(AVATAR_STORE, 'readwrite');
      await Promise.all([tx.store.delete(username), tx.done]);
    },
    async list(): Promise<StoredAvatarMeta[]> {
      const values: unknown[] = await (await db()).getAllFromIndex(AVATAR_STORE, 'timestamp');
      return values.filter(isAvatarRecord).map(({ username, file, timestamp }) => ({ username, size: file.size, timestamp }));
    },
    async clear() {
      const tx = (await db()).transaction(AVATAR_STORE, 'readwrite');
      await Promise.all([tx.store.clear(), tx.done]);
    },
  };
}
