import { createEmptyCard, fsrs, Rating, type Card, type Grade } from 'ts-fsrs';
import type { StoredCard } from '../../platform/db/schema-training.js';

/**
 * Spaced repetition of a player's misses with FSRS (ts-fsrs). Each incorrect answer record
 * carries one card: 'need review' is FSRS's Again, 'got it' its Good, so a card answered
 * 'got it' a few times moves days, then weeks ahead and stops coming back for a while.
 */

const scheduler = fsrs({ enable_fuzz: false });

export type FlashcardRating = 'need_review' | 'got_it';

const GRADES: Record<FlashcardRating, Grade> = { need_review: Rating.Again, got_it: Rating.Good };

/** A fresh miss: a new card, due at once (it is the first thing to review). */
export function newMissCard(now: Date): StoredCard {
  return toStored(createEmptyCard(now));
}

/**
 * The same question missed again: FSRS records a lapse (Again), so what it learnt about the
 * card's memory drops, and the card is due at once rather than after the relearning step.
 */
export function missAgain(stored: StoredCard, now: Date): StoredCard {
  const card = fromStored(stored);
  if (card.reps === 0) return toStored({ ...card, due: now });
  const next = scheduler.next(card, now, Rating.Again).card;
  return toStored({ ...next, due: now });
}

/** A review: 'need review' or 'got it' on the card (or a right answer in a quiz, as 'got it'). */
export function review(stored: StoredCard, rating: FlashcardRating, now: Date): StoredCard {
  return toStored(scheduler.next(fromStored(stored), now, GRADES[rating]).card);
}

/** How far back a review synced late may be dated: an older one counts as made this long ago. */
export const MAX_REVIEW_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * When a review counts as made: the time the client gives (a review made offline and synced
 * later), never after now (a device clock running ahead) nor more than MAX_REVIEW_AGE_MS ago.
 */
export function reviewTime(asked: Date | undefined, now: Date): Date {
  if (!asked || Number.isNaN(asked.getTime())) return now;
  return new Date(Math.max(now.getTime() - MAX_REVIEW_AGE_MS, Math.min(asked.getTime(), now.getTime())));
}

export function toStored(card: Card): StoredCard {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    ...(card.last_review ? { last_review: card.last_review.toISOString() } : {}),
  };
}

export function fromStored(stored: StoredCard): Card {
  return {
    due: new Date(stored.due),
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: stored.elapsed_days,
    scheduled_days: stored.scheduled_days,
    learning_steps: stored.learning_steps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: stored.state,
    ...(stored.last_review ? { last_review: new Date(stored.last_review) } : {}),
  };
}
