import type { FactSource, HandWrittenQuestion, Level, Sport } from './model.js';

/** A hand-written question's texts in one language: the question, the right answer, three wrong ones. */
export type HandWrittenTexts = readonly [question: string, correct: string, wrong: readonly [string, string, string]];

/** The four answers with the right one first. */
export type AnswersRightFirst = readonly [string, string, string, string];

/**
 * The constructor of one sport's hand-written questions: ids get the sport's prefix
 * (`${prefix}.${id}`), so they stay stable and never collide across sports.
 */
export function handWrittenFor(sport: Sport, prefix: string = sport) {
  return (id: string, level: Level, source: FactSource, en: HandWrittenTexts, ru: HandWrittenTexts): HandWrittenQuestion => ({
    id: `${prefix}.${id}`,
    sport,
    level,
    source,
    en: { q: en[0], correct: en[1], wrong: en[2] },
    ru: { q: ru[0], correct: ru[1], wrong: ru[2] },
  });
}

/** The same, for files that list each language as a question and its four answers, right first. */
export function handWrittenFromLists(sport: Sport, prefix: string = sport) {
  const make = handWrittenFor(sport, prefix);
  return (
    id: string,
    level: Level,
    source: FactSource,
    en: string,
    enAnswers: AnswersRightFirst,
    ru: string,
    ruAnswers: AnswersRightFirst,
  ) =>
    make(
      id,
      level,
      source,
      [en, enAnswers[0], [enAnswers[1], enAnswers[2], enAnswers[3]]],
      [ru, ruAnswers[0], [ruAnswers[1], ruAnswers[2], ruAnswers[3]]],
    );
}
