import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import type { BoxerKey } from './boxers.js';
import { BOXERS, boxerArticle } from './boxers.js';

/**
 * The trainer each boxer's biography names as the one he is famous for working with. Wrong
 * answers are other great trainers active in the same decades, never one who also trained
 * the boxer (Freddie Roach had Mike Tyson's last fights, so he is no wrong answer for Tyson).
 */
interface Corner {
  readonly boxer: BoxerKey;
  /** The boxer's name in the Russian genitive: "главные победы Мухаммеда Али". */
  readonly ruGen: string;
  readonly trainer: Localized;
  /** The year the partnership began: wrong answers are trainers active within 25 years of it. */
  readonly from: number;
  readonly level: Level;
  /** Trainers who also worked with this boxer: never offered as wrong answers. */
  readonly alsoTrainedBy?: readonly Localized[];
}

const T = {
  dundee: L('Angelo Dundee', 'Анджело Данди'),
  damato: L("Cus D'Amato", 'Кас Д’Амато'),
  roach: L('Freddie Roach', 'Фредди Роуч'),
  reynoso: L('Eddy Reynoso', 'Эдди Рейносо'),
  steward: L('Emanuel Steward', 'Эмануэль Стюард'),
  lomachenkoSr: L('Anatoliy Lomachenko', 'Анатолий Ломаченко'),
  futch: L('Eddie Futch', 'Эдди Фатч'),
} as const;

/** Each trainer's working years, roughly: for picking wrong answers of the same era. */
const ACTIVE: readonly (readonly [Localized, number, number])[] = [
  [T.dundee, 1950, 1995],
  [T.damato, 1950, 1985],
  [T.roach, 1990, 2025],
  [T.reynoso, 2005, 2025],
  [T.steward, 1975, 2012],
  [T.lomachenkoSr, 2005, 2025],
  [T.futch, 1960, 1997],
];

const rows: readonly Corner[] = [
  { boxer: 'ali', ruGen: 'Мухаммеда Али', trainer: T.dundee, from: 1960, level: 'medium' },
  { boxer: 'leonard', ruGen: 'Шугара Рэя Леонарда', trainer: T.dundee, from: 1977, level: 'hard' },
  { boxer: 'tyson', ruGen: 'Майка Тайсона', trainer: T.damato, from: 1980, level: 'medium', alsoTrainedBy: [T.roach] },
  { boxer: 'pacquiao', ruGen: 'Мэнни Пакьяо', trainer: T.roach, from: 2001, level: 'medium' },
  { boxer: 'canelo', ruGen: 'Сауля «Канело» Альвареса', trainer: T.reynoso, from: 2005, level: 'medium' },
  { boxer: 'lewis', ruGen: 'Леннокса Льюиса', trainer: T.steward, from: 1994, level: 'hard' },
  { boxer: 'hearns', ruGen: 'Томаса Хирнса', trainer: T.steward, from: 1977, level: 'hard' },
  { boxer: 'wladimir', ruGen: 'Владимира Кличко', trainer: T.steward, from: 2004, level: 'hard' },
  { boxer: 'lomachenko', ruGen: 'Василия Ломаченко', trainer: T.lomachenkoSr, from: 2013, level: 'medium' },
];

export const boxingTrainers = defineTable<Corner>({
  id: 'boxing.trainers',
  sport: 'boxing',
  source: {
    title: "Wikipedia: International Boxing Hall of Fame (trainers); each row cites its boxer's biography",
    url: 'https://en.wikipedia.org/wiki/International_Boxing_Hall_of_Fame',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) => r.boxer,
  rowSource: (r) => boxerArticle(r.boxer, '2025-01-01'),
  templates: [
    {
      id: 'trainer',
      level: (r) => r.level,
      question: (r) =>
        L(`Which trainer is famous for his work with ${BOXERS[r.boxer].en}?`, `С каким тренером связаны главные победы ${r.ruGen}?`),
      answer: (r) => r.trainer,
      distractors: (r) =>
        ACTIVE.filter(([trainer, from, to]) => r.from >= from - 25 && r.from <= to + 25 && !(r.alsoTrainedBy ?? []).includes(trainer)).map(
          ([trainer]) => trainer,
        ),
    },
  ],
});
