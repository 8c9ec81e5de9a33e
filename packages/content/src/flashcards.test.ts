/** Validators of the training flashcards: enough per sport, translated, concise, unique. */
import { describe, expect, it } from 'vitest';
import { FLASHCARDS } from './flashcards/index.js';
import type { Localized } from './model.js';
import { FLASHCARD_SPORTS, LANGS, LEVELS, normalise } from './model.js';

const MINIMUM_PER_SPORT = 40;
const MAX_DEFINITION = 200;
const LETTER = /\p{L}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

function expectNone(problems: readonly string[]): void {
  expect(problems.length, `${problems.length} problems:\n${problems.slice(0, 25).join('\n')}`).toBe(0);
}

function localizedProblems(label: string, value: Localized, max: number): string[] {
  const problems: string[] = [];
  for (const lang of LANGS) {
    const text = value[lang];
    if (!text.trim() || text !== text.trim()) problems.push(`${label}: ${lang} is empty or untrimmed`);
    if (text.length > max) problems.push(`${label}: ${lang} is ${text.length} chars (max ${max})`);
  }
  // A text with letters must be translated; '4-4-2' or '2.43 m' may stay the same.
  if (LETTER.test(value.en) && !CYRILLIC.test(value.ru)) problems.push(`${label}: ru has no Cyrillic ("${value.ru}")`);
  if (CYRILLIC.test(value.en)) problems.push(`${label}: en contains Cyrillic ("${value.en}")`);
  return problems;
}

describe.each(FLASHCARD_SPORTS)('%s flashcards', (sport) => {
  const cards = FLASHCARDS[sport];

  it(`has at least ${MINIMUM_PER_SPORT} cards`, () => {
    expect(cards.length).toBeGreaterThanOrEqual(MINIMUM_PER_SPORT);
  });

  it('has well-formed cards of this sport', () => {
    const problems: string[] = [];
    for (const card of cards) {
      if (card.sport !== sport) problems.push(`${card.id}: sport ${card.sport}`);
      if (!card.id.startsWith(`fc.${sport}.`)) problems.push(`${card.id}: id must start with fc.${sport}.`);
      if (!LEVELS.includes(card.level)) problems.push(`${card.id}: level ${card.level}`);
      problems.push(...localizedProblems(`${card.id} term`, card.term, 60));
      problems.push(...localizedProblems(`${card.id} definition`, card.definition, MAX_DEFINITION));
    }
    expectNone(problems);
  });

  it('has no duplicate ids or terms', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    const terms = { en: new Set<string>(), ru: new Set<string>() };
    for (const card of cards) {
      if (ids.has(card.id)) problems.push(`duplicate id ${card.id}`);
      ids.add(card.id);
      for (const lang of LANGS) {
        const term = normalise(card.term[lang]);
        if (terms[lang].has(term)) problems.push(`${card.id}: duplicate ${lang} term "${card.term[lang]}"`);
        terms[lang].add(term);
      }
    }
    expectNone(problems);
  });
});
