import {
  completeSessionResponseSchema,
  flashcardReviewResponseSchema,
  flashcardsResponseSchema,
  startSessionResponseSchema,
  submitAnswerResponseSchema,
  trainingQuestionsResponseSchema,
  trainingStatsSchema,
  type CompleteSessionResponse,
  type Flashcard,
  type FlashcardReviewResponse,
  type Language,
  type StartSessionResponse,
  type SubmitAnswerResponse,
  type TrainingMode,
  type TrainingQuestion,
  type TrainingStats,
} from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

/** The training calls (spec section 7). The token goes with every call; identity is the token's. */

const user = (username: string) => encodeURIComponent(username);

export function getTrainingStats(username: string, signal?: AbortSignal): Promise<TrainingStats> {
  return apiRequest(`/training/training-stats/${user(username)}`, { schema: trainingStatsSchema, signal });
}

export function startSession(username: string, mode: TrainingMode, sport: string, level: string): Promise<StartSessionResponse> {
  return apiRequest('/training/start-session', {
    method: 'POST',
    query: { username, session_type: mode, sport, level },
    schema: startSessionResponseSchema,
  });
}

export async function generateQuestions(sport: string, level: string, language: Language): Promise<TrainingQuestion[]> {
  const body = await apiRequest('/training/generate-random-questions', {
    query: { sport: sport === 'all' ? undefined : sport, level, language },
    schema: trainingQuestionsResponseSchema,
  });
  return body.questions;
}

export async function practiceQuestions(level: string, language: Language): Promise<TrainingQuestion[]> {
  const body = await apiRequest('/training/practice-questions', { query: { level, language }, schema: trainingQuestionsResponseSchema });
  return body.questions;
}

export async function getFlashcards(username: string, sport: string, level: string, language: Language): Promise<Flashcard[]> {
  const body = await apiRequest(`/training/flashcards/${user(username)}`, {
    query: { sport, level, language },
    schema: flashcardsResponseSchema,
  });
  return body.flashcards;
}

export async function translateFlashcards(cards: readonly Flashcard[], language: Language): Promise<Flashcard[]> {
  const body = await apiRequest('/training/translate-flashcards', {
    method: 'POST',
    body: { flashcards: cards, language },
    schema: flashcardsResponseSchema,
  });
  return body.flashcards;
}

export function submitAnswer(
  username: string,
  sessionId: string,
  question: TrainingQuestion,
  userAnswer: string,
): Promise<SubmitAnswerResponse> {
  return apiRequest('/training/submit-answer', {
    method: 'POST',
    query: {
      session_id: sessionId,
      username,
      question_text: question.question,
      user_answer: userAnswer,
      correct_answer: question.correctAnswer,
      sport: question.sport,
      level: question.level,
      original_answer_id: question.originalAnswerId,
      question_id: question.id,
    },
    schema: submitAnswerResponseSchema,
  });
}

export function completeSession(sessionId: string): Promise<CompleteSessionResponse> {
  return apiRequest(`/training/complete-session/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
    schema: completeSessionResponseSchema,
  });
}

/**
 * A review of a card made from a miss. `review.id` makes it count once however often it is
 * sent (the offline queue resends until the server answers); `review.reviewedAt` dates a review
 * made offline, so the server merges it in the order the reviews were made (issue 35).
 */
export function reviewFlashcard(
  cardId: string,
  rating: 'need_review' | 'got_it',
  review?: { readonly id: string; readonly reviewedAt: string },
): Promise<FlashcardReviewResponse> {
  return apiRequest('/training/flashcard-review', {
    method: 'POST',
    body: { card_id: cardId, rating, ...(review ? { review_id: review.id, reviewed_at: review.reviewedAt } : {}) },
    schema: flashcardReviewResponseSchema,
  });
}
