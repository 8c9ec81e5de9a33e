import { COUNTRY as C } from '../../names/countries.js';
import type { Localized } from '../../model.js';
import { L, levelByYear } from '../../model.js';
import type { Result } from './results.js';
import { gender, result as r, resultsTable, theTeam } from './results.js';

/** Olympic indoor volleyball, 1964-2024: gold, silver and bronze, men and women. */
export const OLYMPIC_RESULTS: readonly Result[] = [
  r(1964, false, C.sovietUnion, C.czechoslovakia, C.japan),
  r(1968, false, C.sovietUnion, C.japan, C.czechoslovakia),
  r(1972, false, C.japan, C.eastGermany, C.sovietUnion),
  r(1976, false, C.poland, C.sovietUnion, C.cuba),
  r(1980, false, C.sovietUnion, C.bulgaria, C.romania),
  r(1984, false, C.unitedStates, C.brazil, C.italy),
  r(1988, false, C.unitedStates, C.sovietUnion, C.argentina),
  r(1992, false, C.brazil, C.netherlands, C.unitedStates),
  r(1996, false, C.netherlands, C.italy, C.yugoslavia),
  r(2000, false, C.yugoslavia, C.russia, C.italy),
  r(2004, false, C.brazil, C.italy, C.russia),
  r(2008, false, C.unitedStates, C.brazil, C.russia),
  r(2012, false, C.russia, C.brazil, C.italy),
  r(2016, false, C.brazil, C.italy, C.unitedStates),
  r(2020, false, C.france, C.roc, C.argentina),
  r(2024, false, C.france, C.poland, C.unitedStates),
  r(1964, true, C.japan, C.sovietUnion, C.poland),
  r(1968, true, C.sovietUnion, C.japan, C.poland),
  r(1972, true, C.sovietUnion, C.japan, C.northKorea),
  r(1976, true, C.japan, C.sovietUnion, C.southKorea),
  r(1980, true, C.sovietUnion, C.eastGermany, C.bulgaria),
  r(1984, true, C.china, C.unitedStates, C.japan),
  r(1988, true, C.sovietUnion, C.peru, C.china),
  r(1992, true, C.cuba, C.unifiedTeam, C.unitedStates),
  r(1996, true, C.cuba, C.china, C.brazil),
  r(2000, true, C.cuba, C.russia, C.brazil),
  r(2004, true, C.china, C.russia, C.cuba),
  r(2008, true, C.brazil, C.unitedStates, C.china),
  r(2012, true, C.brazil, C.unitedStates, C.japan),
  r(2016, true, C.china, C.serbia, C.unitedStates),
  r(2020, true, C.unitedStates, C.brazil, C.serbia),
  r(2024, true, C.italy, C.unitedStates, C.brazil),
];

/** World Championships, men 1949-2025 and women 1952-2025; silver only where certain. */
export const WORLD_RESULTS: readonly Result[] = [
  r(1949, false, C.sovietUnion, C.czechoslovakia),
  r(1952, false, C.sovietUnion, C.czechoslovakia),
  r(1956, false, C.czechoslovakia),
  r(1960, false, C.sovietUnion),
  r(1962, false, C.sovietUnion),
  r(1966, false, C.czechoslovakia),
  r(1970, false, C.eastGermany, C.bulgaria),
  r(1974, false, C.poland, C.sovietUnion),
  r(1978, false, C.sovietUnion, C.italy),
  r(1982, false, C.sovietUnion, C.brazil),
  r(1986, false, C.unitedStates, C.sovietUnion),
  r(1990, false, C.italy, C.cuba),
  r(1994, false, C.italy, C.netherlands),
  r(1998, false, C.italy, C.yugoslavia),
  r(2002, false, C.brazil, C.russia),
  r(2006, false, C.brazil, C.poland),
  r(2010, false, C.brazil, C.cuba),
  r(2014, false, C.poland, C.brazil),
  r(2018, false, C.poland, C.brazil),
  r(2022, false, C.italy, C.poland),
  r(2025, false, C.italy, C.bulgaria),
  r(1952, true, C.sovietUnion, C.poland),
  r(1956, true, C.sovietUnion),
  r(1960, true, C.sovietUnion, C.japan),
  r(1962, true, C.japan, C.sovietUnion),
  r(1967, true, C.japan, C.unitedStates),
  r(1970, true, C.sovietUnion, C.japan),
  r(1974, true, C.japan, C.sovietUnion),
  r(1978, true, C.cuba, C.japan),
  r(1982, true, C.china, C.peru),
  r(1986, true, C.china, C.cuba),
  r(1990, true, C.sovietUnion, C.china),
  r(1994, true, C.cuba, C.brazil),
  r(1998, true, C.cuba, C.china),
  r(2002, true, C.italy, C.unitedStates),
  r(2006, true, C.russia, C.brazil),
  r(2010, true, C.russia, C.brazil),
  r(2014, true, C.unitedStates, C.china),
  r(2018, true, C.serbia, C.italy),
  r(2022, true, C.serbia, C.brazil),
  r(2025, true, C.italy, C.turkey),
];

/** Volleyball Nations League finals, 2018-2025 (no edition in 2020). */
export const VNL_RESULTS: readonly Result[] = [
  r(2018, false, C.russia, C.france),
  r(2019, false, C.russia, C.unitedStates),
  r(2021, false, C.brazil, C.poland),
  r(2022, false, C.france, C.unitedStates),
  r(2023, false, C.poland, C.unitedStates),
  r(2024, false, C.france, C.japan),
  r(2025, false, C.poland, C.italy),
  r(2018, true, C.unitedStates, C.turkey),
  r(2019, true, C.unitedStates, C.brazil),
  r(2021, true, C.unitedStates, C.brazil),
  r(2022, true, C.italy, C.brazil),
  r(2023, true, C.turkey, C.china),
  r(2024, true, C.italy, C.japan),
  r(2025, true, C.italy, C.brazil),
];

/** European Championships (EuroVolley), winners: men 1993-2023, women 2001-2023. */
export const EURO_RESULTS: readonly Result[] = [
  ...(
    [
      [1993, C.italy],
      [1995, C.italy],
      [1997, C.netherlands],
      [1999, C.italy],
      [2001, C.yugoslavia],
      [2003, C.italy],
      [2005, C.italy],
      [2007, C.spain],
      [2009, C.poland],
      [2011, C.serbia],
      [2013, C.russia],
      [2015, C.france],
      [2017, C.russia],
      [2019, C.serbia],
      [2021, C.italy],
      [2023, C.poland],
    ] as const
  ).map(([year, gold]) => r(year, false, gold)),
  ...(
    [
      [2001, C.russia],
      [2003, C.poland],
      [2005, C.poland],
      [2007, C.italy],
      [2009, C.italy],
      [2011, C.serbia],
      [2013, C.russia],
      [2015, C.russia],
      [2017, C.serbia],
      [2019, C.serbia],
      [2021, C.italy],
      [2023, C.turkey],
    ] as const
  ).map(([year, gold]) => r(year, true, gold)),
];

const ALL = [...OLYMPIC_RESULTS, ...WORLD_RESULTS, ...VNL_RESULTS, ...EURO_RESULTS];

/** Strong teams of each era, offered when an era's medallists are too few. */
function eraTeams(res: Result): readonly Localized[] {
  if (res.year < 1990) return [C.sovietUnion, C.japan, C.poland, C.czechoslovakia, C.bulgaria, C.unitedStates, C.cuba, C.china];
  return [C.italy, C.brazil, C.unitedStates, C.poland, C.france, C.serbia, C.china, C.japan, C.netherlands, C.turkey];
}

/** Europe's strong teams, for EuroVolley questions (no non-European wrong answers). */
function europeanTeams(res: Result): readonly Localized[] {
  const teams = [C.italy, C.poland, C.france, C.serbia, C.netherlands, C.germany, C.slovenia, C.turkey, C.bulgaria, C.spain];
  return res.year <= 2021 ? [...teams, C.russia] : teams;
}

export const olympicVolleyball = resultsTable({
  id: 'volleyball.olympics',
  source: {
    title: 'Wikipedia: Volleyball at the Summer Olympics',
    url: 'https://en.wikipedia.org/wiki/Volleyball_at_the_Summer_Olympics',
    asOf: '2024-08-11',
  },
  rows: OLYMPIC_RESULTS,
  names: {
    won: (x) =>
      L(
        `Which team won the ${gender.en(x)} volleyball tournament at the ${x.year} Olympics?`,
        `Какая сборная выиграла ${gender.ruAdj(x)} волейбольный турнир Олимпийских игр ${x.year} года?`,
      ),
    silver: (x) =>
      L(
        `Which team took silver in the ${gender.en(x)} volleyball tournament at the ${x.year} Olympics?`,
        `Какая сборная завоевала серебро в ${gender.ruAdjPrep(x)} волейбольном турнире Олимпийских игр ${x.year} года?`,
      ),
    bronze: (x) =>
      L(
        `Which team took bronze in the ${gender.en(x)} volleyball tournament at the ${x.year} Olympics?`,
        `Какая сборная завоевала бронзу в ${gender.ruAdjPrep(x)} волейбольном турнире Олимпийских игр ${x.year} года?`,
      ),
    wonWhen: (x, gen) =>
      L(
        `In which year did ${theTeam(x.gold)} win the ${gender.en(x)} Olympic volleyball tournament?`,
        `В каком году ${x.women ? 'женская' : 'мужская'} сборная ${gen} выиграла олимпийский волейбольный турнир?`,
      ),
  },
  goldLevel: (x) => levelByYear(x.year, 2004, 1976),
  silverLevel: (x) => levelByYear(x.year, 2016, 1988),
  pool: ALL.filter((x) => OLYMPIC_RESULTS.includes(x) || WORLD_RESULTS.includes(x)),
  fallback: eraTeams,
});

export const worldChampionships = resultsTable({
  id: 'volleyball.world-championships',
  source: {
    title: "Wikipedia: FIVB Men's and Women's Volleyball World Championship",
    url: 'https://en.wikipedia.org/wiki/FIVB_Men%27s_Volleyball_World_Championship',
    asOf: '2025-09-28',
  },
  rows: WORLD_RESULTS,
  names: {
    won: (x) =>
      L(
        `Which team won the ${x.year} ${gender.en(x)} Volleyball World Championship?`,
        `Какая сборная выиграла чемпионат мира по волейболу ${gender.ruAmong(x)} ${x.year} года?`,
      ),
    silver: (x) =>
      L(
        `Which team took silver at the ${x.year} ${gender.en(x)} Volleyball World Championship?`,
        `Какая сборная завоевала серебро чемпионата мира по волейболу ${gender.ruAmong(x)} ${x.year} года?`,
      ),
    wonWhen: (x, gen) =>
      L(
        `In which year did ${theTeam(x.gold)} win the ${gender.en(x)} Volleyball World Championship?`,
        `В каком году ${x.women ? 'женская' : 'мужская'} сборная ${gen} выиграла чемпионат мира по волейболу?`,
      ),
  },
  goldLevel: (x) => levelByYear(x.year, 2014, 1978),
  silverLevel: (x) => (x.year >= 2006 ? 'medium' : 'hard'),
  pool: ALL.filter((x) => OLYMPIC_RESULTS.includes(x) || WORLD_RESULTS.includes(x)),
  fallback: eraTeams,
});

export const nationsLeague = resultsTable({
  id: 'volleyball.nations-league',
  source: {
    title: 'Wikipedia: FIVB Volleyball Nations League',
    url: 'https://en.wikipedia.org/wiki/FIVB_Men%27s_Volleyball_Nations_League',
    asOf: '2025-08-03',
  },
  rows: VNL_RESULTS,
  names: {
    won: (x) =>
      L(
        `Which team won the ${x.year} ${gender.en(x)} Volleyball Nations League?`,
        `Какая сборная выиграла Лигу наций по волейболу ${gender.ruAmong(x)} ${x.year} года?`,
      ),
    silver: (x) =>
      L(
        `Which team lost the final of the ${x.year} ${gender.en(x)} Volleyball Nations League?`,
        `Какая сборная проиграла в финале Лиги наций по волейболу ${gender.ruAmong(x)} ${x.year} года?`,
      ),
  },
  goldLevel: (x) => (x.year >= 2024 ? 'easy' : 'medium'),
  silverLevel: (x) => (x.year >= 2024 ? 'medium' : 'hard'),
  pool: VNL_RESULTS,
  fallback: (x) => eraTeams(x).filter((t) => x.year <= 2021 || t.en !== C.russia.en),
});

export const euroVolley = resultsTable({
  id: 'volleyball.european-championships',
  source: {
    title: "Wikipedia: Men's and Women's European Volleyball Championship",
    url: 'https://en.wikipedia.org/wiki/Men%27s_European_Volleyball_Championship',
    asOf: '2025-01-01',
  },
  rows: EURO_RESULTS,
  names: {
    won: (x) =>
      L(
        `Which team won the ${x.year} ${gender.en(x)} European Volleyball Championship?`,
        `Какая сборная выиграла чемпионат Европы по волейболу ${gender.ruAmong(x)} ${x.year} года?`,
      ),
    silver: (x) =>
      L(
        `Which team took silver at the ${x.year} ${gender.en(x)} European Volleyball Championship?`,
        `Какая сборная завоевала серебро чемпионата Европы по волейболу ${gender.ruAmong(x)} ${x.year} года?`,
      ),
    wonWhen: (x, gen) =>
      L(
        `In which year did ${theTeam(x.gold)} win the ${gender.en(x)} European Volleyball Championship?`,
        `В каком году ${x.women ? 'женская' : 'мужская'} сборная ${gen} выиграла чемпионат Европы по волейболу?`,
      ),
  },
  goldLevel: (x) => (x.year >= 2013 ? 'medium' : 'hard'),
  silverLevel: () => 'hard',
  pool: EURO_RESULTS,
  fallback: europeanTeams,
});
