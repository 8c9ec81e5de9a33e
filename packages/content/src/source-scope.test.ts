/**
 * Every cited source covers its fact (issue 33), over the whole bank, plus the check on
 * fixtures: a traditions question citing the Six Nations article for the haka, a row of a year
 * its source does not cover.
 */
import { describe, expect, it } from 'vitest';
import { buildBank, getBank } from './bank.js';
import type { HandWrittenQuestion } from './model.js';
import { defineTable, L, wikipedia } from './model.js';
import { namesTopic, sourceScopeProblems, titleYears } from './source-scope.js';

function hand(id: string, source = wikipedia('Six Nations Championship', '2025-03-15')): HandWrittenQuestion {
  return {
    id,
    sport: 'rugby',
    level: 'easy',
    source,
    en: {
      q: 'Which team performs the haka before its matches?',
      correct: 'New Zealand',
      wrong: ['Australia', 'South Africa', 'Argentina'],
    },
    ru: { q: 'Какая сборная исполняет хаку перед матчами?', correct: 'Новая Зеландия', wrong: ['Австралия', 'ЮАР', 'Аргентина'] },
  };
}

interface Final {
  readonly year: number;
  readonly winner: string;
}

function finalsBank(asOf: string, title: string) {
  const table = defineTable<Final>({
    id: 'fixture.finals',
    sport: 'rugby',
    source: { title, url: 'https://example.com/finals', asOf },
    rows: [
      { year: 2019, winner: 'South Africa' },
      { year: 2023, winner: 'South Africa' },
      { year: 2015, winner: 'New Zealand' },
      { year: 2011, winner: 'New Zealand' },
      { year: 2007, winner: 'South Africa' },
    ],
    key: (r) => String(r.year),
    year: (r) => r.year,
    templates: [
      {
        id: 'winner',
        level: () => 'easy',
        question: (r) => L(`Who won the ${r.year} final?`, `Кто выиграл финал ${r.year} года?`),
        answer: (r) => L(r.winner, r.winner === 'New Zealand' ? 'Новая Зеландия' : 'ЮАР'),
        distractors: () => [L('England', 'Англия'), L('Australia', 'Австралия'), L('France', 'Франция'), L('Wales', 'Уэльс')],
      },
    ],
  });
  return buildBank([{ sport: 'rugby', tables: [table], handWritten: [] }]);
}

// Built once, outside the tests' time limit (the whole bank takes seconds to build).
const wholeBank = sourceScopeProblems(getBank());

describe('sources cover their facts', () => {
  it('catches a question citing an article about another subject (the haka on the Six Nations page)', () => {
    const bank = buildBank([
      { sport: 'rugby', tables: [], handWritten: [hand('fixture.haka'), hand('fixture.haka-own', wikipedia('Haka', '2025-03-15'))] },
    ]);
    expect(sourceScopeProblems(bank)).toEqual([
      'fixture.haka: cites "Six Nations Championship", which the question does not name: "Which team performs the haka before its matches?"',
    ]);
  });

  it('reads topics by a word, an acronym, another name or a season', () => {
    expect(namesTopic('Video assistant referee', ['Which decisions can VAR review?'])).toBe(true);
    expect(namesTopic('French Open', ['Who won Roland Garros in 2005?'])).toBe(true);
    expect(namesTopic('2016–17 UEFA Champions League knockout phase', ['Barcelona beat PSG 6–1 in 2017. Who scored last?'])).toBe(true);
    expect(namesTopic('Bledisloe Cup', ['Which two teams play for the Calcutta Cup?'])).toBe(false);
  });

  it("catches a row of a year after its source's as-of date or outside the years its title covers", () => {
    expect(titleYears('List of champions, 1951-52 to 2024-25')).toEqual([1951, 2025]);
    expect(titleYears('World Series results 1903–2025')).toEqual([1903, 2025]);
    expect(sourceScopeProblems(finalsBank('2025-01-01', 'Finals 2007-2023'))).toEqual([]);
    expect(sourceScopeProblems(finalsBank('2022-01-01', 'Finals 2007-2023'))).toEqual([
      "fixture.finals:winner:2023: its 2023 fact is after its source's as-of date 2022-01-01",
    ]);
    expect(sourceScopeProblems(finalsBank('2025-01-01', 'Finals 2011-2023'))).toEqual([
      'fixture.finals:winner:2007: 2007 is outside the years its source covers (2011-2023, "Finals 2011-2023")',
    ]);
  });

  it('holds over the whole bank', () => {
    const problems = wholeBank;
    expect(problems.length, `${problems.length} problems:\n${problems.slice(0, 25).join('\n')}`).toBe(0);
  });
});
