import { COUNTRY as C } from '../../names/countries.js';
import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';
import { withoutKin } from './names.js';

/** A tournament's medallists; `bronze` only where listed. */
interface Podium {
  readonly year: number;
  readonly gold: Localized;
  readonly silver: Localized;
  readonly bronze?: Localized;
}

/** The hockey nations: wrong answers are drawn from here (teams of the right era only). */
const NATIONS = [
  C.canada,
  C.sovietUnion,
  C.russia,
  C.sweden,
  C.finland,
  C.czechoslovakia,
  C.czechRepublic,
  C.slovakia,
  C.unitedStates,
  C.switzerland,
  C.germany,
  C.westGermany,
  C.latvia,
];

// ---------------------------------------------------------------- IIHF World Championship

/**
 * IIHF World Championships held apart from the Olympics, 1972-2025 (none in Olympic years
 * 1980, 1984 and 1988; 2020 cancelled). Czechia is the Czech Republic.
 */
const worlds: readonly Podium[] = [
  { year: 1972, gold: C.czechoslovakia, silver: C.sovietUnion },
  { year: 1973, gold: C.sovietUnion, silver: C.sweden },
  { year: 1974, gold: C.sovietUnion, silver: C.czechoslovakia },
  { year: 1975, gold: C.sovietUnion, silver: C.czechoslovakia },
  { year: 1976, gold: C.czechoslovakia, silver: C.sovietUnion },
  { year: 1977, gold: C.czechoslovakia, silver: C.sweden },
  { year: 1978, gold: C.sovietUnion, silver: C.czechoslovakia },
  { year: 1979, gold: C.sovietUnion, silver: C.czechoslovakia },
  { year: 1981, gold: C.sovietUnion, silver: C.sweden },
  { year: 1982, gold: C.sovietUnion, silver: C.czechoslovakia },
  { year: 1983, gold: C.sovietUnion, silver: C.czechoslovakia },
  { year: 1985, gold: C.czechoslovakia, silver: C.canada },
  { year: 1986, gold: C.sovietUnion, silver: C.sweden },
  { year: 1987, gold: C.sweden, silver: C.sovietUnion },
  { year: 1989, gold: C.sovietUnion, silver: C.canada },
  { year: 1990, gold: C.sovietUnion, silver: C.sweden, bronze: C.czechoslovakia },
  { year: 1991, gold: C.sweden, silver: C.canada, bronze: C.sovietUnion },
  { year: 1992, gold: C.sweden, silver: C.finland, bronze: C.czechoslovakia },
  { year: 1993, gold: C.russia, silver: C.sweden, bronze: C.czechRepublic },
  { year: 1994, gold: C.canada, silver: C.finland, bronze: C.sweden },
  { year: 1995, gold: C.finland, silver: C.sweden, bronze: C.canada },
  { year: 1996, gold: C.czechRepublic, silver: C.canada, bronze: C.unitedStates },
  { year: 1997, gold: C.canada, silver: C.sweden, bronze: C.czechRepublic },
  { year: 1998, gold: C.sweden, silver: C.finland, bronze: C.czechRepublic },
  { year: 1999, gold: C.czechRepublic, silver: C.finland, bronze: C.sweden },
  { year: 2000, gold: C.czechRepublic, silver: C.slovakia, bronze: C.finland },
  { year: 2001, gold: C.czechRepublic, silver: C.finland, bronze: C.sweden },
  { year: 2002, gold: C.slovakia, silver: C.russia, bronze: C.sweden },
  { year: 2003, gold: C.canada, silver: C.sweden, bronze: C.slovakia },
  { year: 2004, gold: C.canada, silver: C.sweden, bronze: C.unitedStates },
  { year: 2005, gold: C.czechRepublic, silver: C.canada, bronze: C.russia },
  { year: 2006, gold: C.sweden, silver: C.czechRepublic, bronze: C.finland },
  { year: 2007, gold: C.canada, silver: C.finland, bronze: C.russia },
  { year: 2008, gold: C.russia, silver: C.canada, bronze: C.finland },
  { year: 2009, gold: C.russia, silver: C.canada, bronze: C.sweden },
  { year: 2010, gold: C.czechRepublic, silver: C.russia, bronze: C.sweden },
  { year: 2011, gold: C.finland, silver: C.sweden, bronze: C.czechRepublic },
  { year: 2012, gold: C.russia, silver: C.slovakia, bronze: C.czechRepublic },
  { year: 2013, gold: C.sweden, silver: C.switzerland, bronze: C.unitedStates },
  { year: 2014, gold: C.russia, silver: C.finland, bronze: C.sweden },
  { year: 2015, gold: C.canada, silver: C.russia, bronze: C.unitedStates },
  { year: 2016, gold: C.canada, silver: C.finland, bronze: C.russia },
  { year: 2017, gold: C.sweden, silver: C.canada, bronze: C.russia },
  { year: 2018, gold: C.sweden, silver: C.switzerland, bronze: C.unitedStates },
  { year: 2019, gold: C.finland, silver: C.canada, bronze: C.russia },
  { year: 2021, gold: C.canada, silver: C.finland, bronze: C.unitedStates },
  { year: 2022, gold: C.finland, silver: C.canada, bronze: C.czechRepublic },
  { year: 2023, gold: C.canada, silver: C.germany, bronze: C.latvia },
  { year: 2024, gold: C.czechRepublic, silver: C.switzerland, bronze: C.sweden },
  { year: 2025, gold: C.unitedStates, silver: C.switzerland, bronze: C.sweden },
];

export const worldChampionships = defineTable<Podium>({
  id: 'hockey.iihf-world-championship',
  sport: 'hockey',
  source: {
    title: 'Wikipedia: List of IIHF World Championship medalists',
    url: 'https://en.wikipedia.org/wiki/List_of_IIHF_World_Championship_medalists',
    asOf: '2025-06-01',
  },
  rows: worlds,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'gold',
      level: (r) => levelByYear(r.year, 2008, 1986),
      question: (r) =>
        L(`Which team won the ${r.year} IIHF World Championship?`, `Какая сборная выиграла чемпионат мира по хоккею ${r.year} года?`),
      answer: (r) => r.gold,
      distractors: (r) => withoutKin(r.gold, NATIONS, r.year),
    },
    {
      id: 'silver',
      level: (r) => levelByYear(r.year, 2014, 1993),
      question: (r) =>
        L(
          `Which team won the silver medal at the ${r.year} IIHF World Championship?`,
          `Какая сборная стала серебряным призёром чемпионата мира по хоккею ${r.year} года?`,
        ),
      answer: (r) => r.silver,
      distractors: (r) => withoutKin(r.silver, NATIONS, r.year),
    },
    {
      id: 'bronze',
      level: (r) => levelByYear(r.year, 2019, 2005),
      applies: (r) => r.bronze !== undefined,
      question: (r) =>
        L(
          `Which team won the bronze medal at the ${r.year} IIHF World Championship?`,
          `Какая сборная стала бронзовым призёром чемпионата мира по хоккею ${r.year} года?`,
        ),
      answer: (r) => r.bronze as Localized,
      distractors: (r) => withoutKin(r.bronze as Localized, NATIONS, r.year),
    },
  ],
});

// ---------------------------------------------------------------- Olympic Games

const olympicMen: readonly Podium[] = [
  { year: 1920, gold: C.canada, silver: C.unitedStates, bronze: C.czechoslovakia },
  { year: 1924, gold: C.canada, silver: C.unitedStates, bronze: C.greatBritain },
  { year: 1928, gold: C.canada, silver: C.sweden, bronze: C.switzerland },
  { year: 1932, gold: C.canada, silver: C.unitedStates, bronze: C.germany },
  { year: 1936, gold: C.greatBritain, silver: C.canada, bronze: C.unitedStates },
  { year: 1948, gold: C.canada, silver: C.czechoslovakia, bronze: C.switzerland },
  { year: 1952, gold: C.canada, silver: C.unitedStates, bronze: C.sweden },
  { year: 1956, gold: C.sovietUnion, silver: C.unitedStates, bronze: C.canada },
  { year: 1960, gold: C.unitedStates, silver: C.canada, bronze: C.sovietUnion },
  { year: 1964, gold: C.sovietUnion, silver: C.sweden, bronze: C.czechoslovakia },
  { year: 1968, gold: C.sovietUnion, silver: C.czechoslovakia, bronze: C.canada },
  { year: 1972, gold: C.sovietUnion, silver: C.unitedStates, bronze: C.czechoslovakia },
  { year: 1976, gold: C.sovietUnion, silver: C.czechoslovakia, bronze: C.westGermany },
  { year: 1980, gold: C.unitedStates, silver: C.sovietUnion, bronze: C.sweden },
  { year: 1984, gold: C.sovietUnion, silver: C.czechoslovakia, bronze: C.sweden },
  { year: 1988, gold: C.sovietUnion, silver: C.finland, bronze: C.sweden },
  { year: 1992, gold: C.unifiedTeam, silver: C.canada, bronze: C.czechoslovakia },
  { year: 1994, gold: C.sweden, silver: C.canada, bronze: C.finland },
  { year: 1998, gold: C.czechRepublic, silver: C.russia, bronze: C.finland },
  { year: 2002, gold: C.canada, silver: C.unitedStates, bronze: C.russia },
  { year: 2006, gold: C.sweden, silver: C.finland, bronze: C.czechRepublic },
  { year: 2010, gold: C.canada, silver: C.unitedStates, bronze: C.finland },
  { year: 2014, gold: C.canada, silver: C.sweden, bronze: C.finland },
  { year: 2018, gold: C.olympicAthletesFromRussia, silver: C.germany, bronze: C.canada },
  { year: 2022, gold: C.finland, silver: C.roc, bronze: C.slovakia },
];

const olympicWomen: readonly Podium[] = [
  { year: 1998, gold: C.unitedStates, silver: C.canada },
  { year: 2002, gold: C.canada, silver: C.unitedStates },
  { year: 2006, gold: C.canada, silver: C.sweden },
  { year: 2010, gold: C.canada, silver: C.unitedStates },
  { year: 2014, gold: C.canada, silver: C.unitedStates },
  { year: 2018, gold: C.unitedStates, silver: C.canada },
  { year: 2022, gold: C.canada, silver: C.unitedStates },
];

const olympicSource = {
  title: 'Wikipedia: Ice hockey at the Olympic Games',
  url: 'https://en.wikipedia.org/wiki/Ice_hockey_at_the_Olympic_Games',
  asOf: '2025-01-01',
};

/** Early Olympic tournaments had other strong teams: Great Britain won in 1936. */
const OLYMPIC_NATIONS = [...NATIONS, C.greatBritain];
const WOMEN = [C.canada, C.unitedStates, C.sweden, C.finland, C.switzerland, C.russia, C.japan];

export const olympicHockeyMen = defineTable<Podium>({
  id: 'hockey.olympics-men',
  sport: 'hockey',
  source: olympicSource,
  rows: olympicMen,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'gold',
      level: (r) => (r.year === 1980 ? 'easy' : levelByYear(r.year, 2002, 1956)),
      question: (r) =>
        L(
          `Which team won the men's ice hockey tournament at the ${r.year} Olympic Games?`,
          `Какая сборная выиграла мужской хоккейный турнир Олимпийских игр ${r.year} года?`,
        ),
      answer: (r) => r.gold,
      distractors: (r) => withoutKin(r.gold, OLYMPIC_NATIONS, r.year),
    },
    {
      id: 'silver',
      level: (r) => levelByYear(r.year, 2010, 1980),
      question: (r) =>
        L(
          `Which team won the silver medal in men's ice hockey at the ${r.year} Olympic Games?`,
          `Какая сборная стала серебряным призёром мужского хоккейного турнира Олимпийских игр ${r.year} года?`,
        ),
      answer: (r) => r.silver,
      distractors: (r) => withoutKin(r.silver, OLYMPIC_NATIONS, r.year),
    },
    {
      id: 'bronze',
      level: (r) => levelByYear(r.year, 2014, 1994),
      question: (r) =>
        L(
          `Which team won the bronze medal in men's ice hockey at the ${r.year} Olympic Games?`,
          `Какая сборная стала бронзовым призёром мужского хоккейного турнира Олимпийских игр ${r.year} года?`,
        ),
      answer: (r) => r.bronze as Localized,
      distractors: (r) => withoutKin(r.bronze as Localized, OLYMPIC_NATIONS, r.year),
    },
  ],
});

export const olympicHockeyWomen = defineTable<Podium>({
  id: 'hockey.olympics-women',
  sport: 'hockey',
  source: olympicSource,
  rows: olympicWomen,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'gold',
      level: (r) => levelByYear(r.year, 2014, 2002),
      question: (r) =>
        L(
          `Which team won the women's ice hockey tournament at the ${r.year} Olympic Games?`,
          `Какая сборная выиграла женский хоккейный турнир Олимпийских игр ${r.year} года?`,
        ),
      answer: (r) => r.gold,
      distractors: (r) => withoutKin(r.gold, WOMEN, r.year),
    },
    {
      id: 'silver',
      level: (r) => (r.year >= 2014 ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `Which team lost the final of the women's ice hockey tournament at the ${r.year} Olympic Games?`,
          `Какая сборная проиграла в финале женского хоккейного турнира Олимпийских игр ${r.year} года?`,
        ),
      answer: (r) => r.silver,
      distractors: (r) => withoutKin(r.silver, WOMEN, r.year),
    },
  ],
});

// ---------------------------------------------------------------- World Junior Championship

/** IIHF World U20 Championship, 2000-2025 (the tournament ends in early January; 2022 was replayed in August). */
const juniors: readonly Podium[] = [
  { year: 2000, gold: C.czechRepublic, silver: C.russia },
  { year: 2001, gold: C.czechRepublic, silver: C.finland },
  { year: 2002, gold: C.russia, silver: C.canada },
  { year: 2003, gold: C.russia, silver: C.canada },
  { year: 2004, gold: C.unitedStates, silver: C.canada },
  { year: 2005, gold: C.canada, silver: C.russia },
  { year: 2006, gold: C.canada, silver: C.russia },
  { year: 2007, gold: C.canada, silver: C.russia },
  { year: 2008, gold: C.canada, silver: C.sweden },
  { year: 2009, gold: C.canada, silver: C.sweden },
  { year: 2010, gold: C.unitedStates, silver: C.canada },
  { year: 2011, gold: C.russia, silver: C.canada },
  { year: 2012, gold: C.sweden, silver: C.russia },
  { year: 2013, gold: C.unitedStates, silver: C.sweden },
  { year: 2014, gold: C.finland, silver: C.sweden },
  { year: 2015, gold: C.canada, silver: C.russia },
  { year: 2016, gold: C.finland, silver: C.russia },
  { year: 2017, gold: C.unitedStates, silver: C.canada },
  { year: 2018, gold: C.canada, silver: C.sweden },
  { year: 2019, gold: C.finland, silver: C.unitedStates },
  { year: 2020, gold: C.canada, silver: C.russia },
  { year: 2021, gold: C.unitedStates, silver: C.canada },
  { year: 2022, gold: C.canada, silver: C.finland },
  { year: 2023, gold: C.canada, silver: C.czechRepublic },
  { year: 2024, gold: C.unitedStates, silver: C.sweden },
  { year: 2025, gold: C.unitedStates, silver: C.finland },
];

const JUNIOR_NATIONS = [C.canada, C.russia, C.sweden, C.finland, C.czechRepublic, C.slovakia, C.unitedStates, C.switzerland];

export const worldJuniors = defineTable<Podium>({
  id: 'hockey.world-juniors',
  sport: 'hockey',
  source: {
    title: 'Wikipedia: IIHF World Junior Championship',
    url: 'https://en.wikipedia.org/wiki/IIHF_World_Junior_Championship',
    asOf: '2025-01-10',
  },
  rows: juniors,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'gold',
      level: (r) => levelByYear(r.year, 2016, 2005),
      question: (r) =>
        L(
          `Which team won the ${r.year} IIHF World Junior Championship (under-20)?`,
          `Какая сборная выиграла молодёжный чемпионат мира по хоккею ${r.year} года?`,
        ),
      answer: (r) => r.gold,
      distractors: (r) => withoutKin(r.gold, JUNIOR_NATIONS, r.year),
    },
    {
      id: 'silver',
      level: (r) => (r.year >= 2011 ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `Which team lost the final of the ${r.year} IIHF World Junior Championship?`,
          `Какая сборная проиграла в финале молодёжного чемпионата мира по хоккею ${r.year} года?`,
        ),
      answer: (r) => r.silver,
      distractors: (r) => withoutKin(r.silver, JUNIOR_NATIONS, r.year),
    },
  ],
});
