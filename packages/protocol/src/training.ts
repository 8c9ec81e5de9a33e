import { z } from 'zod';
import { ERROR_CODES } from './errors.js';
import { LEVELS, PLAYABLE_SPORTS, languageSchema } from './sports.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Training over REST (spec sections 3, 4, 7, 9): stats, incorrect answer records, random and
 * practice questions, sessions, flashcards (misses + sport knowledge) and their spaced-repetition
 * reviews. Field names are the spec's; `id`, `question_id` and the review call are additions.
 */

/**
 * Sports the training screen offers besides 'all': every sport with a bank (quizzes and
 * flashcards from a player's misses; knowledge cards where the bank has them).
 */
export const TRAINING_SPORTS = PLAYABLE_SPORTS;
export const trainingSportSchema = lazySchema(() => z.enum(TRAINING_SPORTS));
export type TrainingSport = z.infer<typeof trainingSportSchema>;

export const TRAINING_SPORT_FILTERS = ['all', ...TRAINING_SPORTS] as const;
export type TrainingSportFilter = (typeof TRAINING_SPORT_FILTERS)[number];
export const TRAINING_LEVEL_FILTERS = ['all', ...LEVELS] as const;
export type TrainingLevelFilter = (typeof TRAINING_LEVEL_FILTERS)[number];

/** Session types: flashcards, a random timed quiz, practice (one question from each of up to 5 sports). */
export const TRAINING_MODES = ['flashcards', 'random', 'practice'] as const;
export const trainingModeSchema = lazySchema(() => z.enum(TRAINING_MODES));
export type TrainingMode = z.infer<typeof trainingModeSchema>;

export const TRAINING_LIMITS = {
  questionMs: 15_000,
  maxQuestions: 10,
  defaultQuestions: 8,
  flashcardSet: 10,
  flashcardsFromMisses: 8,
  minKnowledgeCards: 2,
  practiceSports: 5,
  /** The answer recorded when the 15 s run out (section 4). */
  timeoutAnswer: 'TIMEOUT',
} as const;

/** The spec's English texts (section 8) and the texts of this feature's codes. */
export const TRAINING_MESSAGES: Record<string, string> = {
  [ERROR_CODES.trainingInvalidSport]: 'Unknown sport for training',
  [ERROR_CODES.trainingInvalidLevel]: 'Unknown difficulty level',
  [ERROR_CODES.trainingInvalidMode]: 'Unknown training mode',
  [ERROR_CODES.trainingInvalidCount]: 'The number of questions must be between 1 and 10',
  [ERROR_CODES.trainingSessionNotFound]: 'Training session not found',
  [ERROR_CODES.trainingSessionClosed]: 'This training session is already complete',
  [ERROR_CODES.trainingCardNotFound]: 'Flashcard not found',
  [ERROR_CODES.trainingNoQuestions]: 'No valid questions generated',
};

/** A lower-cased choice; a missing or unknown value is refused with `code`. */
const choice = <T extends readonly [string, ...string[]]>(values: T, code: string) =>
  z
    .string({ error: code })
    .trim()
    .toLowerCase()
    // 'football' names soccer, as everywhere else.
    .transform((name) => (name === 'football' ? 'soccer' : name))
    .pipe(z.enum(values, { error: code }));

export const trainingSportFilterSchema = lazySchema(() => choice(TRAINING_SPORT_FILTERS, ERROR_CODES.trainingInvalidSport));
export const trainingSportInputSchema = lazySchema(() => choice(TRAINING_SPORTS, ERROR_CODES.trainingInvalidSport));
export const trainingLevelFilterSchema = lazySchema(() => choice(TRAINING_LEVEL_FILTERS, ERROR_CODES.trainingInvalidLevel));
export const trainingLevelInputSchema = lazySchema(() => choice(LEVELS, ERROR_CODES.trainingInvalidLevel));
const modeInput = lazySchema(() => choice(TRAINING_MODES, ERROR_CODES.trainingInvalidMode));
const username = lazySchema(() => z.string().max(64).optional());
const text = (max: number) => z.string().trim().min(1).max(max);

// ---------------------------------------------------------------- stats and misses

/** GET /training/training-stats/{username}: integers (section 5 coerces them). */
export const trainingStatsSchema = lazySchema(() =>
  z.object({
    total_answers: z.number().int(),
    total_incorrect: z.number().int(),
    accuracy_rate: z.number().int(),
    training_sessions: z.number().int(),
  }),
);
export type TrainingStats = z.infer<typeof trainingStatsSchema>;

/** GET /training/incorrect-answers/{username}?username&sport&level&language */
export const incorrectAnswersQuerySchema = lazySchema(() =>
  z.object({
    username,
    sport: trainingSportFilterSchema.default('all'),
    level: trainingLevelFilterSchema.default('all'),
    language: languageSchema.optional(),
  }),
);
export type IncorrectAnswersQuery = z.input<typeof incorrectAnswersQuerySchema>;

export const missOriginSchema = lazySchema(() => z.enum(['training', 'battle']));
export type MissOrigin = z.infer<typeof missOriginSchema>;

/** An incorrect answer record (section 3), one per question the player missed. */
export const incorrectAnswerSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    sport: z.string(),
    level: z.string(),
    question: z.string(),
    question_id: z.string().nullable(),
    /** The player's answer, or 'TIMEOUT'. */
    user_answer: z.string(),
    correct_answer: z.string(),
    origin: missOriginSchema,
    /** How many times this question was missed. */
    misses: z.number().int(),
    /** When the spaced-repetition schedule brings the card back (ISO). */
    due: z.string(),
    last_missed_at: z.string(),
  }),
);
export type IncorrectAnswer = z.infer<typeof incorrectAnswerSchema>;
export const incorrectAnswersResponseSchema = lazySchema(() => z.object({ incorrect_answers: z.array(incorrectAnswerSchema) }));
export type IncorrectAnswersResponse = z.infer<typeof incorrectAnswersResponseSchema>;

// ---------------------------------------------------------------- questions

/** GET|POST /training/generate-random-questions?sport&level&count&language */
export const generateQuestionsQuerySchema = lazySchema(() =>
  z.object({
    username,
    sport: trainingSportFilterSchema.default('all'),
    level: trainingLevelFilterSchema.default('medium'),
    count: z.coerce
      .number({ error: ERROR_CODES.trainingInvalidCount })
      .int(ERROR_CODES.trainingInvalidCount)
      .min(1, ERROR_CODES.trainingInvalidCount)
      .max(TRAINING_LIMITS.maxQuestions, ERROR_CODES.trainingInvalidCount)
      .default(TRAINING_LIMITS.defaultQuestions),
    language: languageSchema.optional(),
  }),
);
export type GenerateQuestionsQuery = z.input<typeof generateQuestionsQuerySchema>;

/** GET|POST /training/practice-questions?level&language: one question from each of up to 5 sports. */
export const practiceQuestionsQuerySchema = lazySchema(() =>
  z.object({
    username,
    level: trainingLevelFilterSchema.default('medium'),
    language: languageSchema.optional(),
  }),
);
export type PracticeQuestionsQuery = z.input<typeof practiceQuestionsQuerySchema>;

export const TRAINING_ANSWER_LABELS = ['A', 'B', 'C', 'D'] as const;
export const trainingAnswerSchema = lazySchema(() =>
  z.object({ label: z.enum(TRAINING_ANSWER_LABELS), text: z.string(), correct: z.boolean() }),
);
export type TrainingAnswer = z.infer<typeof trainingAnswerSchema>;

/** A training question (section 3): exactly 4 labelled answers, one correct. */
export const trainingQuestionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    question: z.string(),
    answers: z.array(trainingAnswerSchema).length(4),
    correctAnswer: z.string(),
    sport: z.string(),
    level: z.string(),
    originalAnswerId: z.string().optional(),
  }),
);
export type TrainingQuestion = z.infer<typeof trainingQuestionSchema>;
export const trainingQuestionsResponseSchema = lazySchema(() => z.object({ questions: z.array(trainingQuestionSchema) }));
export type TrainingQuestionsResponse = z.infer<typeof trainingQuestionsResponseSchema>;

// ---------------------------------------------------------------- sessions

/** POST /training/start-session?username&session_type&sport&level */
export const startSessionQuerySchema = lazySchema(() =>
  z.object({
    username,
    session_type: modeInput,
    sport: trainingSportFilterSchema,
    level: trainingLevelFilterSchema,
  }),
);
export type StartSessionQuery = z.input<typeof startSessionQuerySchema>;
export const startSessionResponseSchema = lazySchema(() =>
  z.object({
    session_id: z.string(),
    session_type: trainingModeSchema,
    sport: z.string(),
    level: z.string(),
  }),
);
export type StartSessionResponse = z.infer<typeof startSessionResponseSchema>;

/**
 * POST /training/submit-answer?session_id&username&question_text&user_answer&correct_answer&sport&level
 * (+ original_answer_id, question_id). `user_answer` is 'TIMEOUT' when the time ran out.
 */
export const submitAnswerQuerySchema = lazySchema(() =>
  z.object({
    session_id: z.uuid(),
    username,
    question_text: text(1000),
    user_answer: text(500),
    correct_answer: text(500),
    sport: trainingSportInputSchema,
    level: trainingLevelInputSchema,
    original_answer_id: z.uuid().optional(),
    /** The bank's question id (the `id` of a generated question): the server checks the answer itself. */
    question_id: z.string().trim().min(1).max(200).optional(),
  }),
);
export type SubmitAnswerQuery = z.input<typeof submitAnswerQuerySchema>;
export const submitAnswerResponseSchema = lazySchema(() =>
  z.object({
    status: z.literal('logged'),
    correct: z.boolean(),
    correct_answer: z.string(),
    /** The incorrect answer record this miss went to (null for a right answer). */
    incorrect_answer_id: z.string().nullable(),
  }),
);
export type SubmitAnswerResponse = z.infer<typeof submitAnswerResponseSchema>;

/** POST /training/complete-session/{sessionId}: the session's score. */
export const completeSessionResponseSchema = lazySchema(() =>
  z.object({
    session_id: z.string(),
    status: z.literal('completed'),
    total_answers: z.number().int(),
    correct_answers: z.number().int(),
    incorrect_answers: z.number().int(),
    accuracy_rate: z.number().int(),
  }),
);
export type CompleteSessionResponse = z.infer<typeof completeSessionResponseSchema>;

// ---------------------------------------------------------------- flashcards

export const flashcardSourceSchema = lazySchema(() => z.enum(['incorrect_answer', 'sport_knowledge']));
export type FlashcardSource = z.infer<typeof flashcardSourceSchema>;

/** A flashcard (section 3); `userAnswer` only on cards made from a miss. */
export const flashcardSchema = lazySchema(() =>
  z.object({
    id: z.string().max(200),
    term: z.string().max(2000),
    definition: z.string().max(2000),
    sport: z.string().max(40),
    level: z.string().max(20),
    userAnswer: z.string().max(500).optional(),
    source: flashcardSourceSchema,
    /** When a card made from a miss is due (ISO): the schedule an offline device plays by (issue 35). */
    due: z.string().max(40).optional(),
  }),
);
export type Flashcard = z.infer<typeof flashcardSchema>;
export const flashcardsResponseSchema = lazySchema(() => z.object({ flashcards: z.array(flashcardSchema) }));
export type FlashcardsResponse = z.infer<typeof flashcardsResponseSchema>;

/** GET /training/flashcards/{username}?sport&level&language */
export const flashcardsQuerySchema = lazySchema(() =>
  z.object({
    username,
    sport: trainingSportFilterSchema.default('all'),
    level: trainingLevelFilterSchema.default('all'),
    language: languageSchema.optional(),
  }),
);
export type FlashcardsQuery = z.input<typeof flashcardsQuerySchema>;

/** POST /training/translate-flashcards: the same cards in `language` (default the caller's). */
export const translateFlashcardsBodySchema = lazySchema(() =>
  z.object({
    flashcards: z.array(flashcardSchema).max(50),
    language: languageSchema.optional(),
  }),
);
export type TranslateFlashcardsBody = z.input<typeof translateFlashcardsBodySchema>;

export const FLASHCARD_RATINGS = ['need_review', 'got_it'] as const;
/** POST /training/flashcard-review: 'need review' or 'got it' on a card made from a miss. */
export const flashcardReviewBodySchema = lazySchema(() =>
  z.object({
    card_id: z.uuid({ error: ERROR_CODES.trainingCardNotFound }),
    rating: z.enum(FLASHCARD_RATINGS),
    /**
     * The client's id for this review (issue 35): a review sent again (an offline queue retrying
     * after a lost answer, two tabs syncing) is recorded once and counted once.
     */
    review_id: z.uuid().optional(),
    /** When the player rated the card (ISO), for a review made offline and sent later; default now. */
    reviewed_at: z.iso.datetime({ offset: true }).optional(),
  }),
);
export type FlashcardReviewBody = z.infer<typeof flashcardReviewBodySchema>;
export const flashcardReviewResponseSchema = lazySchema(() =>
  z.object({
    card_id: z.string(),
    /** When the card comes back (ISO). */
    due: z.string(),
    reps: z.number().int(),
    lapses: z.number().int(),
    /** The review's id, when the client gave one. */
    review_id: z.string().optional(),
    /**
     * applied: the card was rescheduled (reviews merged in the order they were made); duplicate:
     * this review_id was recorded before, nothing changed; superseded: made before the card's
     * latest miss, recorded but the miss decides the schedule.
     */
    outcome: z.enum(['applied', 'duplicate', 'superseded']).optional(),
  }),
);
export type FlashcardReviewResponse = z.infer<typeof flashcardReviewResponseSchema>;
