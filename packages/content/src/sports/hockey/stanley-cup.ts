import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear, N, nearbyYears } from '../../model.js';
import { dated, eraPeople, preferring } from '../../distractors.js';
import { club, inSeason, NHL_CLUB_SEASONS, NHL_GOALTENDERS, NHL_STARS, PLAYER as P, sameEra, TEAM as T } from './names.js';

/**
 * Stanley Cup Finals 1927-2025 (the NHL era; no Final in 2005, the lockout season). Clubs
 * under the name they had that year.
 */
interface CupFinal {
  readonly year: number;
  readonly champion: Localized;
  readonly runnerUp: Localized;
}

const rows: readonly CupFinal[] = [
  { year: 1927, champion: T.senators, runnerUp: T.bruins },
  { year: 1928, champion: T.rangers, runnerUp: T.maroons },
  { year: 1929, champion: T.bruins, runnerUp: T.rangers },
  { year: 1930, champion: T.canadiens, runnerUp: T.bruins },
  { year: 1931, champion: T.canadiens, runnerUp: T.blackHawks },
  { year: 1932, champion: T.mapleLeafs, runnerUp: T.rangers },
  { year: 1933, champion: T.rangers, runnerUp: T.mapleLeafs },
  { year: 1934, champion: T.blackHawks, runnerUp: T.redWings },
  { year: 1935, champion: T.maroons, runnerUp: T.mapleLeafs },
  { year: 1936, champion: T.redWings, runnerUp: T.mapleLeafs },
  { year: 1937, champion: T.redWings, runnerUp: T.rangers },
  { year: 1938, champion: T.blackHawks, runnerUp: T.mapleLeafs },
  { year: 1939, champion: T.bruins, runnerUp: T.mapleLeafs },
  { year: 1940, champion: T.rangers, runnerUp: T.mapleLeafs },
  { year: 1941, champion: T.bruins, runnerUp: T.redWings },
  { year: 1942, champion: T.mapleLeafs, runnerUp: T.redWings },
  { year: 1943, champion: T.redWings, runnerUp: T.bruins },
  { year: 1944, champion: T.canadiens, runnerUp: T.blackHawks },
  { year: 1945, champion: T.mapleLeafs, runnerUp: T.redWings },
  { year: 1946, champion: T.canadiens, runnerUp: T.bruins },
  { year: 1947, champion: T.mapleLeafs, runnerUp: T.canadiens },
  { year: 1948, champion: T.mapleLeafs, runnerUp: T.redWings },
  { year: 1949, champion: T.mapleLeafs, runnerUp: T.redWings },
  { year: 1950, champion: T.redWings, runnerUp: T.rangers },
  { year: 1951, champion: T.mapleLeafs, runnerUp: T.canadiens },
  { year: 1952, champion: T.redWings, runnerUp: T.canadiens },
  { year: 1953, champion: T.canadiens, runnerUp: T.bruins },
  { year: 1954, champion: T.redWings, runnerUp: T.canadiens },
  { year: 1955, champion: T.redWings, runnerUp: T.canadiens },
  { year: 1956, champion: T.canadiens, runnerUp: T.redWings },
  { year: 1957, champion: T.canadiens, runnerUp: T.bruins },
  { year: 1958, champion: T.canadiens, runnerUp: T.bruins },
  { year: 1959, champion: T.canadiens, runnerUp: T.mapleLeafs },
  { year: 1960, champion: T.canadiens, runnerUp: T.mapleLeafs },
  { year: 1961, champion: T.blackHawks, runnerUp: T.redWings },
  { year: 1962, champion: T.mapleLeafs, runnerUp: T.blackHawks },
  { year: 1963, champion: T.mapleLeafs, runnerUp: T.redWings },
  { year: 1964, champion: T.mapleLeafs, runnerUp: T.redWings },
  { year: 1965, champion: T.canadiens, runnerUp: T.blackHawks },
  { year: 1966, champion: T.canadiens, runnerUp: T.redWings },
  { year: 1967, champion: T.mapleLeafs, runnerUp: T.canadiens },
  { year: 1968, champion: T.canadiens, runnerUp: T.blues },
  { year: 1969, champion: T.canadiens, runnerUp: T.blues },
  { year: 1970, champion: T.bruins, runnerUp: T.blues },
  { year: 1971, champion: T.canadiens, runnerUp: T.blackHawks },
  { year: 1972, champion: T.bruins, runnerUp: T.rangers },
  { year: 1973, champion: T.canadiens, runnerUp: T.blackHawks },
  { year: 1974, champion: T.flyers, runnerUp: T.bruins },
  { year: 1975, champion: T.flyers, runnerUp: T.sabres },
  { year: 1976, champion: T.canadiens, runnerUp: T.flyers },
  { year: 1977, champion: T.canadiens, runnerUp: T.bruins },
  { year: 1978, champion: T.canadiens, runnerUp: T.bruins },
  { year: 1979, champion: T.canadiens, runnerUp: T.rangers },
  { year: 1980, champion: T.islanders, runnerUp: T.flyers },
  { year: 1981, champion: T.islanders, runnerUp: T.northStars },
  { year: 1982, champion: T.islanders, runnerUp: T.canucks },
  { year: 1983, champion: T.islanders, runnerUp: T.oilers },
  { year: 1984, champion: T.oilers, runnerUp: T.islanders },
  { year: 1985, champion: T.oilers, runnerUp: T.flyers },
  { year: 1986, champion: T.canadiens, runnerUp: T.flames },
  { year: 1987, champion: T.oilers, runnerUp: T.flyers },
  { year: 1988, champion: T.oilers, runnerUp: T.bruins },
  { year: 1989, champion: T.flames, runnerUp: T.canadiens },
  { year: 1990, champion: T.oilers, runnerUp: T.bruins },
  { year: 1991, champion: T.penguins, runnerUp: T.northStars },
  { year: 1992, champion: T.penguins, runnerUp: T.blackhawks },
  { year: 1993, champion: T.canadiens, runnerUp: T.kings },
  { year: 1994, champion: T.rangers, runnerUp: T.canucks },
  { year: 1995, champion: T.devils, runnerUp: T.redWings },
  { year: 1996, champion: T.avalanche, runnerUp: T.panthers },
  { year: 1997, champion: T.redWings, runnerUp: T.flyers },
  { year: 1998, champion: T.redWings, runnerUp: T.capitals },
  { year: 1999, champion: T.stars, runnerUp: T.sabres },
  { year: 2000, champion: T.devils, runnerUp: T.stars },
  { year: 2001, champion: T.avalanche, runnerUp: T.devils },
  { year: 2002, champion: T.redWings, runnerUp: T.hurricanes },
  { year: 2003, champion: T.devils, runnerUp: T.mightyDucks },
  { year: 2004, champion: T.lightning, runnerUp: T.flames },
  { year: 2006, champion: T.hurricanes, runnerUp: T.oilers },
  { year: 2007, champion: T.ducks, runnerUp: T.senators },
  { year: 2008, champion: T.redWings, runnerUp: T.penguins },
  { year: 2009, champion: T.penguins, runnerUp: T.redWings },
  { year: 2010, champion: T.blackhawks, runnerUp: T.flyers },
  { year: 2011, champion: T.bruins, runnerUp: T.canucks },
  { year: 2012, champion: T.kings, runnerUp: T.devils },
  { year: 2013, champion: T.blackhawks, runnerUp: T.bruins },
  { year: 2014, champion: T.kings, runnerUp: T.rangers },
  { year: 2015, champion: T.blackhawks, runnerUp: T.lightning },
  { year: 2016, champion: T.penguins, runnerUp: T.sharks },
  { year: 2017, champion: T.penguins, runnerUp: T.predators },
  { year: 2018, champion: T.capitals, runnerUp: T.goldenKnights },
  { year: 2019, champion: T.blues, runnerUp: T.bruins },
  { year: 2020, champion: T.lightning, runnerUp: T.stars },
  { year: 2021, champion: T.lightning, runnerUp: T.canadiens },
  { year: 2022, champion: T.avalanche, runnerUp: T.lightning },
  { year: 2023, champion: T.goldenKnights, runnerUp: T.panthers },
  { year: 2024, champion: T.panthers, runnerUp: T.oilers },
  { year: 2025, champion: T.panthers, runnerUp: T.oilers },
];

const cupYears = rows.map((r) => r.year);
/** Real Final years near `year`: a wrong year is never 2005, when no Cup was awarded. */
const nearCupYears = (year: number) => nearbyYears(year, 6, 1927, 2025).filter((y) => cupYears.includes(Number(y.en)));

export const stanleyCupFinals = defineTable<CupFinal>({
  id: 'hockey.stanley-cup-finals',
  sport: 'hockey',
  source: {
    title: 'Wikipedia: List of Stanley Cup champions',
    url: 'https://en.wikipedia.org/wiki/List_of_Stanley_Cup_champions',
    asOf: '2025-07-01',
  },
  rows,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'champion',
      kind: { of: 'club', group: () => 'Stanley Cup finalists', members: (r) => [r.champion, r.runnerUp] },
      season: { facts: NHL_CLUB_SEASONS, year: (r) => r.year },
      level: (r) => levelByYear(r.year, 1990, 1967),
      question: (r) => L(`Which team won the Stanley Cup in ${r.year}?`, `Какая команда выиграла Кубок Стэнли в ${r.year} году?`),
      answer: (r) => r.champion,
      distractors: (r, all) =>
        inSeason(
          sameEra(
            r,
            all,
            (x) => x.year,
            (x) => x.champion,
            5,
          ).concat(
            sameEra(
              r,
              all,
              (x) => x.year,
              (x) => x.runnerUp,
              5,
            ),
          ),
          r.year,
        ),
    },
    {
      id: 'runner-up',
      kind: { of: 'club', group: () => 'Stanley Cup finalists', members: (r) => [r.champion, r.runnerUp] },
      season: { facts: NHL_CLUB_SEASONS, year: (r) => r.year },
      level: (r) => levelByYear(r.year, 2006, 1980),
      question: (r) =>
        L(`Which team lost the ${r.year} Stanley Cup Final?`, `Какая команда проиграла в финале Кубка Стэнли ${r.year} года?`),
      answer: (r) => r.runnerUp,
      distractors: (r, all) =>
        inSeason(
          sameEra(
            r,
            all,
            (x) => x.year,
            (x) => x.runnerUp,
            5,
          ).concat(
            sameEra(
              r,
              all,
              (x) => x.year,
              (x) => x.champion,
              5,
            ),
          ),
          r.year,
        ),
    },
    {
      // The pair in alphabetical order: pairs that met in more than one Final share a text
      // and are dropped as ambiguous. Club names stay in the nominative, in guillemets.
      id: 'year-of-final',
      level: (r) => levelByYear(r.year, 2010, 1980),
      question: (r) => {
        const [a, b] = [r.champion, r.runnerUp].map(club).sort((x, y) => x.en.localeCompare(y.en)) as [Localized, Localized];
        return L(
          `In which year did the ${a.en} and the ${b.en} meet in the Stanley Cup Final?`,
          `В каком году в финале Кубка Стэнли встретились ${a.ru} и ${b.ru}?`,
        );
      },
      answer: (r) => N(r.year),
      distractors: (r) => nearCupYears(r.year),
    },
  ],
});

/** Conn Smythe Trophy (playoff MVP), 1965-2025, with the winner's club. */
interface ConnSmythe {
  readonly year: number;
  readonly player: Localized;
  readonly team: Localized;
  /** A goaltender: his Conn Smythe makes him one of the Vezina question's contemporaries. */
  readonly goaltender?: boolean;
}

const smytheRows: readonly ConnSmythe[] = [
  { year: 1965, player: P.beliveau, team: T.canadiens },
  { year: 1966, player: L('Roger Crozier', 'Роджер Крозье'), team: T.redWings, goaltender: true },
  { year: 1967, player: L('Dave Keon', 'Дэйв Кеон'), team: T.mapleLeafs },
  { year: 1968, player: L('Glenn Hall', 'Гленн Холл'), team: T.blues, goaltender: true },
  { year: 1969, player: L('Serge Savard', 'Серж Савар'), team: T.canadiens },
  { year: 1970, player: P.orr, team: T.bruins },
  { year: 1971, player: L('Ken Dryden', 'Кен Драйден'), team: T.canadiens, goaltender: true },
  { year: 1972, player: P.orr, team: T.bruins },
  { year: 1973, player: L('Yvan Cournoyer', 'Иван Курнуайе'), team: T.canadiens },
  { year: 1974, player: L('Bernie Parent', 'Берни Парент'), team: T.flyers, goaltender: true },
  { year: 1975, player: L('Bernie Parent', 'Берни Парент'), team: T.flyers, goaltender: true },
  { year: 1976, player: L('Reggie Leach', 'Реджи Лич'), team: T.flyers },
  { year: 1977, player: P.lafleur, team: T.canadiens },
  { year: 1978, player: L('Larry Robinson', 'Ларри Робинсон'), team: T.canadiens },
  { year: 1979, player: L('Bob Gainey', 'Боб Гейни'), team: T.canadiens },
  { year: 1980, player: P.trottier, team: T.islanders },
  { year: 1981, player: L('Butch Goring', 'Бутч Горинг'), team: T.islanders },
  { year: 1982, player: P.bossy, team: T.islanders },
  { year: 1983, player: L('Billy Smith', 'Билли Смит'), team: T.islanders, goaltender: true },
  { year: 1984, player: P.messier, team: T.oilers },
  { year: 1985, player: P.gretzky, team: T.oilers },
  { year: 1986, player: P.roy, team: T.canadiens, goaltender: true },
  { year: 1987, player: L('Ron Hextall', 'Рон Хекстолл'), team: T.flyers, goaltender: true },
  { year: 1988, player: P.gretzky, team: T.oilers },
  { year: 1989, player: L('Al MacInnis', 'Эл Макиннис'), team: T.flames },
  { year: 1990, player: L('Bill Ranford', 'Билл Рэнфорд'), team: T.oilers, goaltender: true },
  { year: 1991, player: P.lemieux, team: T.penguins },
  { year: 1992, player: P.lemieux, team: T.penguins },
  { year: 1993, player: P.roy, team: T.canadiens, goaltender: true },
  { year: 1994, player: P.leetch, team: T.rangers },
  { year: 1995, player: L('Claude Lemieux', 'Клод Лемье'), team: T.devils },
  { year: 1996, player: P.sakic, team: T.avalanche },
  { year: 1997, player: L('Mike Vernon', 'Майк Вернон'), team: T.redWings, goaltender: true },
  { year: 1998, player: P.yzerman, team: T.redWings },
  { year: 1999, player: L('Joe Nieuwendyk', 'Джо Ньюендайк'), team: T.stars },
  { year: 2000, player: L('Scott Stevens', 'Скотт Стивенс'), team: T.devils },
  { year: 2001, player: P.roy, team: T.avalanche, goaltender: true },
  { year: 2002, player: P.lidstrom, team: T.redWings },
  { year: 2003, player: L('Jean-Sébastien Giguère', 'Жан-Себастьен Жигер'), team: T.mightyDucks, goaltender: true },
  { year: 2004, player: L('Brad Richards', 'Брэд Ричардс'), team: T.lightning },
  { year: 2006, player: L('Cam Ward', 'Кэм Уорд'), team: T.hurricanes, goaltender: true },
  { year: 2007, player: L('Scott Niedermayer', 'Скотт Нидермайер'), team: T.ducks },
  { year: 2008, player: L('Henrik Zetterberg', 'Хенрик Зеттерберг'), team: T.redWings },
  { year: 2009, player: P.malkin, team: T.penguins },
  { year: 2010, player: P.toews, team: T.blackhawks },
  { year: 2011, player: P.timThomas, team: T.bruins, goaltender: true },
  { year: 2012, player: L('Jonathan Quick', 'Джонатан Куик'), team: T.kings, goaltender: true },
  { year: 2013, player: P.kane, team: T.blackhawks },
  { year: 2014, player: L('Justin Williams', 'Джастин Уильямс'), team: T.kings },
  { year: 2015, player: L('Duncan Keith', 'Дункан Кит'), team: T.blackhawks },
  { year: 2016, player: P.crosby, team: T.penguins },
  { year: 2017, player: P.crosby, team: T.penguins },
  { year: 2018, player: P.ovechkin, team: T.capitals },
  { year: 2019, player: L("Ryan O'Reilly", "Райан О'Райлли"), team: T.blues },
  { year: 2020, player: P.hedman, team: T.lightning },
  { year: 2021, player: P.vasilevskiy, team: T.lightning, goaltender: true },
  { year: 2022, player: P.makar, team: T.avalanche },
  { year: 2023, player: L('Jonathan Marchessault', 'Джонатан Маршессо'), team: T.goldenKnights },
  { year: 2024, player: P.mcDavid, team: T.oilers },
  { year: 2025, player: L('Sam Bennett', 'Сэм Беннетт'), team: T.panthers },
];

/** Both finalists of the Stanley Cup Final of `year`. */
function finalistsOf(year: number): Localized[] {
  return rows.filter((x) => x.year === year).flatMap((x) => [x.champion, x.runnerUp]);
}

const SMYTHE_EN = 'the Conn Smythe Trophy (playoff MVP)';
const SMYTHE_RU = '«Конн Смайт Трофи» (приз самому ценному игроку плей-офф)';

const smythes = dated(
  smytheRows,
  (r) => r.year,
  (r) => r.player,
);
NHL_STARS.add(() =>
  dated(
    smytheRows.filter((r) => !r.goaltender),
    (r) => r.year,
    (r) => r.player,
  ),
);
NHL_GOALTENDERS.add(() =>
  dated(
    smytheRows.filter((r) => r.goaltender),
    (r) => r.year,
    (r) => r.player,
  ),
);

export const connSmythe = defineTable<ConnSmythe>({
  id: 'hockey.conn-smythe',
  sport: 'hockey',
  source: {
    title: 'Wikipedia: Conn Smythe Trophy',
    url: 'https://en.wikipedia.org/wiki/Conn_Smythe_Trophy',
    asOf: '2025-07-01',
  },
  rows: smytheRows,
  key: (row) => String(row.year),
  year: (row) => row.year,
  templates: [
    {
      id: 'winner',
      era: 'person',
      level: (r) => levelByYear(r.year, 2006, 1984),
      question: (r) => L(`Who won ${SMYTHE_EN} in ${r.year}?`, `Кто получил ${SMYTHE_RU} в ${r.year} году?`),
      answer: (r) => r.player,
      // Playoff MVPs of the years around it, then the skater awards' winners of those years.
      distractors: (r) => preferring(r.player, [eraPeople(r.year, smythes), eraPeople(r.year, NHL_STARS.all())]),
    },
    {
      id: 'team',
      kind: { of: 'club', group: () => 'Stanley Cup finalists', members: (r) => [r.team, ...finalistsOf(r.year)] },
      season: { facts: NHL_CLUB_SEASONS, year: (r) => r.year },
      level: (r) => levelByYear(r.year, 2010, 1985),
      question: (r) =>
        L(
          `For which team did ${r.player.en} play when he won the ${r.year} Conn Smythe Trophy?`,
          `За какой клуб выступал ${r.player.ru}, когда получил «Конн Смайт Трофи» в ${r.year} году?`,
        ),
      answer: (r) => r.team,
      distractors: (r, all) =>
        inSeason(
          sameEra(
            r,
            all,
            (x) => x.year,
            (x) => x.team,
            6,
          ).concat(rows.filter((x) => Math.abs(x.year - r.year) <= 3).flatMap((x) => [x.champion, x.runnerUp])),
          r.year,
        ),
    },
    {
      // One-time winners only: a repeat winner's text has several years and is dropped.
      id: 'year',
      level: (r) => levelByYear(r.year, 2008, 1985),
      question: (r) =>
        L(`In which year did ${r.player.en} win the Conn Smythe Trophy?`, `В каком году ${r.player.ru} получил «Конн Смайт Трофи»?`),
      answer: (r) => N(r.year),
      distractors: (r) => nearCupYears(r.year).filter((y) => Number(y.en) >= 1965),
    },
  ],
});
