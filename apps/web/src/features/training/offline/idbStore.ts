import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { cardSetKey, createMemoryOfflineStore, reviewOrder, type CardSet, type OfflineStore, type QueuedReview } from './types';

/**
 * Training offline in IndexedDB (issue 35): database 'fanclash-training', store 'reviews' (the
 * queue, keyed by review id, indexed by username) and store 'cards' (the kept flashcard sets,
 * keyed by username, sport, level and language). Every tab of the player shares it.
 */
export const TRAINING_DB_NAME = 'fanclash-training';
const TRAINING_DB_VERSION = 1;

interface TrainingDb extends DBSchema {
  reviews: { key: string; value: QueuedReview; indexes: { username: string } };
  cards: { key: string; value: CardSet & { key: string }; indexes: { username: string } };
}

let database: Promise<IDBPDatabase<TrainingDb>> | null = null;

function db(): Promise<IDBPDatabase<TrainingDb>> {
  database ??= openDB<TrainingDb>(TRAINING_DB_NAME, TRAINING_DB_VERSION, {
    upgrade(upgrading) {
      upgrading.createObjectStore('reviews', { keyPath: 'id' }).createIndex('username', 'username');
      upgrading.createObjectStore('cards', { keyPath: 'key' }).createIndex('username', 'username');
    },
    blocking() {
      // A newer version in another tab: step aside (the next call opens it again).
      void database?.then((open) => open.close());
      database = null;
    },
  }).catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

function createIdbOfflineStore(): OfflineStore {
  return {
    async addReview(review) {
      await (await db()).put('reviews', review);
    },
    async reviews(username) {
      return (await (await db()).getAllFromIndex('reviews', 'username', username)).sort(reviewOrder);
    },
    async removeReview(id) {
      await (await db()).delete('reviews', id);
    },
    async saveCards(set) {
      await (await db()).put('cards', { ...set, key: cardSetKey(set) });
    },
    async cardSets(username) {
      return (await db()).getAllFromIndex('cards', 'username', username);
    },
    async setDue(username, cardId, due) {
      const tx = (await db()).transaction('cards', 'readwrite');
      for (const set of await tx.store.index('username').getAll(username)) {
        if (!set.cards.some((card) => card.id === cardId)) continue;
        await tx.store.put({ ...set, cards: set.cards.map((card) => (card.id === cardId ? { ...card, due } : card)) });
      }
      await tx.done;
    },
    async removeReviews(username) {
      const tx = (await db()).transaction('reviews', 'readwrite');
      for (const id of await tx.store.index('username').getAllKeys(username)) await tx.store.delete(id);
      await tx.done;
    },
    async removeCards(keep) {
      const tx = (await db()).transaction('cards', 'readwrite');
      for (const set of await tx.store.getAll()) if (set.username !== keep) await tx.store.delete(set.key);
      await tx.done;
    },
  };
}

let store: OfflineStore | null = null;

/** The page's store: IndexedDB where the browser has it, else memory (reviews then last as long as the tab). */
export function offlineStore(): OfflineStore {
  store ??= typeof indexedDB === 'undefined' ? createMemoryOfflineStore() : createIdbOfflineStore();
  return store;
}
