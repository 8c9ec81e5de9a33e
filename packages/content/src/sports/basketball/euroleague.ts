import type { Localized } from '../../model.js';
import { dated, eraPeople } from '../../distractors.js';
import { defineTable, L, levelByYear, nearbyYears } from '../../model.js';
import { club, sameEra, season } from './names.js';

/**
 * European club champions: the European Champions Cup (1958-1996) and the EuroLeague. Clubs by
 * their usual name, not the sponsor's name of the day (Jugoplastika = Split, Tracer = Olimpia
 * Milano, Ignis = Varese, Kinder = Virtus Bologna). 2001 (two rival competitions) and 2020
 * (cancelled) have no row.
 */
const CLUB = {
  realMadrid: L('Real Madrid', 'Реал Мадрид'),
  cska: L('CSKA Moscow', 'ЦСКА'),
  panathinaikos: L('Panathinaikos', 'Панатинаикос'),
  olympiacos: L('Olympiacos', 'Олимпиакос'),
  maccabi: L('Maccabi Tel Aviv', 'Маккаби (Тель-Авив)'),
  barcelona: L('Barcelona', 'Барселона'),
  fenerbahce: L('Fenerbahçe', 'Фенербахче'),
  efes: L('Anadolu Efes', 'Анадолу Эфес'),
  zalgiris: L('Žalgiris', 'Жальгирис'),
  virtusBologna: L('Virtus Bologna', 'Виртус (Болонья)'),
  fortitudo: L('Fortitudo Bologna', 'Фортитудо (Болонья)'),
  joventut: L('Joventut Badalona', 'Ховентут'),
  limoges: L('Limoges', 'Лимож'),
  partizan: L('Partizan', 'Партизан'),
  split: L('Split (Jugoplastika)', 'Сплит (Югопластика)'),
  olimpiaMilano: L('Olimpia Milano', 'Олимпия (Милан)'),
  cibona: L('Cibona', 'Цибона'),
  virtusRoma: L('Virtus Roma', 'Виртус (Рим)'),
  cantu: L('Cantù', 'Канту'),
  bosna: L('Bosna', 'Босна'),
  varese: L('Varese', 'Варезе'),
  dinamoTbilisi: L('Dinamo Tbilisi', 'Динамо (Тбилиси)'),
  askRiga: L('ASK Riga', 'АСК (Рига)'),
  treviso: L('Treviso', 'Тревизо'),
  aek: L('AEK Athens', 'АЕК'),
  baskonia: L('Baskonia', 'Баскония'),
  monaco: L('Monaco', 'Монако'),
} as const;

interface Final {
  readonly year: number;
  readonly winner: Localized;
  /** Listed from 1987. */
  readonly runnerUp?: Localized;
  /** Final Four MVP, listed from 2004. */
  readonly mvp?: Localized;
}

const K = CLUB;
const rows: readonly Final[] = [
  { year: 1958, winner: K.askRiga },
  { year: 1959, winner: K.askRiga },
  { year: 1960, winner: K.askRiga },
  { year: 1961, winner: K.cska },
  { year: 1962, winner: K.dinamoTbilisi },
  { year: 1963, winner: K.cska },
  { year: 1964, winner: K.realMadrid },
  { year: 1965, winner: K.realMadrid },
  { year: 1966, winner: K.olimpiaMilano },
  { year: 1967, winner: K.realMadrid },
  { year: 1968, winner: K.realMadrid },
  { year: 1969, winner: K.cska },
  { year: 1970, winner: K.varese },
  { year: 1971, winner: K.cska },
  { year: 1972, winner: K.varese },
  { year: 1973, winner: K.varese },
  { year: 1974, winner: K.realMadrid },
  { year: 1975, winner: K.varese },
  { year: 1976, winner: K.varese },
  { year: 1977, winner: K.maccabi },
  { year: 1978, winner: K.realMadrid },
  { year: 1979, winner: K.bosna },
  { year: 1980, winner: K.realMadrid },
  { year: 1981, winner: K.maccabi },
  { year: 1982, winner: K.cantu },
  { year: 1983, winner: K.cantu },
  { year: 1984, winner: K.virtusRoma },
  { year: 1985, winner: K.cibona },
  { year: 1986, winner: K.cibona },
  { year: 1987, winner: K.olimpiaMilano, runnerUp: K.maccabi },
  { year: 1988, winner: K.olimpiaMilano, runnerUp: K.maccabi },
  { year: 1989, winner: K.split, runnerUp: K.maccabi },
  { year: 1990, winner: K.split, runnerUp: K.barcelona },
  { year: 1991, winner: K.split, runnerUp: K.barcelona },
  { year: 1992, winner: K.partizan, runnerUp: K.joventut },
  { year: 1993, winner: K.limoges, runnerUp: K.treviso },
  { year: 1994, winner: K.joventut, runnerUp: K.olympiacos },
  { year: 1995, winner: K.realMadrid, runnerUp: K.olympiacos },
  { year: 1996, winner: K.panathinaikos, runnerUp: K.barcelona },
  { year: 1997, winner: K.olympiacos, runnerUp: K.barcelona },
  { year: 1998, winner: K.virtusBologna, runnerUp: K.aek },
  { year: 1999, winner: K.zalgiris, runnerUp: K.virtusBologna },
  { year: 2000, winner: K.panathinaikos, runnerUp: K.maccabi },
  { year: 2002, winner: K.panathinaikos, runnerUp: K.virtusBologna },
  { year: 2003, winner: K.barcelona, runnerUp: K.treviso },
  { year: 2004, winner: K.maccabi, runnerUp: K.fortitudo, mvp: L('Anthony Parker', 'Энтони Паркер') },
  { year: 2005, winner: K.maccabi, runnerUp: K.baskonia, mvp: L('Šarūnas Jasikevičius', 'Шарунас Ясикявичюс') },
  { year: 2006, winner: K.cska, runnerUp: K.maccabi, mvp: L('Theodoros Papaloukas', 'Теодорос Папалукас') },
  { year: 2007, winner: K.panathinaikos, runnerUp: K.cska, mvp: L('Dimitris Diamantidis', 'Димитрис Диамантидис') },
  { year: 2008, winner: K.cska, runnerUp: K.maccabi, mvp: L('Trajan Langdon', 'Трэджан Лэнгдон') },
  { year: 2009, winner: K.panathinaikos, runnerUp: K.cska, mvp: L('Vassilis Spanoulis', 'Василис Спанулис') },
  { year: 2010, winner: K.barcelona, runnerUp: K.olympiacos, mvp: L('Juan Carlos Navarro', 'Хуан Карлос Наварро') },
  { year: 2011, winner: K.panathinaikos, runnerUp: K.maccabi, mvp: L('Dimitris Diamantidis', 'Димитрис Диамантидис') },
  { year: 2012, winner: K.olympiacos, runnerUp: K.cska, mvp: L('Vassilis Spanoulis', 'Василис Спанулис') },
  { year: 2013, winner: K.olympiacos, runnerUp: K.realMadrid, mvp: L('Vassilis Spanoulis', 'Василис Спанулис') },
  { year: 2014, winner: K.maccabi, runnerUp: K.realMadrid, mvp: L('Tyrese Rice', 'Тайриз Райс') },
  { year: 2015, winner: K.realMadrid, runnerUp: K.olympiacos, mvp: L('Andrés Nocioni', 'Андрес Носиони') },
  { year: 2016, winner: K.cska, runnerUp: K.fenerbahce, mvp: L('Nando de Colo', 'Нандо Де Коло') },
  { year: 2017, winner: K.fenerbahce, runnerUp: K.olympiacos, mvp: L('Ekpe Udoh', 'Экпе Удо') },
  { year: 2018, winner: K.realMadrid, runnerUp: K.fenerbahce, mvp: L('Luka Dončić', 'Лука Дончич') },
  { year: 2019, winner: K.cska, runnerUp: K.efes, mvp: L('Will Clyburn', 'Уилл Клайберн') },
  { year: 2021, winner: K.efes, runnerUp: K.barcelona, mvp: L('Vasilije Micić', 'Василие Мицич') },
  { year: 2022, winner: K.efes, runnerUp: K.realMadrid, mvp: L('Vasilije Micić', 'Василие Мицич') },
  { year: 2023, winner: K.realMadrid, runnerUp: K.olympiacos, mvp: L('Edy Tavares', 'Эди Тавареш') },
  { year: 2024, winner: K.panathinaikos, runnerUp: K.realMadrid, mvp: L('Kendrick Nunn', 'Кендрик Нанн') },
  { year: 2025, winner: K.fenerbahce, runnerUp: K.monaco, mvp: L('Nigel Hayes-Davis', 'Найджел Хейс-Дэвис') },
];

/** "the 2018-19 EuroLeague" / "Евролига сезона 2018/19"; before 1997 the Champions Cup. */
function competition(year: number): { en: string; ruAcc: string; ruGen: string } {
  const s = season(year);
  return year >= 1997
    ? { en: `the ${s.en} EuroLeague`, ruAcc: `Евролигу сезона ${s.ru}`, ruGen: `Евролиги сезона ${s.ru}` }
    : {
        en: `the ${s.en} European Champions Cup (today's EuroLeague)`,
        ruAcc: `Кубок европейских чемпионов сезона ${s.ru} (ныне Евролига)`,
        ruGen: `Кубка европейских чемпионов сезона ${s.ru} (ныне Евролига)`,
      };
}

export const euroLeague = defineTable<Final>({
  id: 'basketball.euroleague',
  sport: 'basketball',
  source: {
    title: 'Wikipedia: List of EuroLeague finals; EuroLeague Final Four MVP',
    url: 'https://en.wikipedia.org/wiki/List_of_EuroLeague_finals',
    asOf: '2025-06-01',
  },
  rows,
  key: (row) => String(row.year),
  year: (row) => row.year,
  templates: [
    {
      id: 'winner',
      kind: { of: 'club', group: () => 'EuroLeague finalists', members: (r) => [r.winner, r.runnerUp] },
      level: (r) => levelByYear(r.year, 2012, 1987),
      question: (r) => L(`Which club won ${competition(r.year).en}?`, `Какой клуб выиграл ${competition(r.year).ruAcc}?`),
      answer: (r) => r.winner,
      distractors: (r, all) =>
        sameEra(
          r,
          all,
          (x) => x.year,
          (x) => x.winner,
          10,
        ).concat(
          sameEra(
            r,
            all,
            (x) => x.year,
            (x) => x.runnerUp,
            10,
          ),
        ),
    },
    {
      id: 'runner-up',
      kind: { of: 'club', group: () => 'EuroLeague finalists', members: (r) => [r.winner, r.runnerUp] },
      level: (r) => levelByYear(r.year, 2016, 2000),
      applies: (r) => r.runnerUp !== undefined,
      question: (r) =>
        L(`Which club lost the final of ${competition(r.year).en}?`, `Какой клуб проиграл в финале ${competition(r.year).ruGen}?`),
      answer: (r) => r.runnerUp as Localized,
      distractors: (r, all) =>
        sameEra(
          r,
          all,
          (x) => x.year,
          (x) => x.runnerUp,
          10,
        ).concat(
          sameEra(
            r,
            all,
            (x) => x.year,
            (x) => x.winner,
            10,
          ),
        ),
    },
    {
      id: 'final-four-mvp',
      era: 'person',
      level: (r) => levelByYear(r.year, 2016, 2008),
      applies: (r) => r.mvp !== undefined,
      question: (r) =>
        L(
          `Who was named Final Four MVP of ${competition(r.year).en}?`,
          `Кто был признан MVP «Финала четырёх» ${competition(r.year).ruGen}?`,
        ),
      answer: (r) => r.mvp as Localized,
      distractors: (r, all) =>
        eraPeople(
          r.year,
          dated(
            all,
            (x) => x.year,
            (x) => x.mvp,
          ),
        ),
    },
    {
      // Pairs that met in more than one final share a text and are dropped as ambiguous.
      id: 'year-of-final',
      level: (r) => levelByYear(r.year, 2012, 2000),
      applies: (r) => r.runnerUp !== undefined,
      question: (r) => {
        const [a, b] = [r.winner, r.runnerUp as Localized].map(club).sort((x, y) => x.en.localeCompare(y.en)) as [Localized, Localized];
        return L(
          `In which year did ${a.en} and ${b.en} meet in the final of Europe's top club competition?`,
          `В каком году в финале главного клубного турнира Европы встретились ${a.ru} и ${b.ru}?`,
        );
      },
      answer: (r) => L(String(r.year), String(r.year)),
      distractors: (r) => nearbyYears(r.year, 5, 1987, 2025).filter((y) => y.en !== '2020' && y.en !== '2001'),
    },
  ],
});
