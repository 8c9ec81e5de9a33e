import { TRAINING_LIMITS, type Flashcard } from '@fanclash/protocol';
import { ApiError } from '../../../lib/apiError';
import type { CardSet, OfflineStore, QueuedReview } from './types';

/**
 * The rules of training offline (issue 35), apart from the browser: which kept cards play when
 * there is no network, and how queued reviews reach the server (each once, oldest first).
 */

/** What became of one queued review: the server has it (with the card's new due time), it can never succeed, or try later. */
export type SendOutcome = { readonly kind: 'sent'; readonly due?: string } | { readonly kind: 'dropped' } | { readonly kind: 'later' };

/** Sends one queued review (its id and time with it). */
export type SendReview = (review: QueuedReview) => Promise<SendOutcome>;

/**
 * What a failed send means. No answer (offline), an expired session, a busy or failing server:
 * later. The server's 'no' for good (404: the card is gone, after a stats reset; 422: a review
 * it cannot read): dropped, since sending it again would fail the same way for ever.
 */
export function outcomeOfFailure(error: unknown): SendOutcome {
  if (!(error instanceof ApiError)) return { kind: 'later' };
  if (error.isNetworkError || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500) {
    return { kind: 'later' };
  }
  return { kind: 'dropped' };
}

export interface FlushResult {
  readonly sent: number;
  readonly dropped: number;
  /** Still queued (the first 'later' stops the flush: the network is likely gone again). */
  readonly left: number;
}

/**
 * Sends the player's queued reviews, oldest first, removing each once the server has it. A
 * review is removed only after the server's answer, so a flush cut short sends it again next
 * time: its id makes the server count it once.
 */
export async function flushReviews(store: OfflineStore, send: SendReview, username: string): Promise<FlushResult> {
  const queued = await store.reviews(username);
  let sent = 0;
  let dropped = 0;
  for (const [index, review] of queued.entries()) {
    const outcome = await send(review);
    if (outcome.kind === 'later') return { sent, dropped, left: queued.length - index };
    await store.removeReview(review.id);
    if (outcome.kind === 'sent') {
      sent += 1;
      if (outcome.due) await store.setDue(username, review.cardId, outcome.due);
    } else dropped += 1;
  }
  return { sent, dropped, left: 0 };
}

/** One run at a time: a call while one runs waits for it, then runs again (new reviews may have come). */
export function serialised<A extends unknown[], T>(run: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (...args: A) => {
    const next = tail.then(
      () => run(...args),
      () => run(...args),
    );
    tail = next.catch(() => undefined);
    return next;
  };
}

export interface CardChoice {
  readonly sport: string;
  readonly level: string;
  readonly language: string;
}

const matches = (card: Flashcard, choice: CardChoice) =>
  (choice.sport === 'all' || card.sport === choice.sport) && (choice.level === 'all' || card.level === choice.level);

/**
 * The cards to play offline for a choice of sport and level, from the sets kept while online:
 * the ones in the interface language if any (else any language: better than nothing), the exact
 * choice's set first, then the others (newest first), each card kept if it fits the choice. Review cards only while due and not yet
 * reviewed on this device (a queued review is waiting for the server to reschedule them), at
 * most 8, most overdue first; knowledge cards fill the set to 10.
 */
export function offlineCards(sets: readonly CardSet[], choice: CardChoice, queued: readonly QueuedReview[], now: number): Flashcard[] {
  const sameLanguage = sets.filter((set) => set.language === choice.language);
  const exact = (set: CardSet) => Number(set.sport === choice.sport && set.level === choice.level);
  const pool = [...(sameLanguage.length > 0 ? sameLanguage : sets)].sort((a, b) => exact(b) - exact(a) || b.savedAt - a.savedAt);
  const reviewed = new Set(queued.map((review) => review.cardId));
  const seen = new Set<string>();
  const misses: Flashcard[] = [];
  const knowledge: Flashcard[] = [];
  for (const card of pool.flatMap((set) => set.cards)) {
    if (seen.has(card.id) || !matches(card, choice)) continue;
    seen.add(card.id);
    if (card.source === 'sport_knowledge') knowledge.push(card);
    else if (!reviewed.has(card.id) && (!card.due || Date.parse(card.due) <= now)) misses.push(card);
  }
  const dueAt = (card: Flashcard) => (card.due ? Date.parse(card.due) : 0);
  misses.sort((a, b) => dueAt(a) - dueAt(b));
  const review = misses.slice(0, TRAINING_LIMITS.flashcardsFromMisses);
  const room = Math.max(TRAINING_LIMITS.minKnowledgeCards, TRAINING_LIMITS.flashcardSet - review.length);
  return [...review, ...knowledge.slice(0, room)];
}
