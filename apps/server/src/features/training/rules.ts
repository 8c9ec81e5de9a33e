import { createHash } from 'node:crypto';
import { TRAINING_LIMITS, type Flashcard, type TrainingStats } from '@fanclash/protocol';

/** Training rules with no database: stats arithmetic, the flashcard mix, answer checks. */

export interface AnswerCounts {
  readonly totalAnswers: number;
  readonly totalIncorrect: number;
  readonly sessions: number;
}

/** Integers only (section 5); accuracy is the rounded share of right answers, 0 with none. */
export function trainingStats(counts: AnswerCounts): TrainingStats {
  const total = Math.max(0, Math.trunc(counts.totalAnswers));
  const incorrect = Math.min(total, Math.max(0, Math.trunc(counts.totalIncorrect)));
  return {
    total_answers: total,
    total_incorrect: incorrect,
    accuracy_rate: total === 0 ? 0 : Math.round((100 * (total - incorrect)) / total),
    training_sessions: Math.max(0, Math.trunc(counts.sessions)),
  };
}

/**
 * A flashcard set (section 9): at most 10 cards, up to 8 from the player's misses (already in
 * review order, due first) and the rest, at least 2, from the sport's knowledge cards.
 */
export function mixFlashcards(misses: readonly Flashcard[], knowledge: readonly Flashcard[]): Flashcard[] {
  const review = misses.slice(0, TRAINING_LIMITS.flashcardsFromMisses);
  const room = Math.max(TRAINING_LIMITS.minKnowledgeCards, TRAINING_LIMITS.flashcardSet - review.length);
  return [...review, ...knowledge.slice(0, room)];
}

export const isTimeout = (answer: string): boolean => answer.trim().toUpperCase() === TRAINING_LIMITS.timeoutAnswer;

/** Case, spacing and punctuation do not make an answer wrong; ё is е. */
export function normaliseAnswer(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A question's identity: the bank's id, or (for a text the bank does not know) a hash of it. */
export function questionKey(bankId: string | undefined, text: string, sport: string, level: string): string {
  if (bankId) return `q:${bankId}`;
  const digest = createHash('sha256')
    .update(`${sport}\u0000${level}\u0000${normaliseAnswer(text)}`)
    .digest('base64url');
  return `t:${digest.slice(0, 32)}`;
}
