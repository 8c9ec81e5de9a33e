import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import type { BoxerKey } from './boxers.js';
import { BOXERS } from './boxers.js';

/** Summer Games: the city in English, and in Russian both "Рим-1960" and "в Риме". */
interface Games {
  readonly year: number;
  readonly label: Localized;
  /** Russian prepositional: "на Играх 1960 года в Риме". */
  readonly inCityRu: string;
  readonly cityEn: string;
}

function games(year: number, cityEn: string, cityRu: string, inCityRu: string): Games {
  return { year, label: L(`${cityEn} ${year}`, `${cityRu}-${year}`), inCityRu, cityEn };
}

const GAMES: Readonly<Record<number, Games>> = Object.fromEntries(
  [
    games(1952, 'Helsinki', 'Хельсинки', 'Хельсинки'),
    games(1956, 'Melbourne', 'Мельбурн', 'Мельбурне'),
    games(1960, 'Rome', 'Рим', 'Риме'),
    games(1964, 'Tokyo', 'Токио', 'Токио'),
    games(1968, 'Mexico City', 'Мехико', 'Мехико'),
    games(1972, 'Munich', 'Мюнхен', 'Мюнхене'),
    games(1976, 'Montreal', 'Монреаль', 'Монреале'),
    games(1980, 'Moscow', 'Москва', 'Москве'),
    games(1984, 'Los Angeles', 'Лос-Анджелес', 'Лос-Анджелесе'),
    games(1988, 'Seoul', 'Сеул', 'Сеуле'),
    games(1992, 'Barcelona', 'Барселона', 'Барселоне'),
    games(1996, 'Atlanta', 'Атланта', 'Атланте'),
    games(2000, 'Sydney', 'Сидней', 'Сиднее'),
    games(2004, 'Athens', 'Афины', 'Афинах'),
    games(2008, 'Beijing', 'Пекин', 'Пекине'),
    games(2012, 'London', 'Лондон', 'Лондоне'),
    games(2016, 'Rio de Janeiro', 'Рио-де-Жанейро', 'Рио-де-Жанейро'),
    games(2020, 'Tokyo', 'Токио', 'Токио'),
    games(2024, 'Paris', 'Париж', 'Париже'),
  ].map((g) => [g.year, g]),
);

type Weight = 'heavy' | 'superheavy' | 'other';

/**
 * Olympic boxing champions: every heavyweight (the top class until 1980, up to 91-92 kg since
 * 1984) and super heavyweight champion since 1952, plus famous professionals who won gold in
 * a lighter class. The 2020 Games were held in 2021 but are named Tokyo 2020.
 */
interface OlympicGold {
  readonly year: number;
  readonly weight: Weight;
  readonly boxer: Localized;
  /** Won Olympic gold only once: the "which Games" question has a single answer. */
  readonly single: boolean;
  readonly level: Level;
}

const E: Level = 'easy';
const M: Level = 'medium';
const H: Level = 'hard';

const GOLDS: readonly (readonly [number, Weight, BoxerKey, boolean, Level])[] = [
  [1952, 'heavy', 'edSanders', true, H],
  [1956, 'heavy', 'rademacher', true, H],
  [1960, 'heavy', 'dePiccoli', true, H],
  [1964, 'heavy', 'frazier', true, M],
  [1968, 'heavy', 'foreman', true, M],
  [1972, 'heavy', 'stevenson', false, H],
  [1976, 'heavy', 'stevenson', false, H],
  [1980, 'heavy', 'stevenson', false, M],
  [1984, 'heavy', 'tillman', true, H],
  [1988, 'heavy', 'mercer', true, H],
  [1992, 'heavy', 'savon', false, H],
  [1996, 'heavy', 'savon', false, H],
  [2000, 'heavy', 'savon', false, H],
  [2004, 'heavy', 'solis', true, H],
  [2008, 'heavy', 'chakhkiev', true, M],
  [2012, 'heavy', 'usyk', true, E],
  [2016, 'heavy', 'tishchenko', true, M],
  // La Cruz also won light heavyweight gold at Rio 2016, so 'which Games' has two answers.
  [2020, 'heavy', 'laCruz', false, H],
  [2024, 'heavy', 'mullojonov', true, H],
  [1984, 'superheavy', 'biggs', true, H],
  [1988, 'superheavy', 'lewis', true, M],
  [1992, 'superheavy', 'balado', true, H],
  [1996, 'superheavy', 'wladimir', true, E],
  [2000, 'superheavy', 'harrison', true, H],
  [2004, 'superheavy', 'povetkin', true, E],
  [2008, 'superheavy', 'cammarelle', true, H],
  [2012, 'superheavy', 'joshua', true, E],
  [2016, 'superheavy', 'yoka', true, H],
  [2020, 'superheavy', 'jalolov', false, M],
  [2024, 'superheavy', 'jalolov', false, M],
  [1952, 'other', 'patterson', true, H],
  [1960, 'other', 'clay', true, E],
  [1976, 'other', 'leonard', true, M],
  [1992, 'other', 'delaHoya', true, M],
  [2004, 'other', 'andreWard', true, H],
];

const rows: readonly OlympicGold[] = GOLDS.map(([year, weight, boxer, single, level]) => ({
  year,
  weight,
  boxer: BOXERS[boxer],
  single,
  level,
}));

const WEIGHT = {
  heavy: { en: 'heavyweight', ru: 'в тяжёлом весе' },
  superheavy: { en: 'super heavyweight', ru: 'в супертяжёлом весе' },
} as const;

export const olympicBoxing = defineTable<OlympicGold>({
  id: 'boxing.olympic-champions',
  sport: 'boxing',
  source: {
    title: 'Wikipedia: List of Olympic medalists in boxing',
    url: 'https://en.wikipedia.org/wiki/List_of_Olympic_medalists_in_boxing',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) =>
    `${r.year}-${
      r.weight === 'other'
        ? r.boxer.en
            .toLowerCase()
            .replace(/[^a-z]+/g, '-')
            .replace(/-$/, '')
        : r.weight
    }`,
  year: (r) => r.year,
  // The Games are four years apart: wrong answers from the Games within eight years.
  eraMargin: 8,
  templates: [
    {
      id: 'champion',
      era: 'person',
      level: (r) => r.level,
      applies: (r) => r.weight !== 'other',
      question: (r) => {
        const w = WEIGHT[r.weight as 'heavy' | 'superheavy'];
        const g = GAMES[r.year] as Games;
        return L(
          `Who won Olympic ${w.en} boxing gold at the ${g.cityEn} ${r.year} Games?`,
          `Кто стал олимпийским чемпионом по боксу ${w.ru} на Играх ${r.year} года в ${g.inCityRu}?`,
        );
      },
      answer: (r) => r.boxer,
      // Olympic heavyweight and super heavyweight champions of the Games within eight years.
      distractors: (r) => rows.filter((x) => x.weight !== 'other' && Math.abs(x.year - r.year) <= 8).map((x) => x.boxer),
    },
    {
      id: 'games',
      level: (r) => r.level,
      applies: (r) => r.single,
      question: (r) =>
        L(`At which Olympic Games did ${r.boxer.en} win boxing gold?`, `На каких Олимпийских играх ${r.boxer.ru} выиграл золото в боксе?`),
      answer: (r) => (GAMES[r.year] as Games).label,
      distractors: (r) =>
        Object.values(GAMES)
          .filter((g) => g.year !== r.year && Math.abs(g.year - r.year) <= 16)
          .map((g) => g.label),
    },
  ],
});
