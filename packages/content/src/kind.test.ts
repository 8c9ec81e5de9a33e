/**
 * Wrong answers of the right kind (issue #17), over the whole bank: a club question offers
 * clubs of the right answer's league or country, a venue question venues of the same
 * competition. Plus the check itself on fixtures, so it is known to catch a Brazilian club in
 * an English question, a club the table never names and a venue of another competition.
 */
import { describe, expect, it } from 'vitest';
import { buildBank, getBank } from './bank.js';
import { kindProblems } from './kind.js';
import type { Localized } from './model.js';
import { defineTable, L } from './model.js';

interface Club {
  readonly club: Localized;
  readonly country: string;
  readonly stadium: Localized;
}

const CLUBS: readonly Club[] = [
  { club: L('Arsenal', 'Арсенал'), country: 'England', stadium: L('Emirates Stadium', 'Эмирейтс') },
  { club: L('Everton', 'Эвертон'), country: 'England', stadium: L('Goodison Park', 'Гудисон Парк') },
  { club: L('Liverpool', 'Ливерпуль'), country: 'England', stadium: L('Anfield', 'Энфилд') },
  { club: L('Chelsea', 'Челси'), country: 'England', stadium: L('Stamford Bridge', 'Стэмфорд Бридж') },
  { club: L('Flamengo', 'Фламенго'), country: 'Brazil', stadium: L('Maracanã', 'Маракана') },
];

const SANTOS = L('Santos', 'Сантос');

/** A stadium -> club table; `wrongFor` gives a row hand-picked wrong answers instead of its country's clubs. */
function clubBank(wrongFor?: { club: string; wrong: readonly Localized[] }) {
  const table = defineTable<Club>({
    id: 'fixture.clubs',
    sport: 'soccer',
    source: { title: 'Fixture', url: 'https://example.com/clubs', asOf: '2025-01-01' },
    rows: CLUBS,
    key: (r) => r.club.en,
    templates: [
      {
        id: 'stadium-to-club',
        kind: { of: 'club', group: (r) => r.country },
        level: () => 'easy',
        question: (r) => L(`Which club's home stadium is ${r.stadium.en}?`, `Домашний стадион какого клуба — «${r.stadium.ru}»?`),
        answer: (r) => r.club,
        distractors: (r) =>
          wrongFor?.club === r.club.en ? wrongFor.wrong : CLUBS.filter((x) => x.country === r.country).map((x) => x.club),
      },
    ],
  });
  return buildBank([{ sport: 'soccer', tables: [table], handWritten: [] }]);
}

interface Final {
  readonly year: number;
  readonly competition: string;
  readonly venue: Localized;
}

const FINALS: readonly Final[] = [
  { year: 2019, competition: 'ucl', venue: L('Metropolitano', 'Метрополитано') },
  { year: 2020, competition: 'ucl', venue: L('Estádio da Luz', 'Эштадиу да Луж') },
  { year: 2021, competition: 'ucl', venue: L('Estádio do Dragão', 'Эштадиу ду Драган') },
  { year: 2022, competition: 'ucl', venue: L('Stade de France', 'Стад де Франс') },
  { year: 2019, competition: 'uel', venue: L('Olympic Stadium (Baku)', 'Олимпийский стадион (Баку)') },
];

function venueBank(crossed: boolean) {
  const table = defineTable<Final>({
    id: 'fixture.finals',
    sport: 'soccer',
    source: { title: 'Fixture', url: 'https://example.com/finals', asOf: '2025-01-01' },
    rows: FINALS,
    key: (r) => `${r.competition}-${r.year}`,
    templates: [
      {
        id: 'venue',
        kind: { of: 'venue', group: (r) => r.competition },
        level: () => 'easy',
        question: (r) => L(`Where was the ${r.year} ${r.competition} final played?`, `Где прошёл финал ${r.competition} ${r.year} года?`),
        answer: (r) => r.venue,
        distractors: (r) => FINALS.filter((x) => crossed || x.competition === r.competition).map((x) => x.venue),
      },
    ],
  });
  return buildBank([{ sport: 'soccer', tables: [table], handWritten: [] }]);
}

// Built at collection, outside the tests' time limit: the whole bank takes seconds to build
// while other suites build theirs.
const wholeBank = kindProblems(getBank());

describe('kind of wrong answers', () => {
  it('passes clubs of the same country', () => {
    expect(kindProblems(clubBank())).toEqual([]);
  });

  it('catches a club of another country among the wrong answers', () => {
    const problems = kindProblems(
      clubBank({ club: 'Arsenal', wrong: [L('Flamengo', 'Фламенго'), L('Everton', 'Эвертон'), L('Chelsea', 'Челси')] }),
    );
    expect(problems).toEqual(['fixture.clubs:stadium-to-club:Arsenal: club "Flamengo" is of Brazil, not of England']);
  });

  it('catches a club the table does not name (its group is unknown)', () => {
    const problems = kindProblems(clubBank({ club: 'Arsenal', wrong: [SANTOS, L('Everton', 'Эвертон'), L('Chelsea', 'Челси')] }));
    expect(problems).toEqual(['fixture.clubs:stadium-to-club:Arsenal: club "Santos" is not a club the table names, not of England']);
  });

  it('catches a venue of another competition', () => {
    const problems = kindProblems(venueBank(true));
    expect(problems.some((p) => p.includes('"Olympic Stadium (Baku)" is of uel, not of ucl'))).toBe(true);
    expect(kindProblems(venueBank(false))).toEqual([]);
  });

  it('holds over the whole bank: every club and venue question offers wrong answers of its group', () => {
    const problems = wholeBank;
    expect(problems.length, `${problems.length} problems:\n${problems.slice(0, 25).join('\n')}`).toBe(0);
  });
});
