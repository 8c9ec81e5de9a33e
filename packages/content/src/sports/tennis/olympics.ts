import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import type { Gender, TennisPlayer } from './players.js';
import { MEN, WOMEN } from './players.js';
import { SLAM_FINALS } from './grand-slams.js';

/** Olympic singles gold medallists since tennis returned as a full medal sport in 1988. */
interface OlympicChampion {
  readonly year: number;
  readonly city: Localized;
  readonly gender: Gender;
  readonly champion: TennisPlayer;
}

const GAMES: readonly (readonly [number, Localized, TennisPlayer, TennisPlayer])[] = [
  [1988, L('Seoul', 'Сеуле'), MEN.mecir, WOMEN.graf],
  [1992, L('Barcelona', 'Барселоне'), MEN.rosset, WOMEN.capriati],
  [1996, L('Atlanta', 'Атланте'), MEN.agassi, WOMEN.davenport],
  [2000, L('Sydney', 'Сиднее'), MEN.kafelnikov, WOMEN.venus],
  [2004, L('Athens', 'Афинах'), MEN.massu, WOMEN.henin],
  [2008, L('Beijing', 'Пекине'), MEN.nadal, WOMEN.dementieva],
  [2012, L('London', 'Лондоне'), MEN.murray, WOMEN.serena],
  [2016, L('Rio de Janeiro', 'Рио-де-Жанейро'), MEN.murray, WOMEN.puig],
  [2020, L('Tokyo', 'Токио'), MEN.zverev, WOMEN.bencic],
  [2024, L('Paris', 'Париже'), MEN.djokovic, WOMEN.zheng],
];

/** The city is stored in the Russian prepositional case: "на Олимпиаде в Пекине". */
const rows: readonly OlympicChampion[] = GAMES.flatMap(([year, city, man, woman]) => [
  { year, city, gender: 'm' as const, champion: man },
  { year, city, gender: 'f' as const, champion: woman },
]);

function level(r: OlympicChampion): Level {
  if (r.champion.fame === 1 && r.year >= 2000) return 'easy';
  if (r.champion.fame <= 2 || r.year >= 2008) return 'medium';
  return 'hard';
}

const DRAW = {
  m: { en: "men's singles", ru: 'в мужском одиночном разряде' },
  f: { en: "women's singles", ru: 'в женском одиночном разряде' },
} as const;

export const olympicSingles = defineTable<OlympicChampion>({
  id: 'tennis.olympic-singles',
  sport: 'tennis',
  source: {
    title: 'Wikipedia: List of Olympic medalists in tennis',
    url: 'https://en.wikipedia.org/wiki/List_of_Olympic_medalists_in_tennis',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) => `${r.year}-${r.gender}`,
  year: (r) => r.year,
  templates: [
    {
      id: 'champion',
      era: 'person',
      level,
      question: (r) =>
        L(
          `Who won the Olympic ${DRAW[r.gender].en} gold medal in ${r.city.en} in ${r.year}?`,
          `Кто выиграл олимпийское золото ${DRAW[r.gender].ru} на Играх ${r.year} года в ${r.city.ru}?`,
        ),
      answer: (r) => r.champion.name,
      // Grand Slam finalists of the same sex within two years: players of that era (src/era.ts).
      distractors: (r) =>
        SLAM_FINALS.filter((x) => x.gender === r.gender && Math.abs(x.year - r.year) <= 2).flatMap((x) => [
          x.champion.name,
          ...(x.runnerUp ? [x.runnerUp.name] : []),
        ]),
    },
  ],
});
