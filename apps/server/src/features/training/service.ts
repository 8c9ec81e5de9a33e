import { checkAnswer, getQuestion } from '@fanclash/content';
import {
  ERROR_CODES,
  TRAINING_LIMITS,
  TRAINING_MESSAGES,
  languageSchema,
  type CompleteSessionResponse,
  type Flashcard,
  type FlashcardReviewResponse,
  type FlashcardsResponse,
  type IncorrectAnswer,
  type Language,
  type StartSessionResponse,
  type SubmitAnswerResponse,
  type TrainingLevelFilter,
  type TrainingMode,
  type TrainingQuestionsResponse,
  type TrainingSportFilter,
  type TrainingStats,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { UserRow } from '../users/store.js';
import { answerIndex, knowledgeCard, knowledgeCards, practiceQuestions, randomQuestions } from './questions.js';
import { isTimeout, mixFlashcards, normaliseAnswer, questionKey, trainingStats } from './rules.js';
import type { FlashcardRating } from './schedule.js';
import type { IncorrectAnswerRow, MissFilter, TrainingStore } from './store.js';

const fail = (status: number, code: string) => new AppError(status, code, TRAINING_MESSAGES[code] ?? code);

/** The language a player reads: the one asked for, else the account's. */
export function languageOf(user: UserRow, asked: Language | undefined): Language {
  if (asked) return asked;
  const stored = languageSchema.safeParse(user.language);
  return stored.success ? stored.data : 'en';
}

/** A miss in the language asked for: bank questions are re-read, others stay as they were given. */
export function renderMiss(row: IncorrectAnswerRow, lang: Language): IncorrectAnswer {
  const bank = row.questionId ? getQuestion(row.questionId, lang) : undefined;
  const userAnswer =
    bank && row.userAnswerIndex !== null && !isTimeout(row.userAnswer)
      ? (bank.answers[row.userAnswerIndex]?.text ?? row.userAnswer)
      : row.userAnswer;
  return {
    id: row.id,
    sport: row.sport,
    level: row.level,
    question: bank?.text ?? row.questionText,
    question_id: row.questionId,
    user_answer: userAnswer,
    correct_answer: bank?.correctAnswer ?? row.correctAnswer,
    origin: row.origin === 'battle' ? 'battle' : 'training',
    misses: row.misses,
    due: row.due.toISOString(),
    last_missed_at: row.lastMissedAt.toISOString(),
  };
}

/** A miss as a 'Review' flashcard: the question is the term, the correct answer the definition. */
function missCard(row: IncorrectAnswerRow, lang: Language): Flashcard {
  const miss = renderMiss(row, lang);
  return {
    id: miss.id,
    term: miss.question,
    definition: miss.correct_answer,
    sport: miss.sport,
    level: miss.level,
    userAnswer: miss.user_answer,
    source: 'incorrect_answer',
    due: miss.due,
  };
}

/** Training rules: sessions, answers and misses, flashcards and their reviews. */
/** `hidden`: the questions players reported until they left the draw (features/question-reports/hidden.ts). */
export function createTrainingService(store: TrainingStore, clock: Clock, hidden: () => ReadonlySet<string> = () => new Set()) {
  const now = () => new Date(clock.now());

  async function openSession(user: UserRow, sessionId: string) {
    const session = await store.findSession(sessionId, user.id);
    if (!session) throw fail(404, ERROR_CODES.trainingSessionNotFound);
    return session;
  }

  return {
    async stats(user: UserRow): Promise<TrainingStats> {
      return trainingStats(await store.counts(user.id));
    },

    async incorrectAnswers(user: UserRow, filter: MissFilter, lang: Language): Promise<IncorrectAnswer[]> {
      return (await store.listMisses(user.id, filter)).map((row) => renderMiss(row, lang));
    },

    randomQuestions(sport: TrainingSportFilter, level: TrainingLevelFilter, count: number, lang: Language): TrainingQuestionsResponse {
      const questions = randomQuestions(sport, level, count, lang, Math.random, hidden());
      if (questions.length === 0) throw fail(404, ERROR_CODES.trainingNoQuestions);
      return { questions };
    },

    practiceQuestions(level: TrainingLevelFilter, lang: Language): TrainingQuestionsResponse {
      const questions = practiceQuestions(level, lang, Math.random, hidden());
      if (questions.length === 0) throw fail(404, ERROR_CODES.trainingNoQuestions);
      return { questions };
    },

    async startSession(
      user: UserRow,
      type: TrainingMode,
      sport: TrainingSportFilter,
      level: TrainingLevelFilter,
    ): Promise<StartSessionResponse> {
      const session = await store.createSession(user.id, type, sport, level, now());
      return { session_id: session.id, session_type: type, sport, level };
    },

    /**
     * Logs an answer. A bank question (`question_id`) is checked against the bank; any other
     * by comparing the texts. A wrong answer or TIMEOUT becomes (or renews) an incorrect answer
     * record; a right one on a question already missed counts as 'got it' on its card.
     */
    async submitAnswer(
      user: UserRow,
      input: {
        session_id: string;
        question_text: string;
        user_answer: string;
        correct_answer: string;
        sport: string;
        level: string;
        original_answer_id?: string | undefined;
        question_id?: string | undefined;
      },
    ): Promise<SubmitAnswerResponse> {
      const session = await openSession(user, input.session_id);
      if (session.completedAt) throw fail(409, ERROR_CODES.trainingSessionClosed);
      const at = now();
      const original = input.original_answer_id ? await store.findMiss(user.id, input.original_answer_id) : undefined;
      const bankId = input.question_id ?? original?.questionId ?? undefined;
      const lang: Language = /[\u0400-\u04ff]/.test(input.question_text) ? 'ru' : 'en';
      const bank = bankId ? getQuestion(bankId, lang) : undefined;
      const timeout = isTimeout(input.user_answer);

      let correct: boolean;
      let correctAnswer: string;
      let userAnswerIndex: number | null = null;
      if (bank) {
        const check = timeout ? undefined : checkAnswer(bank.id, lang, input.user_answer);
        correct = check?.correct ?? false;
        correctAnswer = bank.correctAnswer;
        if (!timeout) userAnswerIndex = answerIndex(bank.id, input.user_answer);
      } else {
        correct = !timeout && normaliseAnswer(input.user_answer) === normaliseAnswer(input.correct_answer);
        correctAnswer = input.correct_answer;
      }
      const userAnswer = timeout ? TRAINING_LIMITS.timeoutAnswer : input.user_answer;
      const key = original?.questionKey ?? questionKey(bank?.id, input.question_text, input.sport, input.level);

      const fresh = await store.insertAnswer({
        sessionId: session.id,
        userId: user.id,
        questionKey: key,
        questionId: bank?.id ?? null,
        questionText: input.question_text,
        userAnswer,
        correctAnswer,
        correct,
        sport: input.sport,
        level: input.level,
        createdAt: at,
      });
      if (correct) {
        const missed = original ?? (await store.findMissByKey(user.id, key));
        // A repeated submit of the same answer reviews the card once.
        if (missed && fresh) await store.reviewMiss(user.id, missed.id, 'got_it', at);
        return { status: 'logged', correct, correct_answer: correctAnswer, incorrect_answer_id: null };
      }
      const existing = fresh ? undefined : await store.findMissByKey(user.id, key);
      const id =
        existing?.id ??
        (await store.recordMiss(
          user.id,
          {
            questionKey: key,
            questionId: bank?.id ?? null,
            questionText: input.question_text,
            userAnswer,
            userAnswerIndex,
            correctAnswer,
            sport: input.sport,
            level: input.level,
            origin: 'training',
          },
          at,
        ));
      return { status: 'logged', correct, correct_answer: correctAnswer, incorrect_answer_id: id };
    },

    async completeSession(user: UserRow, sessionId: string): Promise<CompleteSessionResponse> {
      const session = await openSession(user, sessionId);
      // Completing twice is harmless: the session keeps its first completion time.
      if (!session.completedAt) await store.completeSession(session.id, now());
      const score = await store.sessionScore(session.id);
      const incorrect = score.total - score.correct;
      return {
        session_id: session.id,
        status: 'completed',
        total_answers: score.total,
        correct_answers: score.correct,
        incorrect_answers: incorrect,
        accuracy_rate: trainingStats({ totalAnswers: score.total, totalIncorrect: incorrect, sessions: 0 }).accuracy_rate,
      };
    },

    /** Up to 8 due misses (most overdue first), filled to 10 with at least 2 knowledge cards. */
    async flashcards(
      user: UserRow,
      filter: { sport: TrainingSportFilter; level: TrainingLevelFilter },
      lang: Language,
    ): Promise<FlashcardsResponse> {
      const due = await store.dueMisses(user.id, filter, now(), TRAINING_LIMITS.flashcardsFromMisses);
      const misses = due.map((row) => missCard(row, lang));
      const knowledge = knowledgeCards(filter.sport, filter.level, TRAINING_LIMITS.flashcardSet, lang);
      return { flashcards: mixFlashcards(misses, knowledge) };
    },

    /** The same cards in another language: misses from their records, knowledge cards from the bank. */
    async translateFlashcards(user: UserRow, cards: readonly Flashcard[], lang: Language): Promise<FlashcardsResponse> {
      const missIds = cards
        .filter((c) => c.source === 'incorrect_answer')
        .map((c) => c.id)
        .filter(isUuid);
      const rows = new Map((await store.findMisses(user.id, missIds)).map((row) => [row.id, row]));
      return {
        flashcards: cards.map((card) => {
          if (card.source === 'incorrect_answer') {
            const row = rows.get(card.id);
            return row ? missCard(row, lang) : card;
          }
          return knowledgeCard(card.id, card.sport, lang) ?? card;
        }),
      };
    },

    /**
     * A review of a card made from a miss. With `review_id` it is idempotent (sent again, it is
     * counted once); with `reviewed_at` (a review made offline) it is merged by that time.
     */
    async reviewFlashcard(
      user: UserRow,
      cardId: string,
      rating: FlashcardRating,
      options: { review_id?: string | undefined; reviewed_at?: string | undefined } = {},
    ): Promise<FlashcardReviewResponse> {
      const reviewedAt = options.reviewed_at ? new Date(options.reviewed_at) : undefined;
      const result = await store.reviewMiss(user.id, cardId, rating, now(), { reviewId: options.review_id, reviewedAt });
      if (!result) throw fail(404, ERROR_CODES.trainingCardNotFound);
      const { row } = result;
      return {
        card_id: row.id,
        due: row.due.toISOString(),
        reps: row.card.reps,
        lapses: row.card.lapses,
        ...(options.review_id ? { review_id: result.reviewId } : {}),
        outcome: result.outcome,
      };
    },
  };
}

export type TrainingService = ReturnType<typeof createTrainingService>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => UUID.test(value);
