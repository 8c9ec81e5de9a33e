/**
 * Wrong answers of the right era (issue #17), over the whole bank: in every dated table's
 * person questions, each wrong answer was active within the table's margin of the question's
 * year. Plus the check itself on a fixture, so it is known to catch the Nadal-in-2001 case.
 */
import { describe, expect, it } from 'vitest';
import { buildBank, getBank } from './bank.js';
import { activeYears, eraProblems } from './era.js';
import type { Localized } from './model.js';
import { defineTable, L } from './model.js';

interface Final {
  readonly year: number;
  readonly champion: Localized;
  readonly runnerUp: Localized;
}

const P = {
  kuerten: L('Gustavo Kuerten', 'Густаво Куэртен'),
  ferrero: L('Juan Carlos Ferrero', 'Хуан Карлос Ферреро'),
  costa: L('Albert Costa', 'Альберт Коста'),
  gaudio: L('Gastón Gaudio', 'Гастон Гаудио'),
  coria: L('Guillermo Coria', 'Гильермо Кориа'),
  nadal: L('Rafael Nadal', 'Рафаэль Надаль'),
  puerta: L('Mariano Puerta', 'Мариано Пуэрта'),
  federer: L('Roger Federer', 'Роджер Федерер'),
  verkerk: L('Martin Verkerk', 'Мартин Веркерк'),
};

const FINALS: readonly Final[] = [
  { year: 2001, champion: P.kuerten, runnerUp: L('Àlex Corretja', 'Алекс Корретха') },
  { year: 2002, champion: P.costa, runnerUp: P.ferrero },
  { year: 2003, champion: P.ferrero, runnerUp: P.verkerk },
  { year: 2004, champion: P.gaudio, runnerUp: P.coria },
  { year: 2005, champion: P.nadal, runnerUp: P.puerta },
  { year: 2006, champion: P.nadal, runnerUp: P.federer },
];

/**
 * A French Open table whose wrong answers are the finalists within `spread` years, or, with
 * `nadalFor2001`, Nadal, Federer and Puerta (finalists of 2005-2006 only) for 2001.
 */
function bankWith(spread: number, nadalFor2001 = false) {
  const table = defineTable<Final>({
    id: 'fixture.rg',
    sport: 'tennis',
    source: { title: 'Fixture', url: 'https://example.com/rg', asOf: '2025-01-01' },
    rows: FINALS,
    key: (r) => String(r.year),
    year: (r) => r.year,
    people: (r) => [r.champion, r.runnerUp],
    templates: [
      {
        id: 'champion',
        era: 'person',
        level: () => 'easy',
        question: (r) => L(`Who won the ${r.year} French Open?`, `Кто выиграл Ролан Гаррос ${r.year} года?`),
        answer: (r) => r.champion,
        distractors: (r, rows) =>
          nadalFor2001 && r.year === 2001
            ? [P.nadal, P.federer, P.puerta]
            : rows.filter((x) => Math.abs(x.year - r.year) <= spread).flatMap((x) => [x.champion, x.runnerUp]),
      },
    ],
  });
  return buildBank([{ sport: 'tennis', tables: [table], handWritten: [] }]);
}

// Built at collection, outside the tests' time limit: the whole bank takes seconds to build
// while other suites build theirs.
const wholeBank = eraProblems(getBank());

describe('era of wrong answers', () => {
  it('reads active years from every name of a dated row', () => {
    expect(activeYears(bankWith(3)).get('tennis')?.get('Rafael Nadal')).toEqual([2005, 2006]);
  });

  it('catches a wrong answer who was not active that year (Nadal for 2001)', () => {
    const problems = eraProblems(bankWith(3, true));
    expect(problems).toContain('fixture.rg:champion:2001 (2001): "Rafael Nadal" is named only in 2005-2006');
    // Federer (2006 only here) and Puerta (2005) are just as far from 2001.
    expect(problems.filter((p) => p.startsWith('fixture.rg:champion:2001 '))).toHaveLength(3);
    expect(problems.every((p) => p.startsWith('fixture.rg:champion:2001 '))).toBe(true);
  });

  it('allows the margin either side: a 2003 question may offer the 2006 runner-up', () => {
    expect(eraProblems(bankWith(3, true), 3).some((p) => p.startsWith('fixture.rg:champion:2003'))).toBe(false);
  });

  it('passes wrong answers drawn from the years around the question', () => {
    expect(eraProblems(bankWith(3))).toEqual([]);
  });

  it('holds over the whole bank: every dated person question offers people of its era', () => {
    const problems = wholeBank;
    expect(problems.length, `${problems.length} problems:\n${problems.slice(0, 25).join('\n')}`).toBe(0);
  });
});
