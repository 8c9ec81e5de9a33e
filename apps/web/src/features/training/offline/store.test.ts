import { describe, expect, it } from 'vitest';
import { createMemoryOfflineStore, type CardSet, type QueuedReview } from './types';

/** What leaves the device with a player (sign-out, another player signing in): the store's part. */
const set = (username: string, sport: string): CardSet => ({ username, sport, level: 'easy', language: 'en', cards: [], savedAt: 0 });
const review = (id: string, username: string): QueuedReview => ({
  id,
  username,
  cardId: `card-${id}`,
  rating: 'got_it',
  reviewedAt: '2026-11-28T03:00:00.000Z',
});

describe('removing a player’s data from the offline store', () => {
  it('removes every kept set, or all but one player’s', async () => {
    const store = createMemoryOfflineStore();
    await store.saveCards(set('olya', 'soccer'));
    await store.saveCards(set('olya', 'hockey'));
    await store.saveCards(set('pavel', 'soccer'));
    await store.removeCards('pavel');
    expect(await store.cardSets('olya')).toEqual([]);
    expect(await store.cardSets('pavel')).toHaveLength(1);
    await store.removeCards();
    expect(await store.cardSets('pavel')).toEqual([]);
  });

  it('removes one player’s queued reviews only', async () => {
    const store = createMemoryOfflineStore();
    await store.addReview(review('1', 'olya'));
    await store.addReview(review('2', 'olya'));
    await store.addReview(review('3', 'pavel'));
    await store.removeReviews('olya');
    expect(await store.reviews('olya')).toEqual([]);
    expect((await store.reviews('pavel')).map((r) => r.id)).toEqual(['3']);
  });
});
