/**
 * The API the game server uses: draw questions, look one up and check an answer, flashcards,
 * and the debate topic of the day. Questions leave this module without their correct answer
 * unless the caller asks for it explicitly (getQuestion, for the server only).
 */
import { getBank } from './bank.js';
import { drawSpread } from './draw.js';
import { DEBATE_TOPICS } from './debates/index.js';
import { FLASHCARDS } from './flashcards/index.js';
import type { DebateTopic, FlashcardSport, Lang, Level, Question, Sport } from './model.js';
import { FLASHCARD_SPORTS, LEVELS, SPORTS } from './model.js';

// The daily debate schedule has its own module; the server reaches it through this API.
export { debateDayOf, debateTopicFor } from './debates/schedule.js';

/** A sport as the API accepts it: the landing page and protocol call soccer 'football'. */
export type SportName = Sport | 'football';

export const ANSWER_LABELS = ['A', 'B', 'C', 'D'] as const;
export type AnswerLabel = (typeof ANSWER_LABELS)[number];

export interface ServedAnswer {
  readonly label: AnswerLabel;
  readonly text: string;
}

/** A question as a player sees it, in one language. Deliberately has no correct answer. */
export interface ServedQuestion {
  readonly id: string;
  readonly sport: Sport;
  readonly level: Level;
  readonly text: string;
  readonly answers: readonly [ServedAnswer, ServedAnswer, ServedAnswer, ServedAnswer];
}

/** The served form plus the correct answer: for the server, never for a client. */
export interface QuestionWithAnswer extends ServedQuestion {
  readonly correctAnswer: string;
  readonly correctIndex: number;
}

export interface DrawOptions {
  readonly sport: SportName;
  readonly level: Level;
  readonly count: number;
  readonly lang: Lang;
  /**
   * Ids the player saw recently, most recent first: served only when the unseen questions left
   * cannot fill the draw with at most two of one form per ten, the longest-seen first (see drawSpread).
   */
  readonly avoidIds?: Iterable<string>;
  /**
   * Ids players reported until they left the draw (issue 33): served only when the rest of the
   * pool cannot fill the draw at all, after every seen one.
   */
  readonly excludeIds?: Iterable<string>;
  /** Source of randomness in [0, 1); Math.random by default, seeded in tests. */
  readonly random?: () => number;
}

export interface AnswerCheck {
  readonly correct: boolean;
  /** The correct answer in the language asked for. */
  readonly correctAnswer: string;
}

export interface ServedFlashcard {
  readonly id: string;
  readonly sport: FlashcardSport;
  readonly level: Level;
  readonly term: string;
  readonly definition: string;
}

export interface FlashcardOptions {
  readonly level?: Level;
  /** Draw this many cards at random; without it, every matching card in authored order. */
  readonly count?: number;
  readonly random?: () => number;
}

/** The sport a name stands for, or undefined for a name the bank does not know. */
export function resolveSport(name: string): Sport | undefined {
  if (name === 'football') return 'soccer';
  return SPORTS.find((sport) => sport === name);
}

/**
 * Draws `count` distinct questions (fewer only when the pool is smaller), in random order,
 * spread over the pool's forms: at most two of one form per ten wherever the pool allows.
 */
export function drawQuestions(options: DrawOptions): ServedQuestion[] {
  const sport = requireSport(options.sport);
  const level = requireLevel(options.level);
  requireCount(options.count);
  const avoid = new Set(options.avoidIds ?? []);
  const pool = getBank().pool(sport, level);
  // Spread over forms, unseen first, never a repeat within the draw: see drawSpread.
  const exclude = new Set(options.excludeIds ?? []);
  return drawSpread(pool, options.count, avoid, options.random ?? Math.random, exclude).map((question) => serve(question, options.lang));
}

/** A question by id in one language, with its correct answer; undefined for an unknown id. */
export function getQuestion(id: string, lang: Lang): QuestionWithAnswer | undefined {
  const question = getBank().byId.get(id);
  if (!question) return undefined;
  return {
    ...serve(question, lang),
    correctAnswer: question[lang].answers[question.correctIndex] ?? '',
    correctIndex: question.correctIndex,
  };
}

/**
 * Checks an answer given by its exact text. The text of the same answer in the other
 * language is accepted too: a player may switch language in the middle of a battle.
 */
export function checkAnswer(id: string, lang: Lang, answerText: string): AnswerCheck | undefined {
  const question = getBank().byId.get(id);
  if (!question) return undefined;
  const other: Lang = lang === 'en' ? 'ru' : 'en';
  let index = question[lang].answers.indexOf(answerText);
  if (index < 0) index = question[other].answers.indexOf(answerText);
  return {
    correct: index === question.correctIndex,
    correctAnswer: question[lang].answers[question.correctIndex] ?? '',
  };
}

/** Flashcards of a sport in one language; an empty list for a sport without flashcards. */
export function flashcardsFor(sport: SportName, lang: Lang, options: FlashcardOptions = {}): ServedFlashcard[] {
  const resolved = requireSport(sport);
  const flashcardSport = FLASHCARD_SPORTS.find((s) => s === resolved);
  if (!flashcardSport) return [];
  const level = options.level === undefined ? undefined : requireLevel(options.level);
  const cards = FLASHCARDS[flashcardSport].filter((card) => level === undefined || card.level === level);
  let chosen = cards;
  if (options.count !== undefined) {
    requireCount(options.count);
    chosen = sample(cards, options.count, options.random ?? Math.random);
  }
  return chosen.map((card) => ({
    id: card.id,
    sport: card.sport,
    level: card.level,
    term: card.term[lang],
    definition: card.definition[lang],
  }));
}

/** Every debate topic, in authored order. */
export function allDebateTopics(): readonly DebateTopic[] {
  return DEBATE_TOPICS;
}

function serve(question: Question, lang: Lang): ServedQuestion {
  const texts = question[lang].answers;
  const answer = (index: 0 | 1 | 2 | 3): ServedAnswer => ({ label: ANSWER_LABELS[index], text: texts[index] ?? '' });
  return {
    id: question.id,
    sport: question.sport,
    level: question.level,
    text: question[lang].text,
    answers: [answer(0), answer(1), answer(2), answer(3)],
  };
}

/** Up to `count` distinct items in random order (a partial Fisher-Yates shuffle). */
function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const size = Math.min(count, pool.length);
  for (let i = 0; i < size; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, size);
}

// Callers are typed, but the server forwards values from requests: fail loudly on bad ones.
function requireSport(name: string): Sport {
  const sport = resolveSport(name);
  if (!sport) throw new RangeError(`Unknown sport: ${name}`);
  return sport;
}

function requireLevel(level: string): Level {
  const known = LEVELS.find((l) => l === level);
  if (!known) throw new RangeError(`Unknown level: ${level}`);
  return known;
}

function requireCount(count: number): void {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Invalid count: ${count}`);
}
