import type { Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';
import { GOLFERS as G } from './players.js';

/**
 * Olympic golf medallists since the sport returned to the Games in 2016, men and women. Each
 * row cites the article of its tournament. The 2020 men's bronze went to C. T. Pan after a
 * seven-man play-off.
 */
interface OlympicTournament {
  readonly year: number;
  readonly city: Localized;
  readonly gender: 'm' | 'f';
  readonly gold: Localized;
  readonly silver: Localized;
  readonly bronze: Localized;
}

const P = (en: string, ru: string) => L(en, ru);

const rows: readonly OlympicTournament[] = [
  {
    year: 2016,
    city: L('Rio de Janeiro', 'Рио-де-Жанейро'),
    gender: 'm',
    gold: G.rose.name,
    silver: G.stenson.name,
    bronze: P('Matt Kuchar', 'Мэтт Кучар'),
  },
  {
    year: 2016,
    city: L('Rio de Janeiro', 'Рио-де-Жанейро'),
    gender: 'f',
    gold: P('Inbee Park', 'Пак Инби'),
    silver: P('Lydia Ko', 'Лидия Ко'),
    bronze: P('Feng Shanshan', 'Фэн Шаньшань'),
  },
  {
    year: 2020,
    city: L('Tokyo', 'Токио'),
    gender: 'm',
    gold: G.schauffele.name,
    silver: P('Rory Sabbatini', 'Рори Саббатини'),
    bronze: P('C. T. Pan', 'Пань Чэнцзун'),
  },
  {
    year: 2020,
    city: L('Tokyo', 'Токио'),
    gender: 'f',
    gold: P('Nelly Korda', 'Нелли Корда'),
    silver: P('Mone Inami', 'Моне Инами'),
    bronze: P('Lydia Ko', 'Лидия Ко'),
  },
  {
    year: 2024,
    city: L('Paris', 'Париж'),
    gender: 'm',
    gold: G.scheffler.name,
    silver: P('Tommy Fleetwood', 'Томми Флитвуд'),
    bronze: G.matsuyama.name,
  },
  {
    year: 2024,
    city: L('Paris', 'Париж'),
    gender: 'f',
    gold: P('Lydia Ko', 'Лидия Ко'),
    silver: P('Esther Henseleit', 'Эстер Хензелайт'),
    bronze: P('Lin Xiyu', 'Линь Сиюй'),
  },
];

const EVENT = {
  m: { en: "men's", ru: 'у мужчин', article: "Men's individual" },
  f: { en: "women's", ru: 'у женщин', article: "Women's individual" },
} as const;

/** Every medallist of the same sex at the three Games: the same few years, the same field. */
const medallists = (r: OlympicTournament) => rows.filter((x) => x.gender === r.gender).flatMap((x) => [x.gold, x.silver, x.bronze]);

const MEDAL = {
  gold: { en: 'gold', ru: 'олимпийское золото' },
  silver: { en: 'silver', ru: 'олимпийское серебро' },
  bronze: { en: 'bronze', ru: 'олимпийскую бронзу' },
} as const;

/** The men's gold medallists of 2016 and 2024 are hand-written questions. */
const HAND_WRITTEN = ['2016-m', '2024-m'];
const keyOf = (r: OlympicTournament) => `${r.year}-${r.gender}`;

function medalTemplate(medal: keyof typeof MEDAL, level: (r: OlympicTournament) => 'easy' | 'medium' | 'hard') {
  return {
    id: medal,
    level,
    applies: (r: OlympicTournament) => medal !== 'gold' || !HAND_WRITTEN.includes(keyOf(r)),
    question: (r: OlympicTournament) =>
      L(
        `Who won the ${EVENT[r.gender].en} Olympic golf ${MEDAL[medal].en} medal at ${r.city.en} ${r.year}?`,
        `Кто выиграл ${MEDAL[medal].ru} в гольфе ${EVENT[r.gender].ru} на Играх ${r.year} года (${r.city.ru})?`,
      ),
    answer: (r: OlympicTournament) => r[medal],
    distractors: medallists,
  };
}

export const olympicGolf = defineTable<OlympicTournament>({
  id: 'golf.olympics',
  sport: 'golf',
  source: {
    title: 'Wikipedia: Golf at the Summer Olympics (medal tables); each row cites its tournament',
    url: 'https://en.wikipedia.org/wiki/Golf_at_the_Summer_Olympics',
    asOf: '2025-01-01',
  },
  rows,
  key: keyOf,
  rowSource: (r) => wikipedia(`Golf at the ${r.year} Summer Olympics – ${EVENT[r.gender].article}`, '2025-01-01'),
  templates: [
    medalTemplate('gold', (r) => (r.year >= 2020 ? 'easy' : 'medium')),
    medalTemplate('silver', () => 'hard'),
    medalTemplate('bronze', () => 'hard'),
  ],
});
