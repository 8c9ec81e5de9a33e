import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import { activeOnly } from '../../seasons.js';
import { EARLY_HEAVYWEIGHTS, HEAVYWEIGHT_ACTIVE_YEARS } from './active-years.js';
import type { BoxerKey } from './boxers.js';
import { BOXERS } from './boxers.js';

/**
 * World heavyweight title changes in the ring: a reigning champion (lineal, or holder of a
 * WBA, WBC, IBF or WBO belt from the 1970s on) beaten by a challenger. Fights for vacant
 * titles are left out, so every row has a champion who lost his title that night.
 */
interface TitleChange {
  readonly year: number;
  readonly winner: Localized;
  readonly loser: Localized;
  readonly level: Level;
}

const E: Level = 'easy';
const M: Level = 'medium';
const H: Level = 'hard';

const CHANGES: readonly (readonly [number, BoxerKey, BoxerKey, Level])[] = [
  [1908, 'jackJohnson', 'burns', H],
  [1915, 'willard', 'jackJohnson', H],
  [1919, 'dempsey', 'willard', H],
  [1926, 'tunney', 'dempsey', H],
  [1932, 'sharkey', 'schmeling', H],
  [1933, 'carnera', 'sharkey', H],
  [1934, 'baer', 'carnera', H],
  [1935, 'braddock', 'baer', H],
  [1937, 'louis', 'braddock', M],
  [1951, 'walcott', 'charles', H],
  [1952, 'marciano', 'walcott', M],
  [1959, 'johansson', 'patterson', H],
  [1960, 'patterson', 'johansson', H],
  [1962, 'liston', 'patterson', H],
  [1964, 'clay', 'liston', E],
  [1970, 'frazier', 'ellis', H],
  [1973, 'foreman', 'frazier', M],
  [1974, 'ali', 'foreman', E],
  [1978, 'leonSpinks', 'ali', M],
  [1978, 'holmes', 'norton', H],
  [1978, 'ali', 'leonSpinks', H],
  [1985, 'michaelSpinks', 'holmes', H],
  [1986, 'tyson', 'berbick', M],
  [1990, 'douglas', 'tyson', E],
  [1990, 'holyfield', 'douglas', M],
  [1992, 'bowe', 'holyfield', M],
  [1993, 'holyfield', 'bowe', H],
  [1994, 'moorer', 'holyfield', H],
  [1994, 'foreman', 'moorer', M],
  [1996, 'holyfield', 'tyson', E],
  [1999, 'vitali', 'hide', M],
  [2000, 'byrd', 'vitali', M],
  [2000, 'wladimir', 'byrd', M],
  [2001, 'rahman', 'lewis', M],
  [2001, 'lewis', 'rahman', M],
  [2003, 'sanders', 'wladimir', M],
  [2005, 'valuev', 'johnRuiz', M],
  [2006, 'wladimir', 'byrd', M],
  [2006, 'maskaev', 'rahman', H],
  [2007, 'chagaev', 'valuev', M],
  [2007, 'ibragimov', 'briggs', H],
  [2008, 'wladimir', 'ibragimov', M],
  [2008, 'peter', 'maskaev', H],
  [2008, 'vitali', 'peter', M],
  [2009, 'haye', 'valuev', E],
  [2011, 'wladimir', 'haye', E],
  [2015, 'wilder', 'stiverne', M],
  [2015, 'fury', 'wladimir', E],
  [2016, 'joshua', 'charlesMartin', M],
  [2019, 'andyRuiz', 'joshua', E],
  [2019, 'joshua', 'andyRuiz', E],
  [2020, 'fury', 'wilder', E],
  [2021, 'usyk', 'joshua', E],
  [2024, 'usyk', 'fury', E],
];

const rows: readonly TitleChange[] = CHANGES.map(([year, winner, loser, level]) => ({
  year,
  winner: BOXERS[winner],
  loser: BOXERS[loser],
  level,
}));

/** Cassius Clay took the name Muhammad Ali in 1964: one man, never a wrong answer for himself. */
function samePerson(a: Localized, b: Localized): boolean {
  const ali = [BOXERS.clay, BOXERS.ali] as readonly Localized[];
  return a === b || (ali.includes(a) && ali.includes(b));
}

/**
 * Heavyweight champions and challengers of the title changes within `spread` years who boxed
 * professionally in this very year (`HEAVYWEIGHT_ACTIVE_YEARS`), and the other heavyweights
 * (Archie Moore, Joseph Parker, the early contenders) who did; never the two men of the fight. Never widened past the era margin: a question left
 * with fewer than three is dropped.
 */
function championsNear(r: TitleChange, spread: number): Localized[] {
  const near = rows.filter((x) => Math.abs(x.year - r.year) <= spread).flatMap((x) => [x.winner, x.loser]);
  const others = [...Object.values(EARLY_HEAVYWEIGHTS), BOXERS.moore, BOXERS.parker];
  return activeOnly(HEAVYWEIGHT_ACTIVE_YEARS, [...near, ...others], r.year).filter(
    (name) => !samePerson(name, r.loser) && !samePerson(name, r.winner),
  );
}

/** Title changes are years apart in some eras: wrong answers within eight years, active that year. */
const MARGIN = 8;
const season = { facts: HEAVYWEIGHT_ACTIVE_YEARS, year: (r: TitleChange) => r.year };

export const heavyweightTitleChanges = defineTable<TitleChange>({
  id: 'boxing.heavyweight-title-changes',
  sport: 'boxing',
  source: {
    title: 'Wikipedia: List of world heavyweight boxing champions',
    url: 'https://en.wikipedia.org/wiki/List_of_world_heavyweight_boxing_champions',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) =>
    `${r.year}-${r.winner.en
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '')}`,
  year: (r) => r.year,
  people: (r) => [r.winner, r.loser],
  eraMargin: MARGIN,
  templates: [
    {
      id: 'new-champion',
      era: 'person',
      season,
      level: (r) => r.level,
      question: (r) =>
        L(
          `In ${r.year}, ${r.loser.en} lost a world heavyweight title in the ring. Who beat him?`,
          `В ${r.year} году ${r.loser.ru} проиграл в ринге титул чемпиона мира в супертяжёлом весе. Кто его победил?`,
        ),
      answer: (r) => r.winner,
      // Champions and challengers within eight years who boxed that year (src/era.ts, src/seasons.ts).
      distractors: (r) => championsNear(r, MARGIN),
    },
    {
      id: 'beaten-champion',
      era: 'person',
      season,
      level: (r) => (r.level === 'easy' ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `In ${r.year}, ${r.winner.en} won a world heavyweight title in the ring. Whom did he beat for it?`,
          `В ${r.year} году ${r.winner.ru} завоевал в ринге титул чемпиона мира в супертяжёлом весе. Кого он для этого победил?`,
        ),
      answer: (r) => r.loser,
      distractors: (r) => championsNear(r, MARGIN),
    },
  ],
});
