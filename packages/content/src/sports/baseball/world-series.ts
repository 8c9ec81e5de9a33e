import type { Localized } from '../../model.js';
import { dated, eraPeople } from '../../distractors.js';
import { defineTable, L, levelByYear, N } from '../../model.js';
import { widenedActive } from '../../seasons.js';
import { MLB_CLUB_SEASONS } from './club-seasons.js';
import type { Team } from './names.js';
import { quoted, TEAM as T } from './names.js';

/**
 * World Series results, 1903-2025, clubs under the names they carried that season. No
 * series was played in 1904 (the Giants refused) or 1994 (players' strike).
 */
interface WorldSeries {
  readonly year: number;
  readonly winner: Team;
  readonly loser: Team;
}

const ws = (year: number, winner: Team, loser: Team): WorldSeries => ({ year, winner, loser });

const rows: readonly WorldSeries[] = [
  ws(1903, T.bostonAmericans, T.pirates),
  ws(1905, T.nyGiants, T.philadelphiaAthletics),
  ws(1906, T.whiteSox, T.cubs),
  ws(1907, T.cubs, T.tigers),
  ws(1908, T.cubs, T.tigers),
  ws(1909, T.pirates, T.tigers),
  ws(1910, T.philadelphiaAthletics, T.cubs),
  ws(1911, T.philadelphiaAthletics, T.nyGiants),
  ws(1912, T.redSox, T.nyGiants),
  ws(1913, T.philadelphiaAthletics, T.nyGiants),
  ws(1914, T.bostonBraves, T.philadelphiaAthletics),
  ws(1915, T.redSox, T.phillies),
  ws(1916, T.redSox, T.brooklynRobins),
  ws(1917, T.whiteSox, T.nyGiants),
  ws(1918, T.redSox, T.cubs),
  ws(1919, T.reds, T.whiteSox),
  ws(1920, T.clevelandIndians, T.brooklynRobins),
  ws(1921, T.nyGiants, T.yankees),
  ws(1922, T.nyGiants, T.yankees),
  ws(1923, T.yankees, T.nyGiants),
  ws(1924, T.senators, T.nyGiants),
  ws(1925, T.pirates, T.senators),
  ws(1926, T.cardinals, T.yankees),
  ws(1927, T.yankees, T.pirates),
  ws(1928, T.yankees, T.cardinals),
  ws(1929, T.philadelphiaAthletics, T.cubs),
  ws(1930, T.philadelphiaAthletics, T.cardinals),
  ws(1931, T.cardinals, T.philadelphiaAthletics),
  ws(1932, T.yankees, T.cubs),
  ws(1933, T.nyGiants, T.senators),
  ws(1934, T.cardinals, T.tigers),
  ws(1935, T.tigers, T.cubs),
  ws(1936, T.yankees, T.nyGiants),
  ws(1937, T.yankees, T.nyGiants),
  ws(1938, T.yankees, T.cubs),
  ws(1939, T.yankees, T.reds),
  ws(1940, T.reds, T.tigers),
  ws(1941, T.yankees, T.brooklynDodgers),
  ws(1942, T.cardinals, T.yankees),
  ws(1943, T.yankees, T.cardinals),
  ws(1944, T.cardinals, T.stLouisBrowns),
  ws(1945, T.tigers, T.cubs),
  ws(1946, T.cardinals, T.redSox),
  ws(1947, T.yankees, T.brooklynDodgers),
  ws(1948, T.clevelandIndians, T.bostonBraves),
  ws(1949, T.yankees, T.brooklynDodgers),
  ws(1950, T.yankees, T.phillies),
  ws(1951, T.yankees, T.nyGiants),
  ws(1952, T.yankees, T.brooklynDodgers),
  ws(1953, T.yankees, T.brooklynDodgers),
  ws(1954, T.nyGiants, T.clevelandIndians),
  ws(1955, T.brooklynDodgers, T.yankees),
  ws(1956, T.yankees, T.brooklynDodgers),
  ws(1957, T.milwaukeeBraves, T.yankees),
  ws(1958, T.yankees, T.milwaukeeBraves),
  ws(1959, T.dodgers, T.whiteSox),
  ws(1960, T.pirates, T.yankees),
  ws(1961, T.yankees, T.reds),
  ws(1962, T.yankees, T.giants),
  ws(1963, T.dodgers, T.yankees),
  ws(1964, T.cardinals, T.yankees),
  ws(1965, T.dodgers, T.twins),
  ws(1966, T.orioles, T.dodgers),
  ws(1967, T.cardinals, T.redSox),
  ws(1968, T.tigers, T.cardinals),
  ws(1969, T.mets, T.orioles),
  ws(1970, T.orioles, T.reds),
  ws(1971, T.pirates, T.orioles),
  ws(1972, T.athletics, T.reds),
  ws(1973, T.athletics, T.mets),
  ws(1974, T.athletics, T.dodgers),
  ws(1975, T.reds, T.redSox),
  ws(1976, T.reds, T.yankees),
  ws(1977, T.yankees, T.dodgers),
  ws(1978, T.yankees, T.dodgers),
  ws(1979, T.pirates, T.orioles),
  ws(1980, T.phillies, T.royals),
  ws(1981, T.dodgers, T.yankees),
  ws(1982, T.cardinals, T.brewers),
  ws(1983, T.orioles, T.phillies),
  ws(1984, T.tigers, T.padres),
  ws(1985, T.royals, T.cardinals),
  ws(1986, T.mets, T.redSox),
  ws(1987, T.twins, T.cardinals),
  ws(1988, T.dodgers, T.athletics),
  ws(1989, T.athletics, T.giants),
  ws(1990, T.reds, T.athletics),
  ws(1991, T.twins, T.braves),
  ws(1992, T.blueJays, T.braves),
  ws(1993, T.blueJays, T.phillies),
  ws(1995, T.braves, T.clevelandIndians),
  ws(1996, T.yankees, T.braves),
  ws(1997, T.floridaMarlins, T.clevelandIndians),
  ws(1998, T.yankees, T.padres),
  ws(1999, T.yankees, T.braves),
  ws(2000, T.yankees, T.mets),
  ws(2001, T.diamondbacks, T.yankees),
  ws(2002, T.anaheimAngels, T.giants),
  ws(2003, T.floridaMarlins, T.yankees),
  ws(2004, T.redSox, T.cardinals),
  ws(2005, T.whiteSox, T.astros),
  ws(2006, T.cardinals, T.tigers),
  ws(2007, T.redSox, T.rockies),
  ws(2008, T.phillies, T.rays),
  ws(2009, T.yankees, T.phillies),
  ws(2010, T.giants, T.rangers),
  ws(2011, T.cardinals, T.rangers),
  ws(2012, T.giants, T.tigers),
  ws(2013, T.redSox, T.cardinals),
  ws(2014, T.giants, T.royals),
  ws(2015, T.royals, T.mets),
  ws(2016, T.cubs, T.clevelandIndians),
  ws(2017, T.astros, T.dodgers),
  ws(2018, T.redSox, T.dodgers),
  ws(2019, T.nationals, T.astros),
  ws(2020, T.dodgers, T.rays),
  ws(2021, T.braves, T.astros),
  ws(2022, T.astros, T.phillies),
  ws(2023, T.rangers, T.diamondbacks),
  ws(2024, T.dodgers, T.yankees),
  ws(2025, T.dodgers, T.blueJays),
];

/** Recent series are easy, 1960-1999 medium, the first half of the century hard. */
const level = (row: WorldSeries) => levelByYear(row.year, 2000, 1960);

/**
 * Clubs that reached a World Series near this one and played under that name in this very
 * season (`MLB_CLUB_SEASONS`): never the right answer's franchise (a renamed club is not a
 * wrong answer), never a club not yet founded, moved away or renamed. Finalists within 15
 * years first, widened only among that season's clubs; too few and the question is dropped.
 */
function nearbyClubs(row: WorldSeries, answer: Team): Localized[] {
  return widenedActive(
    MLB_CLUB_SEASONS,
    row.year,
    (spread) =>
      rows
        .filter((other) => Math.abs(other.year - row.year) <= spread)
        .flatMap((other) => [other.winner, other.loser])
        .filter((team) => team.franchise !== answer.franchise)
        .map((team) => team.name),
    { from: 15, step: 10, to: 125 },
  );
}

/** The season a World Series question is about: its wrong answers are clubs of that season. */
const season = { facts: MLB_CLUB_SEASONS, year: (r: WorldSeries) => r.year };

const source = {
  title: 'Wikipedia: List of World Series champions',
  url: 'https://en.wikipedia.org/wiki/List_of_World_Series_champions',
  asOf: '2025-11-02',
};

export const worldSeries = defineTable<WorldSeries>({
  id: 'baseball.world-series',
  sport: 'baseball',
  source,
  rows,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'winner',
      kind: { of: 'club', group: () => 'World Series teams', members: (r) => [r.winner.name, r.loser.name] },
      season,
      level,
      question: (r) => L(`Which team won the ${r.year} World Series?`, `Какая команда выиграла Мировую серию ${r.year} года?`),
      answer: (r) => r.winner.name,
      distractors: (r) => nearbyClubs(r, r.winner),
    },
    {
      id: 'loser',
      kind: { of: 'club', group: () => 'World Series teams', members: (r) => [r.winner.name, r.loser.name] },
      season,
      level: (r) => levelByYear(r.year, 2005, 1970),
      question: (r) => L(`Which team lost the ${r.year} World Series?`, `Какая команда проиграла в Мировой серии ${r.year} года?`),
      answer: (r) => r.loser.name,
      distractors: (r) => nearbyClubs(r, r.loser),
    },
    {
      // The pair is named in a fixed (alphabetical) order, so clubs that met more than once
      // share one text and the generator drops it as ambiguous.
      id: 'year-of-series',
      level,
      question: (r) => {
        const [a, b] = [r.winner, r.loser].sort((x, y) => x.name.en.localeCompare(y.name.en)) as [Team, Team];
        return L(
          `In which year did ${quoted(a).en} and ${quoted(b).en} meet in the World Series?`,
          `В каком году в Мировой серии встретились ${quoted(a).ru} и ${quoted(b).ru}?`,
        );
      },
      answer: (r) => N(r.year),
      distractors: (r) => rows.filter((x) => x.year !== r.year && Math.abs(x.year - r.year) <= 8).map((x) => N(x.year)),
    },
  ],
});

/** World Series MVPs, 1955-2025 (1981 and 2001 were shared and are left out). */
interface SeriesMvp {
  readonly year: number;
  readonly player: Localized;
}

const mvpRows: readonly SeriesMvp[] = [
  [1955, 'Johnny Podres', 'Джонни Подрес'],
  [1956, 'Don Larsen', 'Дон Ларсен'],
  [1957, 'Lew Burdette', 'Лью Бёрдетт'],
  [1958, 'Bob Turley', 'Боб Тёрли'],
  [1959, 'Larry Sherry', 'Ларри Шерри'],
  [1960, 'Bobby Richardson', 'Бобби Ричардсон'],
  [1961, 'Whitey Ford', 'Уайти Форд'],
  [1962, 'Ralph Terry', 'Ральф Терри'],
  [1963, 'Sandy Koufax', 'Сэнди Куфакс'],
  [1964, 'Bob Gibson', 'Боб Гибсон'],
  [1965, 'Sandy Koufax', 'Сэнди Куфакс'],
  [1966, 'Frank Robinson', 'Фрэнк Робинсон'],
  [1967, 'Bob Gibson', 'Боб Гибсон'],
  [1968, 'Mickey Lolich', 'Микки Лолич'],
  [1969, 'Donn Clendenon', 'Донн Клендинон'],
  [1970, 'Brooks Robinson', 'Брукс Робинсон'],
  [1971, 'Roberto Clemente', 'Роберто Клементе'],
  [1972, 'Gene Tenace', 'Джин Тенас'],
  [1973, 'Reggie Jackson', 'Реджи Джексон'],
  [1974, 'Rollie Fingers', 'Ролли Фингерс'],
  [1975, 'Pete Rose', 'Пит Роуз'],
  [1976, 'Johnny Bench', 'Джонни Бенч'],
  [1977, 'Reggie Jackson', 'Реджи Джексон'],
  [1978, 'Bucky Dent', 'Баки Дент'],
  [1979, 'Willie Stargell', 'Уилли Старджелл'],
  [1980, 'Mike Schmidt', 'Майк Шмидт'],
  [1982, 'Darrell Porter', 'Даррелл Портер'],
  [1983, 'Rick Dempsey', 'Рик Демпси'],
  [1984, 'Alan Trammell', 'Алан Трэммелл'],
  [1985, 'Bret Saberhagen', 'Брет Сейберхаген'],
  [1986, 'Ray Knight', 'Рэй Найт'],
  [1987, 'Frank Viola', 'Фрэнк Виола'],
  [1988, 'Orel Hershiser', 'Орел Хершайзер'],
  [1989, 'Dave Stewart', 'Дэйв Стюарт'],
  [1990, 'José Rijo', 'Хосе Рихо'],
  [1991, 'Jack Morris', 'Джек Моррис'],
  [1992, 'Pat Borders', 'Пэт Бордерс'],
  [1993, 'Paul Molitor', 'Пол Молитор'],
  [1995, 'Tom Glavine', 'Том Глэвин'],
  [1996, 'John Wetteland', 'Джон Веттеланд'],
  [1997, 'Liván Hernández', 'Ливан Эрнандес'],
  [1998, 'Scott Brosius', 'Скотт Бросиус'],
  [1999, 'Mariano Rivera', 'Мариано Ривера'],
  [2000, 'Derek Jeter', 'Дерек Джитер'],
  [2002, 'Troy Glaus', 'Трой Глаус'],
  [2003, 'Josh Beckett', 'Джош Беккет'],
  [2004, 'Manny Ramírez', 'Мэнни Рамирес'],
  [2005, 'Jermaine Dye', 'Джермейн Дай'],
  [2006, 'David Eckstein', 'Дэвид Экстайн'],
  [2007, 'Mike Lowell', 'Майк Лоуэлл'],
  [2008, 'Cole Hamels', 'Коул Хэмелс'],
  [2009, 'Hideki Matsui', 'Хидэки Мацуи'],
  [2010, 'Édgar Rentería', 'Эдгар Рентерия'],
  [2011, 'David Freese', 'Дэвид Фриз'],
  [2012, 'Pablo Sandoval', 'Пабло Сандоваль'],
  [2013, 'David Ortiz', 'Дэвид Ортис'],
  [2014, 'Madison Bumgarner', 'Мэдисон Бамгарнер'],
  [2015, 'Salvador Pérez', 'Сальвадор Перес'],
  [2016, 'Ben Zobrist', 'Бен Зобрист'],
  [2017, 'George Springer', 'Джордж Спрингер'],
  [2018, 'Steve Pearce', 'Стив Пирс'],
  [2019, 'Stephen Strasburg', 'Стивен Страсбург'],
  [2020, 'Corey Seager', 'Кори Сигер'],
  [2021, 'Jorge Soler', 'Хорхе Солер'],
  [2022, 'Jeremy Peña', 'Джереми Пенья'],
  [2023, 'Corey Seager', 'Кори Сигер'],
  [2024, 'Freddie Freeman', 'Фредди Фримен'],
  [2025, 'Yoshinobu Yamamoto', 'Ёсинобу Ямамото'],
].map(([year, en, ru]) => ({ year: year as number, player: L(en as string, ru as string) }));

/** Every World Series MVP with the year: other MVPs of the years around a question are its wrong answers. */
export const worldSeriesMvpYears = dated(
  mvpRows,
  (r) => r.year,
  (r) => r.player,
);

export const worldSeriesMvps = defineTable<SeriesMvp>({
  id: 'baseball.world-series-mvp',
  sport: 'baseball',
  source: {
    title: 'Wikipedia: Willie Mays World Series Most Valuable Player Award',
    url: 'https://en.wikipedia.org/wiki/Willie_Mays_World_Series_Most_Valuable_Player_Award',
    asOf: '2025-11-02',
  },
  rows: mvpRows,
  key: (row) => String(row.year),
  year: (row) => row.year,
  templates: [
    {
      id: 'mvp',
      era: 'person',
      level: (r) => levelByYear(r.year, 2013, 1990),
      question: (r) =>
        L(`Who was named MVP of the ${r.year} World Series?`, `Кого признали самым ценным игроком (MVP) Мировой серии ${r.year} года?`),
      answer: (r) => r.player,
      distractors: (r) => eraPeople(r.year, worldSeriesMvpYears),
    },
    {
      // Players named MVP twice share one text and are dropped as ambiguous.
      id: 'mvp-year',
      level: (r) => levelByYear(r.year, 2016, 1995),
      question: (r) =>
        L(`In which year was ${r.player.en} named World Series MVP?`, `В каком году ${r.player.ru} был признан MVP Мировой серии?`),
      answer: (r) => N(r.year),
      distractors: (r) => rows.filter((x) => x.year >= 1955 && x.year !== r.year && Math.abs(x.year - r.year) <= 6).map((x) => N(x.year)),
    },
  ],
});
