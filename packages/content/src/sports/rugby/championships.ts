import { COUNTRY as C } from '../../names/countries.js';
import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';

/** Six Nations champions, 2000-2025 (the first edition with Italy onwards). */
interface SixNations {
  readonly year: number;
  readonly winner: Localized;
}

const SIX: readonly Localized[] = [C.england, C.france, C.ireland, C.wales, C.scotland, C.italy];

const sixNationsRows: readonly SixNations[] = (
  [
    [2000, C.england],
    [2001, C.england],
    [2002, C.france],
    [2003, C.england],
    [2004, C.france],
    [2005, C.wales],
    [2006, C.france],
    [2007, C.france],
    [2008, C.wales],
    [2009, C.ireland],
    [2010, C.france],
    [2011, C.england],
    [2012, C.wales],
    [2013, C.wales],
    [2014, C.ireland],
    [2015, C.ireland],
    [2016, C.england],
    [2017, C.england],
    [2018, C.ireland],
    [2019, C.wales],
    [2020, C.england],
    [2021, C.wales],
    [2022, C.france],
    [2023, C.ireland],
    [2024, C.ireland],
    [2025, C.france],
  ] as const
).map(([year, winner]) => ({ year, winner }));

export const sixNations = defineTable<SixNations>({
  id: 'rugby.six-nations',
  sport: 'rugby',
  source: {
    title: 'Wikipedia: Six Nations Championship (results)',
    url: 'https://en.wikipedia.org/wiki/Six_Nations_Championship',
    asOf: '2025-03-15',
  },
  rows: sixNationsRows,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'winner',
      level: (r) => levelByYear(r.year, 2018, 2008),
      question: (r) =>
        L(`Which team won the ${r.year} Six Nations Championship?`, `Какая сборная выиграла Кубок шести наций ${r.year} года?`),
      answer: (r) => r.winner,
      distractors: (r) => SIX.filter((x) => x.en !== r.winner.en),
    },
  ],
});

/** Tri Nations (1996-2011) and Rugby Championship (2012-2025; the 2020 edition was a Tri Nations without South Africa). */
interface SouthernTitle {
  readonly year: number;
  readonly winner: Localized;
}

const SOUTH: readonly Localized[] = [C.newZealand, C.southAfrica, C.australia, C.argentina];

const southernRows: readonly SouthernTitle[] = (
  [
    [1996, C.newZealand],
    [1997, C.newZealand],
    [1998, C.southAfrica],
    [1999, C.newZealand],
    [2000, C.australia],
    [2001, C.australia],
    [2002, C.newZealand],
    [2003, C.newZealand],
    [2004, C.southAfrica],
    [2005, C.newZealand],
    [2006, C.newZealand],
    [2007, C.newZealand],
    [2008, C.newZealand],
    [2009, C.southAfrica],
    [2010, C.newZealand],
    [2011, C.australia],
    [2012, C.newZealand],
    [2013, C.newZealand],
    [2014, C.newZealand],
    [2015, C.australia],
    [2016, C.newZealand],
    [2017, C.newZealand],
    [2018, C.newZealand],
    [2019, C.southAfrica],
    [2020, C.newZealand],
    [2021, C.newZealand],
    [2022, C.newZealand],
    [2023, C.newZealand],
    [2024, C.southAfrica],
    [2025, C.southAfrica],
  ] as const
).map(([year, winner]) => ({ year, winner }));

function southernName(year: number): Localized {
  if (year <= 2011) return L(`the ${year} Tri Nations`, `Кубок трёх наций ${year} года`);
  if (year === 2020) return L('the 2020 Tri Nations', 'Кубок трёх наций 2020 года');
  return L(`the ${year} Rugby Championship`, `турнир «Регби Чемпионшип» ${year} года`);
}

export const southernChampionship = defineTable<SouthernTitle>({
  id: 'rugby.rugby-championship',
  sport: 'rugby',
  source: {
    title: 'Wikipedia: The Rugby Championship (Tri Nations Series champions)',
    url: 'https://en.wikipedia.org/wiki/The_Rugby_Championship',
    asOf: '2025-10-04',
  },
  rows: southernRows,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'winner',
      level: (r) => levelByYear(r.year, 2019, 2009),
      question: (r) => L(`Which team won ${southernName(r.year).en}?`, `Какая сборная выиграла ${southernName(r.year).ru}?`),
      answer: (r) => r.winner,
      // Argentina only joined in 2012; before that the fourth answer is a Six Nations side.
      distractors: (r) =>
        [...SOUTH, ...(r.year < 2012 || r.year === 2020 ? [C.england, C.france] : [])].filter((x) => x.en !== r.winner.en),
    },
  ],
});

/** Olympic rugby sevens champions (back on the programme since 2016). */
interface SevensTitle {
  readonly year: number;
  readonly women: boolean;
  readonly winner: Localized;
  readonly runnerUp: Localized;
}

const sevensRows: readonly SevensTitle[] = [
  { year: 2016, women: false, winner: C.fiji, runnerUp: C.greatBritain },
  { year: 2016, women: true, winner: C.australia, runnerUp: C.newZealand },
  { year: 2020, women: false, winner: C.fiji, runnerUp: C.newZealand },
  { year: 2020, women: true, winner: C.newZealand, runnerUp: C.france },
  { year: 2024, women: false, winner: C.france, runnerUp: C.fiji },
  { year: 2024, women: true, winner: C.newZealand, runnerUp: C.canada },
];

const SEVENS: readonly Localized[] = [C.fiji, C.newZealand, C.southAfrica, C.france, C.australia, C.greatBritain, C.canada, C.unitedStates];

export const olympicSevens = defineTable<SevensTitle>({
  id: 'rugby.olympic-sevens',
  sport: 'rugby',
  source: {
    title: 'Wikipedia: Rugby sevens at the Summer Olympics',
    url: 'https://en.wikipedia.org/wiki/Rugby_sevens_at_the_Summer_Olympics',
    asOf: '2024-08-01',
  },
  rows: sevensRows,
  key: (row) => `${row.year}-${row.women ? 'women' : 'men'}`,
  templates: [
    {
      id: 'winner',
      level: (r) => (r.year === 2016 && !r.women ? 'easy' : 'medium'),
      question: (r) =>
        L(
          `Which team won the ${r.women ? "women's" : "men's"} rugby sevens at the ${r.year} Olympics?`,
          `Какая ${r.women ? 'женская' : 'мужская'} сборная выиграла олимпийский турнир по регби-7 в ${r.year} году?`,
        ),
      answer: (r) => r.winner,
      distractors: (r) => SEVENS.filter((x) => x.en !== r.winner.en),
    },
    {
      id: 'runner-up',
      level: () => 'hard',
      question: (r) =>
        L(
          `Which team lost the ${r.women ? "women's" : "men's"} rugby sevens final at the ${r.year} Olympics?`,
          `Какая ${r.women ? 'женская' : 'мужская'} сборная проиграла в финале олимпийского турнира по регби-7 в ${r.year} году?`,
        ),
      answer: (r) => r.runnerUp,
      distractors: (r) => SEVENS.filter((x) => x.en !== r.runnerUp.en && x.en !== r.winner.en),
    },
  ],
});
