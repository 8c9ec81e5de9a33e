/**
 * Wrong answers of the right era (issue #17): a 2001 French Open question never offers Rafael
 * Nadal, a Tokyo 2020 one never Lindsay Davenport. Someone's active years are read from the
 * bank itself: the first and last year a dated table of the same sport names them (a final's
 * champion or runner-up, a season's captain...). In a dated table's person questions
 * (`era: 'person'`), a wrong answer the bank knows such years for must have been active within
 * `margin` years of the question's year. Templates meet it by drawing wrong answers from the
 * people of rows at most `margin` years away.
 */
import type { Bank } from './bank.js';
import type { QuestionDraft, Sport } from './model.js';
import { ERA_MARGIN } from './model.js';

/** First and last year a person is a right answer in the sport's dated questions. */
export type ActiveYears = ReadonlyMap<string, readonly [number, number]>;

interface DatedDraft extends QuestionDraft {
  readonly year: number;
  readonly era: 'person';
}

const isDatedPerson = (draft: QuestionDraft): draft is DatedDraft => draft.era === 'person' && draft.year !== undefined;

function datedDrafts(bank: Bank): DatedDraft[] {
  return bank.tables.flatMap((table) => table.build().filter(isDatedPerson));
}

/** Each sport's people (by English name) and the first and last year a dated row names them. */
export function activeYears(bank: Bank): ReadonlyMap<Sport, ActiveYears> {
  const out = new Map<Sport, Map<string, [number, number]>>();
  for (const table of bank.tables) {
    const spans = out.get(table.sport) ?? new Map<string, [number, number]>();
    for (const { name, year } of table.appearances()) {
      const span = spans.get(name.en);
      spans.set(name.en, span ? [Math.min(span[0], year), Math.max(span[1], year)] : [year, year]);
    }
    out.set(table.sport, spans);
  }
  return out;
}

/** Served dated person questions whose wrong answers include someone not active that year. */
export function eraProblems(bank: Bank, margin = ERA_MARGIN): string[] {
  const years = activeYears(bank);
  const problems: string[] = [];
  for (const draft of datedDrafts(bank)) {
    const question = bank.byId.get(draft.id);
    if (!question) continue; // dropped drafts are never served
    const spans = years.get(draft.sport);
    question.en.answers.forEach((answer, i) => {
      const span = spans?.get(answer);
      if (i === question.correctIndex || !span) return;
      const m = draft.eraMargin ?? margin;
      if (draft.year < span[0] - m || draft.year > span[1] + m) {
        problems.push(`${draft.id} (${draft.year}): "${answer}" is named only in ${span[0]}-${span[1]}`);
      }
    });
  }
  return problems;
}
