import { COUNTRY } from '../../names/countries.js';
import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';

/**
 * Finals of the two nations' cups. The 2020 Davis Cup was not played and the 2020-21 editions
 * of both cups were won by the Russian Tennis Federation team, which played without its flag:
 * those editions are left out rather than named in a way readers could dispute.
 */
interface CupFinal {
  readonly year: number;
  readonly winner: Localized;
  readonly runnerUp: Localized;
}

const C = COUNTRY;

/** Countries that succeeded one another: never offered as a wrong answer for each other. */
const SUCCESSORS: readonly (readonly Localized[])[] = [
  [C.germany, C.westGermany],
  [C.russia, C.sovietUnion],
  [C.czechRepublic, C.czechoslovakia],
];

function related(a: Localized, b: Localized): boolean {
  return SUCCESSORS.some((group) => group.includes(a) && group.includes(b));
}

/** Nations that took part under that name only within these years (inclusive). */
const EXISTED: ReadonlyMap<Localized, readonly [number, number]> = new Map([
  [C.westGermany, [1949, 1990]],
  [C.germany, [1991, 9999]],
  [C.sovietUnion, [1922, 1991]],
  [C.russia, [1992, 9999]],
  [C.czechoslovakia, [1918, 1992]],
  [C.czechRepublic, [1993, 9999]],
  [C.slovakia, [1993, 9999]],
  [C.croatia, [1992, 9999]],
  [C.belarus, [1992, 9999]],
  [C.serbia, [2007, 9999]],
] as const);

function existedIn(nation: Localized, year: number): boolean {
  const span = EXISTED.get(nation);
  return !span || (year >= span[0] && year <= span[1]);
}

/**
 * Other finalists of the same cup within 15 years, never a nation that did not exist under
 * that name in that year, nor the predecessor or successor of the right answer.
 */
function otherNations(row: CupFinal, right: Localized, rows: readonly CupFinal[]): Localized[] {
  return rows
    .filter((r) => Math.abs(r.year - row.year) <= 15)
    .flatMap((r) => [r.winner, r.runnerUp])
    .filter((n) => n !== right && !related(n, right) && existedIn(n, row.year));
}

const davisRows: readonly CupFinal[] = [
  { year: 1972, winner: C.unitedStates, runnerUp: C.romania },
  { year: 1973, winner: C.australia, runnerUp: C.unitedStates },
  { year: 1975, winner: C.sweden, runnerUp: C.czechoslovakia },
  { year: 1976, winner: C.italy, runnerUp: C.chile },
  { year: 1977, winner: C.australia, runnerUp: C.italy },
  { year: 1978, winner: C.unitedStates, runnerUp: C.greatBritain },
  { year: 1979, winner: C.unitedStates, runnerUp: C.italy },
  { year: 1980, winner: C.czechoslovakia, runnerUp: C.italy },
  { year: 1981, winner: C.unitedStates, runnerUp: C.argentina },
  { year: 1982, winner: C.unitedStates, runnerUp: C.france },
  { year: 1983, winner: C.australia, runnerUp: C.sweden },
  { year: 1984, winner: C.sweden, runnerUp: C.unitedStates },
  { year: 1985, winner: C.sweden, runnerUp: C.westGermany },
  { year: 1986, winner: C.australia, runnerUp: C.sweden },
  { year: 1987, winner: C.sweden, runnerUp: C.india },
  { year: 1988, winner: C.westGermany, runnerUp: C.sweden },
  { year: 1989, winner: C.westGermany, runnerUp: C.sweden },
  { year: 1990, winner: C.unitedStates, runnerUp: C.australia },
  { year: 1991, winner: C.france, runnerUp: C.unitedStates },
  { year: 1992, winner: C.unitedStates, runnerUp: C.switzerland },
  { year: 1993, winner: C.germany, runnerUp: C.australia },
  { year: 1994, winner: C.sweden, runnerUp: C.russia },
  { year: 1995, winner: C.unitedStates, runnerUp: C.russia },
  { year: 1996, winner: C.france, runnerUp: C.sweden },
  { year: 1997, winner: C.sweden, runnerUp: C.unitedStates },
  { year: 1998, winner: C.sweden, runnerUp: C.italy },
  { year: 1999, winner: C.australia, runnerUp: C.france },
  { year: 2000, winner: C.spain, runnerUp: C.australia },
  { year: 2001, winner: C.france, runnerUp: C.australia },
  { year: 2002, winner: C.russia, runnerUp: C.france },
  { year: 2003, winner: C.australia, runnerUp: C.spain },
  { year: 2004, winner: C.spain, runnerUp: C.unitedStates },
  { year: 2005, winner: C.croatia, runnerUp: C.slovakia },
  { year: 2006, winner: C.russia, runnerUp: C.argentina },
  { year: 2007, winner: C.unitedStates, runnerUp: C.russia },
  { year: 2008, winner: C.spain, runnerUp: C.argentina },
  { year: 2009, winner: C.spain, runnerUp: C.czechRepublic },
  { year: 2010, winner: C.serbia, runnerUp: C.france },
  { year: 2011, winner: C.spain, runnerUp: C.argentina },
  { year: 2012, winner: C.czechRepublic, runnerUp: C.spain },
  { year: 2013, winner: C.czechRepublic, runnerUp: C.serbia },
  { year: 2014, winner: C.switzerland, runnerUp: C.france },
  { year: 2015, winner: C.greatBritain, runnerUp: C.belgium },
  { year: 2016, winner: C.argentina, runnerUp: C.croatia },
  { year: 2017, winner: C.france, runnerUp: C.belgium },
  { year: 2018, winner: C.croatia, runnerUp: C.france },
  { year: 2019, winner: C.spain, runnerUp: C.canada },
  { year: 2022, winner: C.canada, runnerUp: C.australia },
  { year: 2023, winner: C.italy, runnerUp: C.australia },
  { year: 2024, winner: C.italy, runnerUp: C.netherlands },
];

export const davisCupFinals = defineTable<CupFinal>({
  id: 'tennis.davis-cup-finals',
  sport: 'tennis',
  source: {
    title: 'Wikipedia: List of Davis Cup champions',
    url: 'https://en.wikipedia.org/wiki/List_of_Davis_Cup_champions',
    asOf: '2025-01-01',
  },
  rows: davisRows,
  key: (r) => String(r.year),
  templates: [
    {
      id: 'winner',
      level: (r) => levelByYear(r.year, 2010, 1990),
      question: (r) => L(`Which nation won the Davis Cup in ${r.year}?`, `Какая сборная выиграла Кубок Дэвиса в ${r.year} году?`),
      answer: (r) => r.winner,
      distractors: (r, rows) => otherNations(r, r.winner, rows),
    },
    {
      id: 'runner-up',
      level: (r) => levelByYear(r.year, 2015, 1990),
      question: (r) =>
        L(`Which nation lost the ${r.year} Davis Cup final?`, `Какая сборная проиграла в финале Кубка Дэвиса ${r.year} года?`),
      answer: (r) => r.runnerUp,
      distractors: (r, rows) => otherNations(r, r.runnerUp, rows),
    },
  ],
});

/** The women's team cup: the Fed Cup until 2019, the Billie Jean King Cup from 2020. */
const fedRows: readonly CupFinal[] = [
  { year: 1990, winner: C.unitedStates, runnerUp: C.sovietUnion },
  { year: 1991, winner: C.spain, runnerUp: C.unitedStates },
  { year: 1992, winner: C.germany, runnerUp: C.spain },
  { year: 1993, winner: C.spain, runnerUp: C.australia },
  { year: 1994, winner: C.spain, runnerUp: C.unitedStates },
  { year: 1995, winner: C.spain, runnerUp: C.unitedStates },
  { year: 1996, winner: C.unitedStates, runnerUp: C.spain },
  { year: 1997, winner: C.france, runnerUp: C.netherlands },
  { year: 1998, winner: C.spain, runnerUp: C.switzerland },
  { year: 1999, winner: C.unitedStates, runnerUp: C.russia },
  { year: 2000, winner: C.unitedStates, runnerUp: C.spain },
  { year: 2001, winner: C.belgium, runnerUp: C.russia },
  { year: 2002, winner: C.slovakia, runnerUp: C.spain },
  { year: 2003, winner: C.france, runnerUp: C.unitedStates },
  { year: 2004, winner: C.russia, runnerUp: C.france },
  { year: 2005, winner: C.russia, runnerUp: C.france },
  { year: 2006, winner: C.italy, runnerUp: C.belgium },
  { year: 2007, winner: C.russia, runnerUp: C.italy },
  { year: 2008, winner: C.russia, runnerUp: C.spain },
  { year: 2009, winner: C.italy, runnerUp: C.unitedStates },
  { year: 2010, winner: C.italy, runnerUp: C.unitedStates },
  { year: 2011, winner: C.czechRepublic, runnerUp: C.russia },
  { year: 2012, winner: C.czechRepublic, runnerUp: C.serbia },
  { year: 2013, winner: C.italy, runnerUp: C.russia },
  { year: 2014, winner: C.czechRepublic, runnerUp: C.germany },
  { year: 2015, winner: C.czechRepublic, runnerUp: C.russia },
  { year: 2016, winner: C.czechRepublic, runnerUp: C.france },
  { year: 2017, winner: C.unitedStates, runnerUp: C.belarus },
  { year: 2018, winner: C.czechRepublic, runnerUp: C.unitedStates },
  { year: 2019, winner: C.france, runnerUp: C.australia },
  { year: 2022, winner: C.switzerland, runnerUp: C.australia },
  { year: 2023, winner: C.canada, runnerUp: C.italy },
  { year: 2024, winner: C.italy, runnerUp: C.slovakia },
];

const cupName = (year: number) => (year >= 2020 ? L('Billie Jean King Cup', 'Кубок Билли Джин Кинг') : L('Fed Cup', 'Кубок Федерации'));

export const fedCupFinals = defineTable<CupFinal>({
  id: 'tennis.fed-cup-finals',
  sport: 'tennis',
  source: {
    title: 'Wikipedia: List of Billie Jean King Cup finals',
    url: 'https://en.wikipedia.org/wiki/List_of_Billie_Jean_King_Cup_finals',
    asOf: '2025-01-01',
  },
  rows: fedRows,
  key: (r) => String(r.year),
  templates: [
    {
      id: 'winner',
      level: (r) => (r.year >= 2004 ? 'medium' : 'hard'),
      question: (r) =>
        L(`Which nation won the ${cupName(r.year).en} in ${r.year}?`, `Какая сборная выиграла ${cupName(r.year).ru} в ${r.year} году?`),
      answer: (r) => r.winner,
      distractors: (r, rows) => otherNations(r, r.winner, rows),
    },
    {
      id: 'runner-up',
      level: (r) => (r.year >= 2016 ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `Which nation lost the ${r.year} ${cupName(r.year).en} final?`,
          `Какая сборная проиграла в финале ${r.year >= 2020 ? 'Кубка Билли Джин Кинг' : 'Кубка Федерации'} ${r.year} года?`,
        ),
      answer: (r) => r.runnerUp,
      distractors: (r, rows) => otherNations(r, r.runnerUp, rows),
    },
  ],
});
