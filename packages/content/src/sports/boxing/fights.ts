import type { Level, Localized } from '../../model.js';
import { defineTable, L, N, nearbyYears } from '../../model.js';
import type { BoxerKey } from './boxers.js';
import { BOXERS, boxerArticle } from './boxers.js';

/**
 * Famous fights: where and when. `once` marks pairs that met exactly once in their careers;
 * only they get a "which year" question. `nth` names the fight when a pair met twice in the
 * same year (Durán and Leonard in 1980, Ruiz and Joshua in 2019, Usyk and Fury in 2024).
 */
interface Fight {
  readonly id: string;
  /** The first-named boxer: his biography's record table gives the fight's place and date. */
  readonly aKey: BoxerKey;
  readonly a: Localized;
  readonly b: Localized;
  readonly year: number;
  readonly city: Localized;
  readonly once: boolean;
  readonly nth?: 'first' | 'second';
  readonly level: Level;
}

const CITY = {
  newYork: L('New York', 'Нью-Йорк'),
  kinshasa: L('Kinshasa', 'Киншаса'),
  // The Araneta Coliseum stands in Quezon City, part of Metro Manila: the answer says both.
  manila: L('Quezon City (Metro Manila)', 'Кесон-Сити (Большая Манила)'),
  kingston: L('Kingston', 'Кингстон'),
  miamiBeach: L('Miami Beach', 'Майами-Бич'),
  lewiston: L('Lewiston', 'Льюистон'),
  tokyo: L('Tokyo', 'Токио'),
  lasVegas: L('Las Vegas', 'Лас-Вегас'),
  memphis: L('Memphis', 'Мемфис'),
  atlanticCity: L('Atlantic City', 'Атлантик-Сити'),
  dusseldorf: L('Düsseldorf', 'Дюссельдорф'),
  london: L('London', 'Лондон'),
  diriyah: L('Diriyah', 'Эд-Дирия'),
  riyadh: L('Riyadh', 'Эр-Рияд'),
  moscow: L('Moscow', 'Москва'),
  montreal: L('Montreal', 'Монреаль'),
  newOrleans: L('New Orleans', 'Новый Орлеан'),
  chicago: L('Chicago', 'Чикаго'),
  losAngeles: L('Los Angeles', 'Лос-Анджелес'),
} as const;

type CityKey = keyof typeof CITY;
const SAUDI: readonly Localized[] = [CITY.riyadh, CITY.diriyah];
const E: Level = 'easy';
const M: Level = 'medium';
const H: Level = 'hard';

const FIGHTS: readonly (readonly [string, BoxerKey, BoxerKey, number, CityKey, boolean, Level, ('first' | 'second')?])[] = [
  ['ali-frazier-1971', 'ali', 'frazier', 1971, 'newYork', false, M],
  ['ali-foreman-1974', 'ali', 'foreman', 1974, 'kinshasa', true, E],
  ['ali-frazier-1975', 'ali', 'frazier', 1975, 'manila', false, M],
  ['foreman-frazier-1973', 'foreman', 'frazier', 1973, 'kingston', false, H],
  ['clay-liston-1964', 'clay', 'liston', 1964, 'miamiBeach', false, H],
  ['ali-liston-1965', 'ali', 'liston', 1965, 'lewiston', false, H],
  ['douglas-tyson-1990', 'douglas', 'tyson', 1990, 'tokyo', true, E],
  ['tyson-berbick-1986', 'tyson', 'berbick', 1986, 'lasVegas', true, M],
  ['tyson-spinks-1988', 'tyson', 'michaelSpinks', 1988, 'atlanticCity', true, H],
  ['holyfield-tyson-1997', 'holyfield', 'tyson', 1997, 'lasVegas', false, M],
  ['lewis-tyson-2002', 'lewis', 'tyson', 2002, 'memphis', true, M],
  ['lewis-vitali-2003', 'lewis', 'vitali', 2003, 'losAngeles', true, M],
  ['wladimir-povetkin-2013', 'wladimir', 'povetkin', 2013, 'moscow', true, E],
  ['fury-wladimir-2015', 'fury', 'wladimir', 2015, 'dusseldorf', true, E],
  ['joshua-wladimir-2017', 'joshua', 'wladimir', 2017, 'london', true, E],
  ['usyk-gassiev-2018', 'usyk', 'gassiev', 2018, 'moscow', true, M],
  ['ruiz-joshua-2019', 'andyRuiz', 'joshua', 2019, 'newYork', false, M, 'first'],
  ['joshua-ruiz-2019', 'joshua', 'andyRuiz', 2019, 'diriyah', false, M, 'second'],
  ['usyk-joshua-2021', 'usyk', 'joshua', 2021, 'london', false, E],
  ['usyk-fury-2024', 'usyk', 'fury', 2024, 'riyadh', false, E, 'first'],
  ['mayweather-pacquiao-2015', 'mayweather', 'pacquiao', 2015, 'lasVegas', true, E],
  ['mayweather-mcgregor-2017', 'mayweather', 'mcgregor', 2017, 'lasVegas', true, M],
  ['golovkin-canelo-2017', 'golovkin', 'canelo', 2017, 'lasVegas', false, M],
  ['bivol-canelo-2022', 'bivol', 'canelo', 2022, 'lasVegas', true, E],
  ['beterbiev-bivol-2024', 'beterbiev', 'bivol', 2024, 'riyadh', false, M],
  ['hagler-hearns-1985', 'hagler', 'hearns', 1985, 'lasVegas', true, H],
  ['leonard-hagler-1987', 'leonard', 'hagler', 1987, 'lasVegas', true, H],
  ['duran-leonard-1980', 'duran', 'leonard', 1980, 'montreal', false, H, 'first'],
  ['leonard-duran-1980', 'leonard', 'duran', 1980, 'newOrleans', false, H, 'second'],
  ['tunney-dempsey-1927', 'tunney', 'dempsey', 1927, 'chicago', false, H],
  ['louis-schmeling-1938', 'louis', 'schmeling', 1938, 'newYork', false, H],
];

const rows: readonly Fight[] = FIGHTS.map(([id, a, b, year, city, once, level, nth]) => ({
  id,
  aKey: a,
  a: BOXERS[a],
  b: BOXERS[b],
  year,
  city: CITY[city],
  once,
  level,
  ...(nth ? { nth } : {}),
}));

const NTH = { first: { en: 'first ', ru: 'первый ' }, second: { en: 'second ', ru: 'второй ' } } as const;

export const famousFights = defineTable<Fight>({
  id: 'boxing.famous-fights',
  sport: 'boxing',
  source: {
    title: "Wikipedia: List of world heavyweight boxing champions; each row cites its first-named boxer's biography (record)",
    url: 'https://en.wikipedia.org/wiki/List_of_world_heavyweight_boxing_champions',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) => r.id,
  rowSource: (r) => boxerArticle(r.aKey, '2025-01-01'),
  templates: [
    {
      id: 'city',
      level: (r) => r.level,
      question: (r) => {
        const nth = r.nth ? NTH[r.nth] : { en: '', ru: '' };
        return L(
          `In which city did the ${nth.en}${r.year} fight between ${r.a.en} and ${r.b.en} take place?`,
          `В каком городе прошёл ${nth.ru}бой ${r.a.ru} — ${r.b.ru} ${r.year} года?`,
        );
      },
      answer: (r) => r.city,
      // Host cities of fights from the same era, plus the classic American fight towns.
      // Diriyah lies on the edge of Riyadh, so neither is offered as a wrong answer for the other.
      distractors: (r) =>
        [
          ...rows.filter((x) => Math.abs(x.year - r.year) <= 25).map((x) => x.city),
          CITY.newYork,
          CITY.lasVegas,
          CITY.chicago,
          CITY.losAngeles,
          CITY.atlanticCity,
        ].filter((c) => !(SAUDI.includes(c) && SAUDI.includes(r.city))),
    },
    {
      id: 'year',
      level: (r) => (r.level === 'easy' ? 'medium' : 'hard'),
      applies: (r) => r.once,
      question: (r) =>
        L(`In which year did ${r.a.en} and ${r.b.en} fight each other?`, `В каком году состоялся бой ${r.a.ru} — ${r.b.ru}?`),
      answer: (r) => N(r.year),
      distractors: (r) => nearbyYears(r.year, 4),
    },
  ],
});
