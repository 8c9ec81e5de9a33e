import { COUNTRY as C } from '../../names/countries.js';
import type { Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import { WORLD_CUP_PEOPLE } from './world-cup.js';

/**
 * Tours of the British & Irish Lions since rugby turned professional, 1997-2025: where they
 * went, who captained them and who coached them. Alun Wyn Jones was injured before the 2021
 * tour, replaced as captain by Conor Murray and then returned: 2021 gets no captain question.
 */
interface LionsTour {
  readonly year: number;
  readonly country: Localized;
  readonly captain?: Localized;
  readonly coach: Localized;
}

const JOHNSON = L('Martin Johnson', 'Мартин Джонсон');
const WARBURTON = L('Sam Warburton', 'Сэм Уорбертон');
const MCGEECHAN = L('Ian McGeechan', 'Иэн Макгичан');
const GATLAND = L('Warren Gatland', 'Уоррен Гатленд');

const rows: readonly LionsTour[] = [
  { year: 1997, country: C.southAfrica, captain: JOHNSON, coach: MCGEECHAN },
  { year: 2001, country: C.australia, captain: JOHNSON, coach: L('Graham Henry', 'Грэм Генри') },
  { year: 2005, country: C.newZealand, captain: L("Brian O'Driscoll", 'Брайан О’Дрисколл'), coach: L('Clive Woodward', 'Клайв Вудворд') },
  { year: 2009, country: C.southAfrica, captain: L("Paul O'Connell", 'Пол О’Коннелл'), coach: MCGEECHAN },
  { year: 2013, country: C.australia, captain: WARBURTON, coach: GATLAND },
  { year: 2017, country: C.newZealand, captain: WARBURTON, coach: GATLAND },
  { year: 2021, country: C.southAfrica, coach: GATLAND },
  { year: 2025, country: C.australia, captain: L('Maro Itoje', 'Мару Итодже'), coach: L('Andy Farrell', 'Энди Фаррелл') },
];

const LIONS = L('the British & Irish Lions', '«Британские и ирландские львы»');

/** The tours within four years of this one. */
const near = (r: LionsTour) => rows.filter((x) => Math.abs(x.year - r.year) <= 4);

/** Home-nation captains who never captained a Lions tour, with the years they were playing. */
const HOME_CAPTAINS: readonly (readonly [Localized, number, number])[] = [
  [L('Lawrence Dallaglio', 'Лоуренс Даллальо'), 1995, 2008],
  [L('Keith Wood', 'Кит Вуд'), 1995, 2003],
  [L('Alun Wyn Jones', 'Алан Уин Джонс'), 2008, 2023],
  [L('Johnny Sexton', 'Джонни Секстон'), 2010, 2023],
  [L('Owen Farrell', 'Оуэн Фаррелл'), 2012, 2025],
  [L('Jamie George', 'Джейми Джордж'), 2015, 2025],
];

export const lionsTours = defineTable<LionsTour>({
  id: 'rugby.lions-tours',
  sport: 'rugby',
  source: {
    title: 'Wikipedia: British & Irish Lions (tours, captains and coaches)',
    url: 'https://en.wikipedia.org/wiki/British_%26_Irish_Lions',
    asOf: '2025-09-01',
  },
  rows,
  key: (r) => String(r.year),
  year: (r) => r.year,
  people: (r) => [...(r.captain ? [r.captain] : []), r.coach],
  // Wrong answers from the tours and World Cups within four years: people of those seasons.
  eraMargin: 4,
  templates: [
    {
      id: 'destination',
      level: (r) => (r.year >= 2013 ? 'medium' : 'hard'),
      question: (r) =>
        L(`Which country did ${LIONS.en} tour in ${r.year}?`, `В какую страну ${LIONS.ru} отправились в турне в ${r.year} году?`),
      answer: (r) => r.country,
      // The Lions tour the three southern giants in turn; Argentina is the fourth option.
      distractors: (r) => [C.southAfrica, C.australia, C.newZealand, C.argentina].filter((c) => c !== r.country),
    },
    {
      id: 'captain',
      level: () => 'hard',
      applies: (r) => r.captain !== undefined,
      question: (r) =>
        L(
          `Who captained ${LIONS.en} on their ${r.year} tour?`,
          `Кто был капитаном «Британских и ирландских львов» в турне ${r.year} года?`,
        ),
      era: 'person',
      answer: (r) => r.captain ?? L('', ''),
      // Lions and World Cup-winning captains of the years around the tour, and great captains
      // of the home nations who were playing then.
      distractors: (r) => [
        ...near(r).flatMap((x) => (x.captain ? [x.captain] : [])),
        ...WORLD_CUP_PEOPLE.filter((x) => Math.abs(x.year - r.year) <= 4).map((x) => x.captain),
        ...HOME_CAPTAINS.filter(([, from, to]) => r.year >= from && r.year <= to).map(([name]) => name),
      ],
    },
    {
      id: 'coach',
      level: () => 'hard',
      question: (r) =>
        L(
          `Who was the head coach of ${LIONS.en} on their ${r.year} tour?`,
          `Кто был главным тренером «Британских и ирландских львов» в турне ${r.year} года?`,
        ),
      era: 'person',
      answer: (r) => r.coach,
      // Lions coaches and World Cup-winning coaches within four years of the tour.
      distractors: (r) => [
        ...near(r).map((x) => x.coach),
        ...WORLD_CUP_PEOPLE.filter((x) => Math.abs(x.year - r.year) <= 4).map((x) => x.coach),
      ],
    },
  ],
});
