import { COUNTRY as C } from '../../names/countries.js';
import type { Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';

/**
 * Host countries of the Solheim Cup, the women's match between Europe and the United States
 * (every two years; moved to odd years in 2003, and back to even years in 2024). Golf counts
 * Scotland, Wales and Ireland as hosts in their own right. Each row cites its edition's article.
 */
interface SolheimCup {
  readonly year: number;
  readonly country: Localized;
}

// prettier-ignore
const HOSTS: readonly (readonly [number, Localized])[] = [
  [1990, C.unitedStates], [1992, C.scotland], [1994, C.unitedStates], [1996, C.wales], [1998, C.unitedStates],
  [2000, C.scotland], [2002, C.unitedStates], [2003, C.sweden], [2005, C.unitedStates], [2007, C.sweden],
  [2009, C.unitedStates], [2011, C.ireland], [2013, C.unitedStates], [2015, C.germany], [2017, C.unitedStates],
  [2019, C.scotland], [2021, C.unitedStates], [2023, C.spain], [2024, C.unitedStates],
];

const rows: readonly SolheimCup[] = HOSTS.map(([year, country]) => ({ year, country }));

export const solheimCups = defineTable<SolheimCup>({
  id: 'golf.solheim-cup',
  sport: 'golf',
  source: {
    title: 'Wikipedia: Solheim Cup (results); each row cites its edition',
    url: 'https://en.wikipedia.org/wiki/Solheim_Cup',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) => String(r.year),
  rowSource: (r) => wikipedia(`${r.year} Solheim Cup`, '2025-01-01'),
  templates: [
    {
      id: 'host-country',
      level: (r) => (r.year >= 2015 ? 'medium' : 'hard'),
      question: (r) => L(`In which country was the ${r.year} Solheim Cup played?`, `В какой стране прошёл Кубок Сольхейм ${r.year} года?`),
      answer: (r) => r.country,
      // The other host countries, and the European hosts of the Ryder Cup.
      distractors: (r) => [...rows.map((x) => x.country), C.england, C.france, C.italy].filter((c) => c !== r.country),
    },
  ],
});
