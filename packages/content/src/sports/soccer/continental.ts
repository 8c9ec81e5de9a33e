import { COUNTRY } from '../../names/countries.js';
import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';

/**
 * National-team championships of other confederations. `runnerUp` is null where the title was
 * decided in a final round rather than a final (Copa América 1989 and 1991); `host` is null for
 * joint hosts (AFCON 2000 and 2012), to keep one-country answers.
 */
interface Edition {
  readonly year: number;
  /** How the edition is named in a question: 'the 2016 Copa América Centenario'. */
  readonly name: Localized;
  /** The Russian name in the genitive: 'Кубка Америки 2019 года'. */
  readonly ruGen: string;
  readonly winner: Localized;
  readonly runnerUp: Localized | null;
  readonly host: Localized | null;
}

const C = COUNTRY;

function copa(year: number, winner: Localized, runnerUp: Localized | null, host: Localized): Edition {
  const centenario = year === 2016;
  const name = centenario
    ? L('the 2016 Copa América Centenario', 'Кубок Америки 2016 года (юбилейный)')
    : L(`the ${year} Copa América`, `Кубок Америки ${year} года`);
  const ruGen = centenario ? 'Кубка Америки 2016 года (юбилейного)' : `Кубка Америки ${year} года`;
  return { year, name, ruGen, winner, runnerUp, host };
}

const copaRows: readonly Edition[] = [
  copa(1987, C.uruguay, C.chile, C.argentina),
  copa(1989, C.brazil, null, C.brazil),
  copa(1991, C.argentina, null, C.chile),
  copa(1993, C.argentina, C.mexico, C.ecuador),
  copa(1995, C.uruguay, C.brazil, C.uruguay),
  copa(1997, C.brazil, C.bolivia, C.bolivia),
  copa(1999, C.brazil, C.uruguay, C.paraguay),
  copa(2001, C.colombia, C.mexico, C.colombia),
  copa(2004, C.brazil, C.argentina, C.peru),
  copa(2007, C.brazil, C.argentina, C.venezuela),
  copa(2011, C.uruguay, C.paraguay, C.argentina),
  copa(2015, C.chile, C.argentina, C.chile),
  copa(2016, C.chile, C.argentina, C.unitedStates),
  copa(2019, C.brazil, C.peru, C.brazil),
  copa(2021, C.argentina, C.brazil, C.brazil),
  copa(2024, C.argentina, C.colombia, C.unitedStates),
];

/** AFCON editions are named by year; 2021 and 2023 were played early the next year. */
function afcon(year: number, winner: Localized, runnerUp: Localized, host: Localized | null): Edition {
  const played = year === 2021 || year === 2023 ? year + 1 : null;
  const note = played ? [` (played in ${played})`, ` (сыгран в ${played} году)`] : ['', ''];
  const name = L(`the ${year} Africa Cup of Nations${note[0]}`, `Кубок африканских наций ${year} года${note[1]}`);
  const ruGen = `Кубка африканских наций ${year} года${note[1]}`;
  return { year, name, ruGen, winner, runnerUp, host };
}

const afconRows: readonly Edition[] = [
  afcon(1990, C.algeria, C.nigeria, C.algeria),
  afcon(1992, C.ivoryCoast, C.ghana, C.senegal),
  afcon(1994, C.nigeria, C.zambia, C.tunisia),
  afcon(1996, C.southAfrica, C.tunisia, C.southAfrica),
  afcon(1998, C.egypt, C.southAfrica, C.burkinaFaso),
  afcon(2000, C.cameroon, C.nigeria, null),
  afcon(2002, C.cameroon, C.senegal, C.mali),
  afcon(2004, C.tunisia, C.morocco, C.tunisia),
  afcon(2006, C.egypt, C.ivoryCoast, C.egypt),
  afcon(2008, C.egypt, C.cameroon, C.ghana),
  afcon(2010, C.egypt, C.ghana, C.angola),
  afcon(2012, C.zambia, C.ivoryCoast, null),
  afcon(2013, C.nigeria, C.burkinaFaso, C.southAfrica),
  afcon(2015, C.ivoryCoast, C.ghana, C.equatorialGuinea),
  afcon(2017, C.cameroon, C.egypt, C.gabon),
  afcon(2019, C.algeria, C.senegal, C.egypt),
  afcon(2021, C.senegal, C.egypt, C.cameroon),
  afcon(2023, C.ivoryCoast, C.nigeria, C.ivoryCoast),
];

function editionTable(id: string, rows: readonly Edition[], source: { title: string; url: string }, easyFrom: number, mediumFrom: number) {
  const level = (r: Edition) => levelByYear(r.year, easyFrom, mediumFrom);
  return defineTable<Edition>({
    id,
    sport: 'soccer',
    source: { ...source, asOf: '2025-01-01' },
    rows,
    key: (r) => String(r.year),
    templates: [
      {
        id: 'winner',
        level,
        question: (r) => L(`Which country won ${r.name.en}?`, `Какая сборная выиграла ${r.name.ru}?`),
        answer: (r) => r.winner,
      },
      {
        id: 'runner-up',
        level: (r) => levelByYear(r.year, easyFrom + 4, mediumFrom + 4),
        applies: (r) => r.runnerUp !== null,
        question: (r) => L(`Which country lost the final of ${r.name.en}?`, `Какая сборная проиграла в финале ${r.ruGen}?`),
        answer: (r) => r.runnerUp as Localized,
      },
      {
        id: 'host',
        level: (r) => levelByYear(r.year, easyFrom + 4, mediumFrom + 4),
        applies: (r) => r.host !== null,
        question: (r) => L(`Which country hosted ${r.name.en}?`, `Какая страна принимала ${r.name.ru}?`),
        answer: (r) => r.host as Localized,
      },
    ],
  });
}

export const copaAmerica = editionTable(
  'soccer.copa-america',
  copaRows,
  { title: 'Wikipedia: Copa América (results by edition)', url: 'https://en.wikipedia.org/wiki/Copa_Am%C3%A9rica' },
  2015,
  1999,
);

export const africaCupOfNations = editionTable(
  'soccer.africa-cup-of-nations',
  afconRows,
  { title: 'Wikipedia: Africa Cup of Nations (results by edition)', url: 'https://en.wikipedia.org/wiki/Africa_Cup_of_Nations' },
  2019,
  2006,
);
