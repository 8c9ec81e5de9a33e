import { COUNTRY as C } from '../../names/countries.js';
import type { Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';

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
      answer: (r) => r.captain ?? L('', ''),
      distractors: () => [...rows.flatMap((x) => (x.captain ? [x.captain] : [])), L('Alun Wyn Jones', 'Алан Уин Джонс')],
    },
    {
      id: 'coach',
      level: () => 'hard',
      question: (r) =>
        L(
          `Who was the head coach of ${LIONS.en} on their ${r.year} tour?`,
          `Кто был главным тренером «Британских и ирландских львов» в турне ${r.year} года?`,
        ),
      answer: (r) => r.coach,
    },
  ],
});
