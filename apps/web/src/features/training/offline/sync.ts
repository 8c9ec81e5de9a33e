import type { Flashcard } from '@fanclash/protocol';
import { reviewFlashcard } from '../api';
import { offlineStore } from './idbStore';
import { flushReviews, offlineCards, outcomeOfFailure, serialised, type CardChoice, type FlushResult, type SendOutcome } from './queue';
import type { QueuedReview, Rating } from './types';

/**
 * Training offline in the browser (issue 35): every flashcard review goes through a queue in
 * IndexedDB and is sent from there, online or not, so none is lost when the network drops
 * between the tap and the server's answer; the queue is sent again when the network returns
 * (useOfflineReviewSync) and after each new review. Loaded on demand: no page pays for it
 * before it reviews a card or comes back online.
 */

async function send(review: QueuedReview): Promise<SendOutcome> {
  try {
    const answer = await reviewFlashcard(review.cardId, review.rating, review);
    return { kind: 'sent', due: answer.due };
  } catch (error) {
    return outcomeOfFailure(error);
  }
}

/** Sends the player's queued reviews; one flush at a time in this tab (others are safe: each review counts once). */
export const syncReviews: (username: string) => Promise<FlushResult> = serialised((username: string) =>
  flushReviews(offlineStore(), send, username),
);

/** Queues a review (made now) and sends the queue. Without IndexedDB it is sent directly. */
export async function queueReview(username: string, cardId: string, rating: Rating): Promise<void> {
  const review: QueuedReview = { id: crypto.randomUUID(), username, cardId, rating, reviewedAt: new Date().toISOString() };
  try {
    await offlineStore().addReview(review);
  } catch (error) {
    console.warn('Training: the review queue is unavailable, sending directly', error);
    await send(review);
    return;
  }
  await syncReviews(username);
}

/** Keeps a set fetched online for offline play (best effort: a full or missing store only loses the copy). */
export async function keepCards(username: string, choice: CardChoice, cards: readonly Flashcard[]): Promise<void> {
  try {
    await offlineStore().saveCards({ username, ...choice, cards, savedAt: Date.now() });
  } catch (error) {
    console.warn('Training: could not keep flashcards for offline play', error);
  }
}

/** The kept cards that play offline for this choice (empty when none were kept). */
export async function cardsForOffline(username: string, choice: CardChoice): Promise<Flashcard[]> {
  try {
    const store = offlineStore();
    const [sets, queued] = await Promise.all([store.cardSets(username), store.reviews(username)]);
    return offlineCards(sets, choice, queued, Date.now());
  } catch {
    return [];
  }
}
