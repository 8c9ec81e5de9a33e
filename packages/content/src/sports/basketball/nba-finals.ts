import type { Localized } from '../../model.js';
import { dated, eraPeople, preferring } from '../../distractors.js';
import { defineTable, L, levelByYear, N, nearbyYears } from '../../model.js';
import { widenedActive } from '../../seasons.js';
import { NBA_CLUB_SEASONS } from './club-seasons.js';
import { club, NBA_STARS, PLAYER as P, TEAM as T } from './names.js';

/**
 * NBA Finals 1947-2025 (1947-1949: BAA Finals, which the NBA counts as its own). Clubs under
 * the name they had that year. Finals MVP from 1969, the award's first year.
 */
interface Final {
  readonly year: number;
  readonly champion: Localized;
  readonly runnerUp: Localized;
  /** Games played in the series (best of seven). */
  readonly games: 4 | 5 | 6 | 7;
  readonly mvp?: Localized;
}

const rows: readonly Final[] = [
  { year: 1947, champion: T.philadelphiaWarriors, runnerUp: T.chicagoStags, games: 5 },
  { year: 1948, champion: T.baltimoreBullets, runnerUp: T.philadelphiaWarriors, games: 6 },
  { year: 1949, champion: T.minneapolisLakers, runnerUp: T.washingtonCapitols, games: 6 },
  { year: 1950, champion: T.minneapolisLakers, runnerUp: T.syracuseNationals, games: 6 },
  { year: 1951, champion: T.rochesterRoyals, runnerUp: T.knicks, games: 7 },
  { year: 1952, champion: T.minneapolisLakers, runnerUp: T.knicks, games: 7 },
  { year: 1953, champion: T.minneapolisLakers, runnerUp: T.knicks, games: 5 },
  { year: 1954, champion: T.minneapolisLakers, runnerUp: T.syracuseNationals, games: 7 },
  { year: 1955, champion: T.syracuseNationals, runnerUp: T.fortWaynePistons, games: 7 },
  { year: 1956, champion: T.philadelphiaWarriors, runnerUp: T.fortWaynePistons, games: 5 },
  { year: 1957, champion: T.celtics, runnerUp: T.stLouisHawks, games: 7 },
  { year: 1958, champion: T.stLouisHawks, runnerUp: T.celtics, games: 6 },
  { year: 1959, champion: T.celtics, runnerUp: T.minneapolisLakers, games: 4 },
  { year: 1960, champion: T.celtics, runnerUp: T.stLouisHawks, games: 7 },
  { year: 1961, champion: T.celtics, runnerUp: T.stLouisHawks, games: 5 },
  { year: 1962, champion: T.celtics, runnerUp: T.lakers, games: 7 },
  { year: 1963, champion: T.celtics, runnerUp: T.lakers, games: 6 },
  { year: 1964, champion: T.celtics, runnerUp: T.sanFranciscoWarriors, games: 5 },
  { year: 1965, champion: T.celtics, runnerUp: T.lakers, games: 5 },
  { year: 1966, champion: T.celtics, runnerUp: T.lakers, games: 7 },
  { year: 1967, champion: T.sixers, runnerUp: T.sanFranciscoWarriors, games: 6 },
  { year: 1968, champion: T.celtics, runnerUp: T.lakers, games: 6 },
  { year: 1969, champion: T.celtics, runnerUp: T.lakers, games: 7, mvp: P.west },
  { year: 1970, champion: T.knicks, runnerUp: T.lakers, games: 7, mvp: P.reed },
  { year: 1971, champion: T.bucks, runnerUp: T.baltimoreBullets, games: 4, mvp: P.abdulJabbar },
  { year: 1972, champion: T.lakers, runnerUp: T.knicks, games: 5, mvp: P.chamberlain },
  { year: 1973, champion: T.knicks, runnerUp: T.lakers, games: 5, mvp: P.reed },
  { year: 1974, champion: T.celtics, runnerUp: T.bucks, games: 7, mvp: P.havlicek },
  { year: 1975, champion: T.warriors, runnerUp: T.washingtonBullets, games: 4, mvp: P.barry },
  { year: 1976, champion: T.celtics, runnerUp: T.suns, games: 6, mvp: P.white },
  { year: 1977, champion: T.blazers, runnerUp: T.sixers, games: 6, mvp: P.walton },
  { year: 1978, champion: T.washingtonBullets, runnerUp: T.seattleSupersonics, games: 7, mvp: P.unseld },
  { year: 1979, champion: T.seattleSupersonics, runnerUp: T.washingtonBullets, games: 5, mvp: P.johnsonDennis },
  { year: 1980, champion: T.lakers, runnerUp: T.sixers, games: 6, mvp: P.johnsonMagic },
  { year: 1981, champion: T.celtics, runnerUp: T.rockets, games: 6, mvp: P.maxwell },
  { year: 1982, champion: T.lakers, runnerUp: T.sixers, games: 6, mvp: P.johnsonMagic },
  { year: 1983, champion: T.sixers, runnerUp: T.lakers, games: 4, mvp: P.maloneMoses },
  { year: 1984, champion: T.celtics, runnerUp: T.lakers, games: 7, mvp: P.bird },
  { year: 1985, champion: T.lakers, runnerUp: T.celtics, games: 6, mvp: P.abdulJabbar },
  { year: 1986, champion: T.celtics, runnerUp: T.rockets, games: 6, mvp: P.bird },
  { year: 1987, champion: T.lakers, runnerUp: T.celtics, games: 6, mvp: P.johnsonMagic },
  { year: 1988, champion: T.lakers, runnerUp: T.pistons, games: 7, mvp: P.worthy },
  { year: 1989, champion: T.pistons, runnerUp: T.lakers, games: 4, mvp: P.dumars },
  { year: 1990, champion: T.pistons, runnerUp: T.blazers, games: 5, mvp: P.thomas },
  { year: 1991, champion: T.bulls, runnerUp: T.lakers, games: 5, mvp: P.jordan },
  { year: 1992, champion: T.bulls, runnerUp: T.blazers, games: 6, mvp: P.jordan },
  { year: 1993, champion: T.bulls, runnerUp: T.suns, games: 6, mvp: P.jordan },
  { year: 1994, champion: T.rockets, runnerUp: T.knicks, games: 7, mvp: P.olajuwon },
  { year: 1995, champion: T.rockets, runnerUp: T.magic, games: 4, mvp: P.olajuwon },
  { year: 1996, champion: T.bulls, runnerUp: T.seattleSupersonics, games: 6, mvp: P.jordan },
  { year: 1997, champion: T.bulls, runnerUp: T.jazz, games: 6, mvp: P.jordan },
  { year: 1998, champion: T.bulls, runnerUp: T.jazz, games: 6, mvp: P.jordan },
  { year: 1999, champion: T.spurs, runnerUp: T.knicks, games: 5, mvp: P.duncan },
  { year: 2000, champion: T.lakers, runnerUp: T.pacers, games: 6, mvp: P.oNeal },
  { year: 2001, champion: T.lakers, runnerUp: T.sixers, games: 5, mvp: P.oNeal },
  { year: 2002, champion: T.lakers, runnerUp: T.newJerseyNets, games: 4, mvp: P.oNeal },
  { year: 2003, champion: T.spurs, runnerUp: T.newJerseyNets, games: 6, mvp: P.duncan },
  { year: 2004, champion: T.pistons, runnerUp: T.lakers, games: 5, mvp: P.billups },
  { year: 2005, champion: T.spurs, runnerUp: T.pistons, games: 7, mvp: P.duncan },
  { year: 2006, champion: T.heat, runnerUp: T.mavericks, games: 6, mvp: P.wade },
  { year: 2007, champion: T.spurs, runnerUp: T.cavaliers, games: 4, mvp: P.parker },
  { year: 2008, champion: T.celtics, runnerUp: T.lakers, games: 6, mvp: P.pierce },
  { year: 2009, champion: T.lakers, runnerUp: T.magic, games: 5, mvp: P.bryant },
  { year: 2010, champion: T.lakers, runnerUp: T.celtics, games: 7, mvp: P.bryant },
  { year: 2011, champion: T.mavericks, runnerUp: T.heat, games: 6, mvp: P.nowitzki },
  { year: 2012, champion: T.heat, runnerUp: T.thunder, games: 5, mvp: P.james },
  { year: 2013, champion: T.heat, runnerUp: T.spurs, games: 7, mvp: P.james },
  { year: 2014, champion: T.spurs, runnerUp: T.heat, games: 5, mvp: P.leonard },
  { year: 2015, champion: T.warriors, runnerUp: T.cavaliers, games: 6, mvp: P.iguodala },
  { year: 2016, champion: T.cavaliers, runnerUp: T.warriors, games: 7, mvp: P.james },
  { year: 2017, champion: T.warriors, runnerUp: T.cavaliers, games: 5, mvp: P.durant },
  { year: 2018, champion: T.warriors, runnerUp: T.cavaliers, games: 4, mvp: P.durant },
  { year: 2019, champion: T.raptors, runnerUp: T.warriors, games: 6, mvp: P.leonard },
  { year: 2020, champion: T.lakers, runnerUp: T.heat, games: 6, mvp: P.james },
  { year: 2021, champion: T.bucks, runnerUp: T.suns, games: 6, mvp: P.antetokounmpo },
  { year: 2022, champion: T.warriors, runnerUp: T.celtics, games: 6, mvp: P.curry },
  { year: 2023, champion: T.nuggets, runnerUp: T.heat, games: 5, mvp: P.jokic },
  { year: 2024, champion: T.celtics, runnerUp: T.mavericks, games: 5, mvp: P.brown },
  { year: 2025, champion: T.thunder, runnerUp: T.pacers, games: 7, mvp: P.gilgeousAlexander },
];

/** "the 1998 NBA Finals" / "финал НБА 1998 года"; the first three were BAA Finals. */
function finals(year: number): Localized {
  return year <= 1949
    ? L(`the ${year} BAA Finals (the NBA's forerunner)`, `финал БАА (предшественницы НБА) ${year} года`)
    : L(`the ${year} NBA Finals`, `финал НБА ${year} года`);
}

const GAMES = [4, 5, 6, 7].map((n) => N(n));

const finalsMvps = dated(
  rows,
  (r) => r.year,
  (r) => r.mvp,
);
NBA_STARS.add(() => finalsMvps);

/**
 * Finalists of the Finals around this one that played under that name in this very season
 * (`NBA_CLUB_SEASONS`), never the answer: within four years first, widened only among that
 * season's clubs. Too few and the question is dropped.
 */
function finalistsNear(r: Final, answer: Localized): Localized[] {
  return widenedActive(
    NBA_CLUB_SEASONS,
    r.year,
    (spread) =>
      rows
        .filter((x) => Math.abs(x.year - r.year) <= spread)
        .flatMap((x) => [x.champion, x.runnerUp])
        .filter((team) => team.en !== answer.en),
    { from: 4, step: 4, to: 40, min: 6 },
  );
}

export const nbaFinals = defineTable<Final>({
  id: 'basketball.nba-finals',
  sport: 'basketball',
  source: {
    title: 'Wikipedia: List of NBA champions; NBA Finals Most Valuable Player Award',
    url: 'https://en.wikipedia.org/wiki/List_of_NBA_champions',
    asOf: '2025-07-01',
  },
  rows,
  key: (row) => String(row.year),
  year: (row) => row.year,
  templates: [
    {
      id: 'champion',
      kind: { of: 'club', group: () => 'NBA Finals teams', members: (r) => [r.champion, r.runnerUp] },
      season: { facts: NBA_CLUB_SEASONS, year: (r) => r.year },
      level: (r) => levelByYear(r.year, 1991, 1969),
      question: (r) => L(`Which team won ${finals(r.year).en}?`, `Какая команда выиграла ${finals(r.year).ru}?`),
      answer: (r) => r.champion,
      distractors: (r) => finalistsNear(r, r.champion),
    },
    {
      id: 'runner-up',
      kind: { of: 'club', group: () => 'NBA Finals teams', members: (r) => [r.champion, r.runnerUp] },
      season: { facts: NBA_CLUB_SEASONS, year: (r) => r.year },
      level: (r) => levelByYear(r.year, 2004, 1980),
      question: (r) => L(`Which team lost ${finals(r.year).en}?`, `Какая команда проиграла ${finals(r.year).ru}?`),
      answer: (r) => r.runnerUp,
      distractors: (r) => finalistsNear(r, r.runnerUp),
    },
    {
      id: 'finals-mvp',
      era: 'person',
      level: (r) => levelByYear(r.year, 1991, 1977),
      applies: (r) => r.mvp !== undefined,
      question: (r) => L(`Who was named MVP of ${finals(r.year).en}?`, `Кто стал MVP финала НБА ${r.year} года?`),
      answer: (r) => r.mvp as Localized,
      // Finals MVPs of the years around it; where one man won them all, also the season MVPs.
      distractors: (r) => preferring(r.mvp as Localized, [eraPeople(r.year, finalsMvps), eraPeople(r.year, NBA_STARS.all())]),
    },
    {
      // Players with one Finals MVP only: for repeat winners the text has several answers
      // and the generator drops it.
      id: 'mvp-year',
      level: (r) => levelByYear(r.year, 2004, 1980),
      applies: (r) => r.mvp !== undefined,
      question: (r) => {
        const mvp = r.mvp as Localized;
        return L(`In which year was ${mvp.en} named NBA Finals MVP?`, `В каком году ${mvp.ru} стал MVP финала НБА?`);
      },
      answer: (r) => N(r.year),
      distractors: (r) => nearbyYears(r.year, 5, 1969, 2025),
    },
    {
      id: 'games',
      level: (r) => levelByYear(r.year, 2010, 1980),
      question: (r) =>
        L(
          `How many games did ${finals(r.year).en} last?`,
          `Сколько матчей продлилась финальная серия ${r.year <= 1949 ? 'БАА' : 'НБА'} ${r.year} года?`,
        ),
      answer: (r) => N(r.games),
      distractors: () => GAMES,
    },
    {
      // The pair in alphabetical order: two Finals between the same clubs share one text and
      // are dropped as ambiguous. Club names stay in the nominative, in guillemets.
      id: 'year-of-final',
      level: (r) => levelByYear(r.year, 2004, 1980),
      applies: (r) => r.year >= 1950,
      question: (r) => {
        const [a, b] = [r.champion, r.runnerUp].map(club).sort((x, y) => x.en.localeCompare(y.en)) as [Localized, Localized];
        return L(
          `In which year did the ${a.en} and the ${b.en} meet in the NBA Finals?`,
          `В каком году в финале НБА встретились ${a.ru} и ${b.ru}?`,
        );
      },
      answer: (r) => N(r.year),
      distractors: (r) => nearbyYears(r.year, 6, 1950, 2025),
    },
  ],
});
