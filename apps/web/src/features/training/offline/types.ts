import type { Flashcard } from '@fanclash/protocol';

/** Training offline (issue 35): flashcards kept on the device and reviews waiting to be sent. */

export type Rating = 'need_review' | 'got_it';

/** A review made on this device, kept until the server has it. `id` is its idempotency key. */
export interface QueuedReview {
  readonly id: string;
  readonly username: string;
  readonly cardId: string;
  readonly rating: Rating;
  /** When the player rated the card (ISO): the server merges reviews in this order. */
  readonly reviewedAt: string;
}

/** A flashcard set as the server sent it while online, kept to play offline. */
export interface CardSet {
  readonly username: string;
  readonly sport: string;
  readonly level: string;
  readonly language: string;
  readonly cards: readonly Flashcard[];
  /** When it was fetched (ms). */
  readonly savedAt: number;
}

/** Where the device keeps both: IndexedDB in the browser (idbStore.ts), memory elsewhere. */
export interface OfflineStore {
  addReview(review: QueuedReview): Promise<void>;
  /** The player's queued reviews, oldest first. */
  reviews(username: string): Promise<QueuedReview[]>;
  removeReview(id: string): Promise<void>;
  saveCards(set: CardSet): Promise<void>;
  cardSets(username: string): Promise<CardSet[]>;
  /** A card's new due time (from the server's answer to its review), in every kept set. */
  setDue(username: string, cardId: string, due: string): Promise<void>;
  /** Removes the player's queued reviews (they reached the server, or the player chose to lose them). */
  removeReviews(username: string): Promise<void>;
  /** Removes every kept set but those of `keep` (none kept without it). */
  removeCards(keep?: string): Promise<void>;
}

export const cardSetKey = (set: Pick<CardSet, 'username' | 'sport' | 'level' | 'language'>): string =>
  [set.username, set.sport, set.level, set.language].join('\n');

const byTime = (a: QueuedReview, b: QueuedReview) => a.reviewedAt.localeCompare(b.reviewedAt) || a.id.localeCompare(b.id);

/** The same store in memory: for tests, and for a browser without IndexedDB (reviews then last as long as the tab). */
export function createMemoryOfflineStore(): OfflineStore {
  const reviews = new Map<string, QueuedReview>();
  const sets = new Map<string, CardSet>();
  return {
    async addReview(review) {
      reviews.set(review.id, review);
    },
    async reviews(username) {
      return [...reviews.values()].filter((review) => review.username === username).sort(byTime);
    },
    async removeReview(id) {
      reviews.delete(id);
    },
    async saveCards(set) {
      sets.set(cardSetKey(set), set);
    },
    async cardSets(username) {
      return [...sets.values()].filter((set) => set.username === username);
    },
    async setDue(username, cardId, due) {
      for (const [key, set] of sets) {
        if (set.username !== username || !set.cards.some((card) => card.id === cardId)) continue;
        sets.set(key, { ...set, cards: set.cards.map((card) => (card.id === cardId ? { ...card, due } : card)) });
      }
    },
    async removeReviews(username) {
      for (const [id, review] of reviews) if (review.username === username) reviews.delete(id);
    },
    async removeCards(keep) {
      for (const [key, set] of sets) if (set.username !== keep) sets.delete(key);
    },
  };
}

export { byTime as reviewOrder };
