import { dated, eraPeople, preferring } from '../../distractors.js';
import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear, N, nearbyNumbers } from '../../model.js';
import { CLUB as K } from './club-names.js';
import { editionYears, sameEra, STAR_PLAYERS } from './helpers.js';
import { PERSON as P } from './people.js';
import { premierLeagueScorers } from './premier-league-scorers.js';

/**
 * Ballon d'Or winners 1956-2024 (no award in 2020; the 2010-2015 FIFA Ballon d'Or counted, as
 * France Football counts it). `club` is the winner's club when the award was made; it is null
 * where the winner changed clubs in the award year (1973, 1987, 1995, 1997, 2000, 2002, 2006,
 * 2021, 2023), so "his club" would have two fair answers.
 */
interface Award {
  readonly year: number;
  readonly winner: Localized;
  readonly club: Localized | null;
}

const rows: readonly Award[] = [
  { year: 1956, winner: P.matthews, club: K.blackpool },
  { year: 1957, winner: P.diStefano, club: K.realMadrid },
  { year: 1958, winner: P.kopa, club: K.realMadrid },
  { year: 1959, winner: P.diStefano, club: K.realMadrid },
  { year: 1960, winner: P.suarezSpain, club: K.barcelona },
  { year: 1961, winner: P.sivori, club: K.juventus },
  { year: 1962, winner: P.masopust, club: K.dukla },
  { year: 1963, winner: P.yashin, club: K.dynamoMoscow },
  { year: 1964, winner: P.law, club: K.manUtd },
  { year: 1965, winner: P.eusebio, club: K.benfica },
  { year: 1966, winner: P.bobbyCharlton, club: K.manUtd },
  { year: 1967, winner: P.albert, club: K.ferencvaros },
  { year: 1968, winner: P.best, club: K.manUtd },
  { year: 1969, winner: P.rivera, club: K.milan },
  { year: 1970, winner: P.gerdMuller, club: K.bayern },
  { year: 1971, winner: P.cruyff, club: K.ajax },
  { year: 1972, winner: P.beckenbauer, club: K.bayern },
  { year: 1973, winner: P.cruyff, club: null },
  { year: 1974, winner: P.cruyff, club: K.barcelona },
  { year: 1975, winner: P.blokhin, club: K.dynamoKyiv },
  { year: 1976, winner: P.beckenbauer, club: K.bayern },
  { year: 1977, winner: P.simonsen, club: K.gladbach },
  { year: 1978, winner: P.keegan, club: K.hamburg },
  { year: 1979, winner: P.keegan, club: K.hamburg },
  { year: 1980, winner: P.rummenigge, club: K.bayern },
  { year: 1981, winner: P.rummenigge, club: K.bayern },
  { year: 1982, winner: P.rossi, club: K.juventus },
  { year: 1983, winner: P.platini, club: K.juventus },
  { year: 1984, winner: P.platini, club: K.juventus },
  { year: 1985, winner: P.platini, club: K.juventus },
  { year: 1986, winner: P.belanov, club: K.dynamoKyiv },
  { year: 1987, winner: P.gullit, club: null },
  { year: 1988, winner: P.vanBasten, club: K.milan },
  { year: 1989, winner: P.vanBasten, club: K.milan },
  { year: 1990, winner: P.matthaus, club: K.inter },
  { year: 1991, winner: P.papin, club: K.marseille },
  { year: 1992, winner: P.vanBasten, club: K.milan },
  { year: 1993, winner: P.baggio, club: K.juventus },
  { year: 1994, winner: P.stoichkov, club: K.barcelona },
  { year: 1995, winner: P.weah, club: null },
  { year: 1996, winner: P.sammer, club: K.dortmund },
  { year: 1997, winner: P.ronaldo, club: null },
  { year: 1998, winner: P.zidane, club: K.juventus },
  { year: 1999, winner: P.rivaldo, club: K.barcelona },
  { year: 2000, winner: P.figo, club: null },
  { year: 2001, winner: P.owen, club: K.liverpool },
  { year: 2002, winner: P.ronaldo, club: null },
  { year: 2003, winner: P.nedved, club: K.juventus },
  { year: 2004, winner: P.shevchenko, club: K.milan },
  { year: 2005, winner: P.ronaldinho, club: K.barcelona },
  { year: 2006, winner: P.cannavaro, club: null },
  { year: 2007, winner: P.kaka, club: K.milan },
  { year: 2008, winner: P.cristiano, club: K.manUtd },
  { year: 2009, winner: P.messi, club: K.barcelona },
  { year: 2010, winner: P.messi, club: K.barcelona },
  { year: 2011, winner: P.messi, club: K.barcelona },
  { year: 2012, winner: P.messi, club: K.barcelona },
  { year: 2013, winner: P.cristiano, club: K.realMadrid },
  { year: 2014, winner: P.cristiano, club: K.realMadrid },
  { year: 2015, winner: P.messi, club: K.barcelona },
  { year: 2016, winner: P.cristiano, club: K.realMadrid },
  { year: 2017, winner: P.cristiano, club: K.realMadrid },
  { year: 2018, winner: P.modric, club: K.realMadrid },
  { year: 2019, winner: P.messi, club: K.barcelona },
  { year: 2021, winner: P.messi, club: null },
  { year: 2022, winner: P.benzema, club: K.realMadrid },
  { year: 2023, winner: P.messi, club: null },
  { year: 2024, winner: P.rodri, club: K.manCity },
];

const SOURCE = {
  title: "Wikipedia: Ballon d'Or (list of winners)",
  url: 'https://en.wikipedia.org/wiki/Ballon_d%27Or',
  asOf: '2025-01-01',
};
const years = rows.map((r) => r.year);
const winnerYears = dated(
  rows,
  (r) => r.year,
  (r) => r.winner,
);
STAR_PLAYERS.add(() => winnerYears);
const withClub = rows.filter((r) => r.club !== null);

export const ballonDorWinners = defineTable<Award>({
  id: 'soccer.ballon-dor',
  sport: 'soccer',
  source: SOURCE,
  rows,
  key: (r) => String(r.year),
  year: (r) => r.year,
  templates: [
    {
      id: 'winner',
      era: 'person',
      level: (r) => levelByYear(r.year, 2004, 1983),
      question: (r) => L(`Who won the Ballon d'Or in ${r.year}?`, `Кто получил «Золотой мяч» в ${r.year} году?`),
      answer: (r) => r.winner,
      // Winners of the years around it; in the Messi and Ronaldo years, when they are the only
      // ones, also the World Cup's and the Premier League's stars of those years.
      distractors: (r) =>
        preferring(r.winner, [
          eraPeople(r.year, winnerYears),
          eraPeople(r.year, STAR_PLAYERS.all()),
          eraPeople(r.year, premierLeagueScorers()),
        ]),
    },
    {
      // Every winner so far is a man, so the Russian past tense 'выступал' always agrees.
      id: 'club',
      kind: { of: 'club', group: () => "clubs of Ballon d'Or winners" },
      level: (r) => levelByYear(r.year, 2008, 1980),
      applies: (r) => r.club !== null,
      question: (r) =>
        L(
          `Which club was ${r.winner.en} playing for when he won the ${r.year} Ballon d'Or?`,
          `«Золотой мяч» ${r.year} года — ${r.winner.ru}. За какой клуб он тогда выступал?`,
        ),
      answer: (r) => r.club as Localized,
      distractors: (r) =>
        sameEra(
          r,
          withClub,
          (x) => x.year,
          (x) => x.club as Localized,
          15,
        ),
    },
  ],
});

/** One row per winner: how many times he won and in which years (derived from the list above). */
interface Winner {
  readonly name: Localized;
  readonly years: readonly number[];
}

const winners: readonly Winner[] = [...new Set(rows.map((r) => r.winner))].map((name) => ({
  name,
  years: rows.filter((r) => r.winner === name).map((r) => r.year),
}));
const first = (w: Winner) => w.years[0] as number;
const last = (w: Winner) => w.years[w.years.length - 1] as number;

export const ballonDorPlayers = defineTable<Winner>({
  id: 'soccer.ballon-dor-players',
  sport: 'soccer',
  source: SOURCE,
  rows: winners,
  key: (w) => w.name.en,
  templates: [
    {
      // Single winners only: a text with one right year.
      id: 'year',
      level: (w) => levelByYear(first(w), 2007, 1988),
      applies: (w) => w.years.length === 1,
      question: (w) => L(`In which year did ${w.name.en} win the Ballon d'Or?`, `В каком году ${w.name.ru} получил «Золотой мяч»?`),
      answer: (w) => N(first(w)),
      distractors: (w) => editionYears(first(w), years, 6),
    },
    {
      id: 'times',
      level: (w) => (last(w) >= 2008 ? 'easy' : last(w) >= 1985 ? 'medium' : 'hard'),
      applies: (w) => w.years.length > 1,
      question: (w) => L(`How many times did ${w.name.en} win the Ballon d'Or?`, `Сколько раз ${w.name.ru} получал «Золотой мяч»?`),
      answer: (w) => N(w.years.length),
      distractors: (w) => nearbyNumbers(w.years.length, 1, 6, 1),
    },
    {
      id: 'first-year',
      level: (w) => (last(w) >= 2008 ? 'medium' : 'hard'),
      applies: (w) => w.years.length > 1,
      question: (w) =>
        L(`In which year did ${w.name.en} win his first Ballon d'Or?`, `В каком году ${w.name.ru} впервые получил «Золотой мяч»?`),
      answer: (w) => N(first(w)),
      distractors: (w) => editionYears(first(w), years, 6),
    },
  ],
});
