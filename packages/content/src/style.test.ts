/**
 * One style for the options of a question (issue 33), over the whole bank, plus the check on a
 * fixture so it is known to catch 'Иден Гарденс' beside «стадион …» options.
 */
import { describe, expect, it } from 'vitest';
import { buildBank, getBank } from './bank.js';
import type { Localized } from './model.js';
import { defineTable, L } from './model.js';
import { styleProblems } from './style.js';

interface Ground {
  readonly club: string;
  readonly ground: Localized;
}

function groundBank(eden: Localized) {
  const rows: readonly Ground[] = [
    { club: 'Mumbai Indians', ground: L('Wankhede Stadium', 'стадион «Ванкхеде»') },
    { club: 'Kolkata Knight Riders', ground: eden },
    { club: 'Rajasthan Royals', ground: L('Sawai Mansingh Stadium', 'стадион «Савай Мансингх»') },
    { club: 'Royal Challengers Bengaluru', ground: L('M. Chinnaswamy Stadium', 'стадион имени Чиннасвами') },
  ];
  const table = defineTable<Ground>({
    id: 'fixture.grounds',
    sport: 'cricket',
    source: { title: 'Fixture', url: 'https://example.com/grounds', asOf: '2025-01-01' },
    rows,
    key: (r) => r.club,
    templates: [
      {
        id: 'ground',
        level: () => 'hard',
        question: (r) => L(`What is the home ground of ${r.club}?`, `Какой стадион — домашний для клуба «${r.club}»?`),
        answer: (r) => r.ground,
      },
    ],
  });
  return buildBank([{ sport: 'cricket', tables: [table], handWritten: [] }]);
}

// Built once, outside the tests' time limit (the whole bank takes seconds to build).
const wholeBank = styleProblems(getBank());

describe('style of the options', () => {
  it('catches a bare name among «стадион …» options, in every question that offers it', () => {
    const problems = styleProblems(groundBank(L('Eden Gardens', 'Иден Гарденс')));
    expect(problems).toHaveLength(4);
    expect(problems.every((p) => p.includes('(ru)') && p.includes('Иден Гарденс'))).toBe(true);
  });

  it('passes options written alike, and lower-case options that all describe (no bare name)', () => {
    expect(styleProblems(groundBank(L('Eden Gardens', 'стадион «Иден Гарденс»')))).toEqual([]);
  });

  it('holds over the whole bank', () => {
    const problems = wholeBank;
    expect(problems.length, `${problems.length} problems:\n${problems.slice(0, 25).join('\n')}`).toBe(0);
  });
});
