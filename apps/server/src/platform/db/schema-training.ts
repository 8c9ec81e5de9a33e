import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/** Tables of the training feature (migration written by hand in apps/server/drizzle/0004_training.sql). */

/** A training session: flashcards, a random quiz or practice. Counted in the stats once completed. */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** flashcards | random | practice */
    sessionType: text('session_type').notNull(),
    sport: text('sport').notNull(),
    level: text('level').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('training_sessions_user_idx').on(t.userId, t.startedAt)],
);

/** Every answer given in training (the stats count them); one per question per session. */
export const trainingAnswers = pgTable(
  'training_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The bank's id ('q:...') or a hash of the text ('t:...') for a question the bank does not know. */
    questionKey: text('question_key').notNull(),
    questionId: text('question_id'),
    questionText: text('question_text').notNull(),
    userAnswer: text('user_answer').notNull(),
    correctAnswer: text('correct_answer').notNull(),
    correct: boolean('correct').notNull(),
    sport: text('sport').notNull(),
    level: text('level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_answers_session_question_idx').on(t.sessionId, t.questionKey),
    index('training_answers_user_idx').on(t.userId),
  ],
);

/**
 * Incorrect answer records: one per question a player missed (training or battle), with the
 * question's spaced-repetition card (ts-fsrs `Card`, dates as ISO strings) and its due time.
 */
export const incorrectAnswers = pgTable(
  'incorrect_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    /** The bank's id, so the record can be shown in either language. */
    questionId: text('question_id'),
    questionText: text('question_text').notNull(),
    /** As given, or 'TIMEOUT'. */
    userAnswer: text('user_answer').notNull(),
    /** Which of the bank question's four answers it was (null for a timeout or an unknown question). */
    userAnswerIndex: integer('user_answer_index'),
    correctAnswer: text('correct_answer').notNull(),
    sport: text('sport').notNull(),
    level: text('level').notNull(),
    /** training | battle (the latest miss) */
    origin: text('origin').notNull(),
    misses: integer('misses').notNull().default(1),
    card: jsonb('card').$type<StoredCard>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    lastMissedAt: timestamp('last_missed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('incorrect_answers_user_question_idx').on(t.userId, t.questionKey),
    index('incorrect_answers_user_due_idx').on(t.userId, t.due),
  ],
);

/**
 * Every flashcard review (issue 35, migration 0019): the client's id for it (with the player's
 * id the key, so a review sent twice is one row), when it was made, and the card as it was
 * before it was applied, so that a review synced late from an offline device is merged in the
 * order the reviews were made. `applied` false: made before the card's latest miss, recorded only.
 */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => incorrectAnswers.id, { onDelete: 'cascade' }),
    /** need_review | got_it */
    rating: text('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    applied: boolean('applied').notNull(),
    cardBefore: jsonb('card_before').$type<StoredCard>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] }), index('flashcard_reviews_card_idx').on(t.cardId, t.reviewedAt)],
);

/** A ts-fsrs card as JSON (its dates as ISO strings). */
export interface StoredCard {
  readonly due: string;
  readonly stability: number;
  readonly difficulty: number;
  readonly elapsed_days: number;
  readonly scheduled_days: number;
  readonly learning_steps: number;
  readonly reps: number;
  readonly lapses: number;
  readonly state: number;
  readonly last_review?: string;
}
