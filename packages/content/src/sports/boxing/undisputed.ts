import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import type { BoxerKey } from './boxers.js';
import { BOXERS, boxerArticle } from './boxers.js';

/**
 * Men who became undisputed champions of a division in the four-belt era (WBA, WBC, IBF and
 * WBO titles held at once), from 2018 to 2025, by the year they first held all four. Usyk's
 * heavyweight title of 2024 is a hand-written question.
 */
interface Undisputed {
  readonly boxer: BoxerKey;
  readonly division: Division;
  readonly year: number;
  readonly level: Level;
}

type Division =
  | 'heavyweight'
  | 'cruiserweight'
  | 'lightHeavyweight'
  | 'superMiddleweight'
  | 'superWelterweight'
  | 'welterweight'
  | 'superLightweight'
  | 'lightweight'
  | 'superBantamweight'
  | 'bantamweight';

const DIVISION: Readonly<Record<Division, Localized>> = {
  heavyweight: L('Heavyweight', 'Супертяжёлый вес'),
  cruiserweight: L('Cruiserweight', 'Первый тяжёлый вес'),
  lightHeavyweight: L('Light heavyweight', 'Полутяжёлый вес'),
  superMiddleweight: L('Super middleweight', 'Второй средний вес'),
  superWelterweight: L('Super welterweight', 'Первый средний вес'),
  welterweight: L('Welterweight', 'Полусредний вес'),
  superLightweight: L('Super lightweight', 'Первый полусредний вес'),
  lightweight: L('Lightweight', 'Лёгкий вес'),
  superBantamweight: L('Super bantamweight', 'Второй легчайший вес'),
  bantamweight: L('Bantamweight', 'Легчайший вес'),
};

const rows: readonly Undisputed[] = [
  { boxer: 'usyk', division: 'cruiserweight', year: 2018, level: 'medium' },
  { boxer: 'joshTaylor', division: 'superLightweight', year: 2021, level: 'hard' },
  { boxer: 'canelo', division: 'superMiddleweight', year: 2021, level: 'easy' },
  { boxer: 'jermellCharlo', division: 'superWelterweight', year: 2022, level: 'hard' },
  { boxer: 'haney', division: 'lightweight', year: 2022, level: 'hard' },
  { boxer: 'inoue', division: 'bantamweight', year: 2022, level: 'medium' },
  { boxer: 'crawford', division: 'welterweight', year: 2023, level: 'medium' },
  { boxer: 'inoue', division: 'superBantamweight', year: 2023, level: 'medium' },
  { boxer: 'beterbiev', division: 'lightHeavyweight', year: 2024, level: 'medium' },
  { boxer: 'crawford', division: 'superMiddleweight', year: 2025, level: 'easy' },
];

const ruLower = (d: Division) => DIVISION[d].ru.toLowerCase();

export const undisputedChampions = defineTable<Undisputed>({
  id: 'boxing.undisputed',
  sport: 'boxing',
  source: {
    title: 'Wikipedia: List of undisputed boxing champions; each row cites its boxer’s biography',
    url: 'https://en.wikipedia.org/wiki/List_of_undisputed_boxing_champions',
    asOf: '2025-09-30',
  },
  rows,
  key: (r) => `${r.year}-${r.division}`,
  rowSource: (r) => boxerArticle(r.boxer, '2025-09-30'),
  templates: [
    {
      id: 'champion',
      level: (r) => r.level,
      question: (r) =>
        L(
          `Who became the undisputed ${DIVISION[r.division].en.toLowerCase()} champion (all four major belts) in ${r.year}?`,
          `Кто в ${r.year} году стал абсолютным чемпионом мира в весовой категории «${ruLower(r.division)}» (все четыре главных пояса)?`,
        ),
      answer: (r) => BOXERS[r.boxer],
      // The other undisputed champions of these same years.
      distractors: (r) => rows.filter((x) => x.boxer !== r.boxer).map((x) => BOXERS[x.boxer]),
    },
    {
      id: 'division',
      level: (r) => (r.level === 'easy' ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `In which division did ${BOXERS[r.boxer].en} become undisputed champion in ${r.year}?`,
          `В какой весовой категории ${BOXERS[r.boxer].ru} стал абсолютным чемпионом мира в ${r.year} году?`,
        ),
      answer: (r) => DIVISION[r.division],
      distractors: (r) => (Object.keys(DIVISION) as Division[]).filter((d) => d !== r.division).map((d) => DIVISION[d]),
    },
  ],
});
