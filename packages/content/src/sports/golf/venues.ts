import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';
import { COUNTRY as C } from '../../names/countries.js';

/** Host links of The Open Championship, 1990-2025 (not played in 2020). */
interface OpenVenue {
  readonly year: number;
  readonly course: Localized;
  readonly country: Localized;
}

const COURSE = {
  standrews: L('St Andrews (Old Course)', 'Сент-Эндрюс (Старое поле)'),
  carnoustie: L('Carnoustie', 'Карнусти'),
  muirfield: L('Muirfield', 'Мьюрфилд'),
  birkdale: L('Royal Birkdale', 'Ройал Биркдейл'),
  lytham: L('Royal Lytham & St Annes', 'Ройал Литэм энд Сент-Эннс'),
  stgeorges: L("Royal St George's", 'Ройал Сент-Джорджес'),
  troon: L('Royal Troon', 'Ройал Трун'),
  turnberry: L('Turnberry', 'Тернберри'),
  liverpool: L('Royal Liverpool (Hoylake)', 'Ройал Ливерпул (Хойлейк)'),
  portrush: L('Royal Portrush', 'Ройал Портраш'),
} as const;

type CourseKey = keyof typeof COURSE;

// prettier-ignore
const HOSTS: readonly (readonly [number, CourseKey])[] = [
  [1990, 'standrews'], [1991, 'birkdale'], [1992, 'muirfield'], [1993, 'stgeorges'], [1994, 'turnberry'],
  [1995, 'standrews'], [1996, 'lytham'], [1997, 'troon'], [1998, 'birkdale'], [1999, 'carnoustie'],
  [2000, 'standrews'], [2001, 'lytham'], [2002, 'muirfield'], [2003, 'stgeorges'], [2004, 'troon'],
  [2005, 'standrews'], [2006, 'liverpool'], [2007, 'carnoustie'], [2008, 'birkdale'], [2009, 'turnberry'],
  [2010, 'standrews'], [2011, 'stgeorges'], [2012, 'lytham'], [2013, 'muirfield'], [2014, 'liverpool'],
  [2015, 'standrews'], [2016, 'troon'], [2017, 'birkdale'], [2018, 'carnoustie'], [2019, 'portrush'],
  [2021, 'stgeorges'], [2022, 'standrews'], [2023, 'liverpool'], [2024, 'troon'], [2025, 'portrush'],
];

/** The home nation of each links: golf counts England, Scotland and Northern Ireland apart. */
const COUNTRY_OF: Readonly<Record<CourseKey, Localized>> = {
  standrews: C.scotland,
  carnoustie: C.scotland,
  muirfield: C.scotland,
  birkdale: C.england,
  lytham: C.england,
  stgeorges: C.england,
  troon: C.scotland,
  turnberry: C.scotland,
  liverpool: C.england,
  portrush: C.northernIreland,
};

const rows: readonly OpenVenue[] = HOSTS.map(([year, course]) => ({ year, course: COURSE[course], country: COUNTRY_OF[course] }));

export const openVenues = defineTable<OpenVenue>({
  id: 'golf.open-venues',
  sport: 'golf',
  source: {
    title: 'Wikipedia: The Open Championship (venues)',
    url: 'https://en.wikipedia.org/wiki/The_Open_Championship',
    asOf: '2025-08-31',
  },
  rows,
  key: (r) => String(r.year),
  templates: [
    {
      id: 'course',
      kind: { of: 'venue', group: () => 'The Open Championship' },
      level: (r) => levelByYear(r.year, 2019, 2005),
      question: (r) =>
        L(
          `Which course hosted the ${r.year} Open Championship?`,
          `На каком поле прошёл Открытый чемпионат Великобритании по гольфу ${r.year} года?`,
        ),
      answer: (r) => r.course,
    },
    {
      id: 'country',
      level: (r) => levelByYear(r.year, 2030, 2010),
      question: (r) =>
        L(
          `In which country was the ${r.year} Open Championship played?`,
          `В какой стране прошёл Открытый чемпионат Великобритании по гольфу ${r.year} года?`,
        ),
      answer: (r) => r.country,
      // The Open has never left England, Scotland and Northern Ireland: Wales is the fourth option.
      distractors: (r) => [C.england, C.scotland, C.northernIreland, C.wales].filter((c) => c !== r.country),
    },
  ],
});
