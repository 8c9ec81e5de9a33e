import { COUNTRY as C } from '../../names/countries.js';
import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';
import { withoutKin } from './names.js';

/** A tournament's medallists; `bronze` only where it is listed. */
interface Podium {
  readonly year: number;
  readonly gold: Localized;
  readonly silver?: Localized;
  readonly bronze?: Localized;
  readonly host?: Localized;
}

/** Strong basketball nations: wrong answers when a column has too few distinct values. */
const STRONG = [
  C.unitedStates,
  C.sovietUnion,
  C.yugoslavia,
  C.spain,
  C.france,
  C.argentina,
  C.lithuania,
  C.serbia,
  C.australia,
  C.brazil,
  C.italy,
  C.greece,
  C.russia,
  C.croatia,
];
/** European nations for EuroBasket questions. */
const EUROPE = [
  C.sovietUnion,
  C.yugoslavia,
  C.frYugoslavia,
  C.spain,
  C.france,
  C.italy,
  C.greece,
  C.lithuania,
  C.latvia,
  C.russia,
  C.serbia,
  C.croatia,
  C.slovenia,
  C.germany,
  C.turkey,
  C.czechoslovakia,
  C.hungary,
  C.poland,
  C.bulgaria,
  C.israel,
];
const STRONG_WOMEN = [
  C.unitedStates,
  C.sovietUnion,
  C.australia,
  C.france,
  C.spain,
  C.brazil,
  C.china,
  C.russia,
  C.japan,
  C.serbia,
  C.southKorea,
];

// ---------------------------------------------------------------- Olympic Games

const olympicMen: readonly Podium[] = [
  { year: 1936, gold: C.unitedStates, silver: C.canada, bronze: C.mexico },
  { year: 1948, gold: C.unitedStates, silver: C.france, bronze: C.brazil },
  { year: 1952, gold: C.unitedStates, silver: C.sovietUnion, bronze: C.uruguay },
  { year: 1956, gold: C.unitedStates, silver: C.sovietUnion, bronze: C.uruguay },
  { year: 1960, gold: C.unitedStates, silver: C.sovietUnion, bronze: C.brazil },
  { year: 1964, gold: C.unitedStates, silver: C.sovietUnion, bronze: C.brazil },
  { year: 1968, gold: C.unitedStates, silver: C.yugoslavia, bronze: C.sovietUnion },
  { year: 1972, gold: C.sovietUnion, silver: C.unitedStates, bronze: C.cuba },
  { year: 1976, gold: C.unitedStates, silver: C.yugoslavia, bronze: C.sovietUnion },
  { year: 1980, gold: C.yugoslavia, silver: C.italy, bronze: C.sovietUnion },
  { year: 1984, gold: C.unitedStates, silver: C.spain, bronze: C.yugoslavia },
  { year: 1988, gold: C.sovietUnion, silver: C.yugoslavia, bronze: C.unitedStates },
  { year: 1992, gold: C.unitedStates, silver: C.croatia, bronze: C.lithuania },
  { year: 1996, gold: C.unitedStates, silver: C.frYugoslavia, bronze: C.lithuania },
  { year: 2000, gold: C.unitedStates, silver: C.france, bronze: C.lithuania },
  { year: 2004, gold: C.argentina, silver: C.italy, bronze: C.unitedStates },
  { year: 2008, gold: C.unitedStates, silver: C.spain, bronze: C.argentina },
  { year: 2012, gold: C.unitedStates, silver: C.spain, bronze: C.russia },
  { year: 2016, gold: C.unitedStates, silver: C.serbia, bronze: C.spain },
  { year: 2020, gold: C.unitedStates, silver: C.france, bronze: C.australia },
  { year: 2024, gold: C.unitedStates, silver: C.france, bronze: C.serbia },
];

const olympicWomen: readonly Podium[] = [
  { year: 1976, gold: C.sovietUnion, silver: C.unitedStates },
  { year: 1980, gold: C.sovietUnion, silver: C.bulgaria },
  { year: 1984, gold: C.unitedStates, silver: C.southKorea },
  { year: 1988, gold: C.unitedStates, silver: C.yugoslavia },
  { year: 1992, gold: C.unifiedTeam, silver: C.china },
  { year: 1996, gold: C.unitedStates, silver: C.brazil },
  { year: 2000, gold: C.unitedStates, silver: C.australia },
  { year: 2004, gold: C.unitedStates, silver: C.australia },
  { year: 2008, gold: C.unitedStates, silver: C.australia },
  { year: 2012, gold: C.unitedStates, silver: C.france },
  { year: 2016, gold: C.unitedStates, silver: C.spain },
  { year: 2020, gold: C.unitedStates, silver: C.japan },
  { year: 2024, gold: C.unitedStates, silver: C.france },
];

const olympicSource = {
  title: 'Wikipedia: Basketball at the Summer Olympics',
  url: 'https://en.wikipedia.org/wiki/Basketball_at_the_Summer_Olympics',
  asOf: '2025-01-01',
};

export const olympicBasketballMen = defineTable<Podium>({
  id: 'basketball.olympics-men',
  sport: 'basketball',
  source: olympicSource,
  rows: olympicMen,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'gold',
      level: (r) => levelByYear(r.year, 1992, 1972),
      question: (r) =>
        L(
          `Which team won the men's basketball tournament at the ${r.year} Olympic Games?`,
          `Какая сборная выиграла мужской баскетбольный турнир Олимпийских игр ${r.year} года?`,
        ),
      answer: (r) => r.gold,
      distractors: (r) => withoutKin(r.gold, STRONG, r.year),
    },
    {
      id: 'silver',
      level: (r) => levelByYear(r.year, 2008, 1972),
      question: (r) =>
        L(
          `Which team won the silver medal in men's basketball at the ${r.year} Olympic Games?`,
          `Какая сборная стала серебряным призёром мужского баскетбольного турнира Олимпийских игр ${r.year} года?`,
        ),
      answer: (r) => r.silver as Localized,
      distractors: (r) => withoutKin(r.silver as Localized, STRONG, r.year),
    },
    {
      id: 'bronze',
      level: (r) => levelByYear(r.year, 2012, 1988),
      question: (r) =>
        L(
          `Which team won the bronze medal in men's basketball at the ${r.year} Olympic Games?`,
          `Какая сборная стала бронзовым призёром мужского баскетбольного турнира Олимпийских игр ${r.year} года?`,
        ),
      answer: (r) => r.bronze as Localized,
      distractors: (r) => withoutKin(r.bronze as Localized, STRONG, r.year),
    },
  ],
});

export const olympicBasketballWomen = defineTable<Podium>({
  id: 'basketball.olympics-women',
  sport: 'basketball',
  source: olympicSource,
  rows: olympicWomen,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'gold',
      level: (r) => levelByYear(r.year, 2008, 1988),
      question: (r) =>
        L(
          `Which team won the women's basketball tournament at the ${r.year} Olympic Games?`,
          `Какая сборная выиграла женский баскетбольный турнир Олимпийских игр ${r.year} года?`,
        ),
      answer: (r) => r.gold,
      distractors: (r) => withoutKin(r.gold, STRONG_WOMEN, r.year),
    },
    {
      id: 'silver',
      level: (r) => (r.year >= 2012 ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `Which team won the silver medal in women's basketball at the ${r.year} Olympic Games?`,
          `Какая сборная стала серебряным призёром женского баскетбольного турнира Олимпийских игр ${r.year} года?`,
        ),
      answer: (r) => r.silver as Localized,
      distractors: (r) => withoutKin(r.silver as Localized, STRONG_WOMEN, r.year),
    },
  ],
});

// ---------------------------------------------------------------- FIBA World Cup

/** Men's FIBA World Cup (called the World Championship until 2010). */
const worldCup: readonly Podium[] = [
  { year: 1950, gold: C.argentina, silver: C.unitedStates, bronze: C.chile, host: C.argentina },
  { year: 1954, gold: C.unitedStates, silver: C.brazil, bronze: C.philippines, host: C.brazil },
  { year: 1959, gold: C.brazil, silver: C.unitedStates, bronze: C.chile, host: C.chile },
  { year: 1963, gold: C.brazil, silver: C.yugoslavia, bronze: C.sovietUnion, host: C.brazil },
  { year: 1967, gold: C.sovietUnion, silver: C.yugoslavia, bronze: C.brazil, host: C.uruguay },
  { year: 1970, gold: C.yugoslavia, silver: C.brazil, bronze: C.sovietUnion, host: C.yugoslavia },
  { year: 1974, gold: C.sovietUnion, silver: C.yugoslavia, bronze: C.unitedStates, host: C.puertoRico },
  { year: 1978, gold: C.yugoslavia, silver: C.sovietUnion, bronze: C.brazil, host: C.philippines },
  { year: 1982, gold: C.sovietUnion, silver: C.unitedStates, bronze: C.yugoslavia, host: C.colombia },
  { year: 1986, gold: C.unitedStates, silver: C.sovietUnion, bronze: C.yugoslavia, host: C.spain },
  { year: 1990, gold: C.yugoslavia, silver: C.sovietUnion, bronze: C.unitedStates, host: C.argentina },
  { year: 1994, gold: C.unitedStates, silver: C.russia, bronze: C.croatia, host: C.canada },
  { year: 1998, gold: C.frYugoslavia, silver: C.russia, bronze: C.unitedStates, host: C.greece },
  { year: 2002, gold: C.frYugoslavia, silver: C.argentina, bronze: C.germany, host: C.unitedStates },
  { year: 2006, gold: C.spain, silver: C.greece, bronze: C.unitedStates, host: C.japan },
  { year: 2010, gold: C.unitedStates, silver: C.turkey, bronze: C.lithuania, host: C.turkey },
  { year: 2014, gold: C.unitedStates, silver: C.serbia, bronze: C.france, host: C.spain },
  { year: 2019, gold: C.spain, silver: C.argentina, bronze: C.france, host: C.china },
  { year: 2023, gold: C.germany, silver: C.serbia, bronze: C.canada },
];

/** English name of the edition; Russian media call every edition "чемпионат мира". */
function worldCupName(year: number): string {
  return year >= 2014 ? `the ${year} FIBA Basketball World Cup` : `the ${year} FIBA World Championship`;
}

const HOSTS = [
  C.argentina,
  C.brazil,
  C.chile,
  C.uruguay,
  C.yugoslavia,
  C.puertoRico,
  C.philippines,
  C.colombia,
  C.spain,
  C.canada,
  C.greece,
  C.unitedStates,
  C.japan,
  C.turkey,
  C.china,
  C.italy,
  C.mexico,
];

export const fibaWorldCup = defineTable<Podium>({
  id: 'basketball.fiba-world-cup',
  sport: 'basketball',
  source: {
    title: 'Wikipedia: FIBA Basketball World Cup',
    url: 'https://en.wikipedia.org/wiki/FIBA_Basketball_World_Cup',
    asOf: '2025-01-01',
  },
  rows: worldCup,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'gold',
      level: (r) => levelByYear(r.year, 2006, 1986),
      question: (r) => L(`Which team won ${worldCupName(r.year)}?`, `Какая сборная выиграла чемпионат мира по баскетболу ${r.year} года?`),
      answer: (r) => r.gold,
      distractors: (r) => withoutKin(r.gold, STRONG, r.year),
    },
    {
      id: 'silver',
      level: (r) => levelByYear(r.year, 2014, 1990),
      question: (r) =>
        L(
          `Which team won the silver medal at ${worldCupName(r.year)}?`,
          `Какая сборная стала серебряным призёром чемпионата мира по баскетболу ${r.year} года?`,
        ),
      answer: (r) => r.silver as Localized,
      distractors: (r) => withoutKin(r.silver as Localized, STRONG, r.year),
    },
    {
      id: 'bronze',
      level: (r) => levelByYear(r.year, 2019, 1994),
      question: (r) =>
        L(
          `Which team won the bronze medal at ${worldCupName(r.year)}?`,
          `Какая сборная стала бронзовым призёром чемпионата мира по баскетболу ${r.year} года?`,
        ),
      answer: (r) => r.bronze as Localized,
      distractors: (r) => withoutKin(r.bronze as Localized, STRONG, r.year),
    },
    {
      id: 'host',
      level: (r) => levelByYear(r.year, 2010, 1986),
      applies: (r) => r.host !== undefined,
      question: (r) =>
        L(`Which country hosted ${worldCupName(r.year)}?`, `Какая страна принимала чемпионат мира по баскетболу ${r.year} года?`),
      answer: (r) => r.host as Localized,
      distractors: (r) => withoutKin(r.host as Localized, HOSTS, r.year),
    },
  ],
});

// ---------------------------------------------------------------- EuroBasket

/** EuroBasket winners 1935-2025; runners-up listed from 1973. */
const euroBasket: readonly Podium[] = [
  { year: 1935, gold: C.latvia },
  { year: 1937, gold: C.lithuania },
  { year: 1939, gold: C.lithuania },
  { year: 1946, gold: C.czechoslovakia },
  { year: 1947, gold: C.sovietUnion },
  { year: 1949, gold: C.egypt },
  { year: 1951, gold: C.sovietUnion },
  { year: 1953, gold: C.sovietUnion },
  { year: 1955, gold: C.hungary },
  { year: 1957, gold: C.sovietUnion },
  { year: 1959, gold: C.sovietUnion },
  { year: 1961, gold: C.sovietUnion },
  { year: 1963, gold: C.sovietUnion },
  { year: 1965, gold: C.sovietUnion },
  { year: 1967, gold: C.sovietUnion },
  { year: 1969, gold: C.sovietUnion },
  { year: 1971, gold: C.sovietUnion },
  { year: 1973, gold: C.yugoslavia, silver: C.spain },
  { year: 1975, gold: C.yugoslavia, silver: C.sovietUnion },
  { year: 1977, gold: C.yugoslavia, silver: C.sovietUnion },
  { year: 1979, gold: C.sovietUnion, silver: C.israel },
  { year: 1981, gold: C.sovietUnion, silver: C.yugoslavia },
  { year: 1983, gold: C.italy, silver: C.spain },
  { year: 1985, gold: C.sovietUnion, silver: C.czechoslovakia },
  { year: 1987, gold: C.greece, silver: C.sovietUnion },
  { year: 1989, gold: C.yugoslavia, silver: C.greece },
  { year: 1991, gold: C.yugoslavia, silver: C.italy },
  { year: 1993, gold: C.germany, silver: C.russia },
  { year: 1995, gold: C.frYugoslavia, silver: C.lithuania },
  { year: 1997, gold: C.frYugoslavia, silver: C.italy },
  { year: 1999, gold: C.italy, silver: C.spain },
  { year: 2001, gold: C.frYugoslavia, silver: C.turkey },
  { year: 2003, gold: C.lithuania, silver: C.spain },
  { year: 2005, gold: C.greece, silver: C.germany },
  { year: 2007, gold: C.russia, silver: C.spain },
  { year: 2009, gold: C.spain, silver: C.serbia },
  { year: 2011, gold: C.spain, silver: C.france },
  { year: 2013, gold: C.france, silver: C.lithuania },
  { year: 2015, gold: C.spain, silver: C.lithuania },
  { year: 2017, gold: C.slovenia, silver: C.serbia },
  { year: 2022, gold: C.spain, silver: C.france },
  { year: 2025, gold: C.germany, silver: C.turkey },
];

export const euroBasketFinals = defineTable<Podium>({
  id: 'basketball.eurobasket',
  sport: 'basketball',
  source: {
    title: 'Wikipedia: EuroBasket',
    url: 'https://en.wikipedia.org/wiki/EuroBasket',
    asOf: '2025-09-30',
  },
  rows: euroBasket,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'gold',
      level: (r) => levelByYear(r.year, 2005, 1979),
      question: (r) => L(`Which team won EuroBasket ${r.year}?`, `Какая сборная выиграла чемпионат Европы по баскетболу ${r.year} года?`),
      answer: (r) => r.gold,
      distractors: (r) => withoutKin(r.gold, EUROPE, r.year),
    },
    {
      id: 'silver',
      level: (r) => levelByYear(r.year, 2007, 1985),
      applies: (r) => r.silver !== undefined,
      question: (r) =>
        L(
          `Which team won the silver medal at EuroBasket ${r.year}?`,
          `Какая сборная стала серебряным призёром чемпионата Европы по баскетболу ${r.year} года?`,
        ),
      answer: (r) => r.silver as Localized,
      distractors: (r) => withoutKin(r.silver as Localized, EUROPE, r.year),
    },
  ],
});
