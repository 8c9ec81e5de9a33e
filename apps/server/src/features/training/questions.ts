import { drawQuestions, flashcardsFor, getQuestion, type QuestionWithAnswer } from '@fanclash/content';
import {
  LEVELS,
  TRAINING_LIMITS,
  TRAINING_SPORTS,
  type Flashcard,
  type Language,
  type Level,
  type TrainingLevelFilter,
  type TrainingQuestion,
  type TrainingSportFilter,
} from '@fanclash/protocol';

/** The question bank and knowledge cards as training sees them (read only, public API only). */

type Random = () => number;

const sportsOf = (sport: TrainingSportFilter) => (sport === 'all' ? [...TRAINING_SPORTS] : [sport]);
const levelsOf = (level: TrainingLevelFilter): Level[] => (level === 'all' ? [...LEVELS] : [level]);

/** A bank question with its correct flag on each answer (training shows the answer after a pick). */
export function toTrainingQuestion(question: QuestionWithAnswer, originalAnswerId?: string): TrainingQuestion {
  return {
    id: question.id,
    question: question.text,
    answers: question.answers.map((a, index) => ({ label: a.label, text: a.text, correct: index === question.correctIndex })),
    correctAnswer: question.correctAnswer,
    sport: question.sport,
    level: question.level,
    ...(originalAnswerId ? { originalAnswerId } : {}),
  };
}

/** A question by its bank id in one language, or undefined. */
export function bankQuestion(id: string, lang: Language): QuestionWithAnswer | undefined {
  return getQuestion(id, lang);
}

/** `count` random questions of a sport (or all training sports) and a level (or all levels). */
export function randomQuestions(
  sport: TrainingSportFilter,
  level: TrainingLevelFilter,
  count: number,
  lang: Language,
  random: Random = Math.random,
  /** Questions players reported until they left the draw (features/question-reports/hidden.ts). */
  excludeIds: ReadonlySet<string> = new Set(),
): TrainingQuestion[] {
  const pool = sportsOf(sport).flatMap((s) =>
    levelsOf(level).flatMap((l) => drawQuestions({ sport: s, level: l, count, lang, random, excludeIds })),
  );
  // Several pools are merged here: a reported question drawn to fill one pool goes after the
  // others' questions (a stable sort keeps the shuffle otherwise).
  const hiddenLast = (q: { id: string }) => (excludeIds.has(q.id) ? 1 : 0);
  return shuffle(pool, random)
    .sort((a, b) => hiddenLast(a) - hiddenLast(b))
    .slice(0, count)
    .flatMap((q) => {
      const full = getQuestion(q.id, lang);
      return full ? [toTrainingQuestion(full)] : [];
    });
}

/** Practice (section 9): up to 5 random sports, one question each. */
export function practiceQuestions(
  level: TrainingLevelFilter,
  lang: Language,
  random: Random = Math.random,
  excludeIds: ReadonlySet<string> = new Set(),
): TrainingQuestion[] {
  const sports = shuffle([...TRAINING_SPORTS], random).slice(0, TRAINING_LIMITS.practiceSports);
  return sports.flatMap((sport) => randomQuestions(sport, level, 1, lang, random, excludeIds));
}

/**
 * Knowledge cards of a sport (or every training sport): the level asked for ('all' is medium,
 * section 5), then the sport's other levels when that level has too few.
 */
export function knowledgeCards(
  sport: TrainingSportFilter,
  level: TrainingLevelFilter,
  count: number,
  lang: Language,
  random: Random = Math.random,
): Flashcard[] {
  const wanted: Level = level === 'all' ? 'medium' : level;
  const all = sportsOf(sport).flatMap((s) => flashcardsFor(s, lang));
  const preferred = shuffle(
    all.filter((c) => c.level === wanted),
    random,
  );
  const others = shuffle(
    all.filter((c) => c.level !== wanted),
    random,
  );
  return [...preferred, ...others].slice(0, count).map((card) => ({
    id: card.id,
    term: card.term,
    definition: card.definition,
    sport: card.sport,
    level: card.level,
    source: 'sport_knowledge',
  }));
}

/** A knowledge card by id in another language (translate-flashcards), or undefined. */
export function knowledgeCard(id: string, sport: string, lang: Language): Flashcard | undefined {
  const known = TRAINING_SPORTS.find((s) => s === (sport === 'football' ? 'soccer' : sport));
  const sports = known ? [known] : [...TRAINING_SPORTS];
  for (const s of sports) {
    const card = flashcardsFor(s, lang).find((c) => c.id === id);
    if (card)
      return { id: card.id, term: card.term, definition: card.definition, sport: card.sport, level: card.level, source: 'sport_knowledge' };
  }
  return undefined;
}

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Which of a bank question's answers a text is, in either language (null when none). */
export function answerIndex(bankId: string, text: string): number | null {
  for (const lang of ['en', 'ru'] as const) {
    const index = getQuestion(bankId, lang)?.answers.findIndex((a) => a.text === text) ?? -1;
    if (index >= 0) return index;
  }
  return null;
}
