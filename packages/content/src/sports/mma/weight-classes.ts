import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import { DIVISION } from './title-fights.js';
import type { Division } from './title-fights.js';

/** The UFC's divisions and their upper limits under the Unified Rules of MMA. */
interface WeightClass {
  readonly division: Division;
  readonly pounds: number;
  readonly kilograms: string;
  readonly level: Level;
}

const ROWS: readonly WeightClass[] = [
  { division: 'wStraw', pounds: 115, kilograms: '52.2', level: 'hard' },
  { division: 'fly', pounds: 125, kilograms: '56.7', level: 'hard' },
  { division: 'bantam', pounds: 135, kilograms: '61.2', level: 'medium' },
  { division: 'feather', pounds: 145, kilograms: '65.8', level: 'medium' },
  { division: 'light', pounds: 155, kilograms: '70.3', level: 'easy' },
  { division: 'welter', pounds: 170, kilograms: '77.1', level: 'medium' },
  { division: 'middle', pounds: 185, kilograms: '83.9', level: 'medium' },
  { division: 'lightHeavy', pounds: 205, kilograms: '93.0', level: 'hard' },
  { division: 'heavy', pounds: 265, kilograms: '120.2', level: 'easy' },
];

const limit = (x: WeightClass): Localized =>
  L(`${x.pounds} lb (${x.kilograms} kg)`, `${x.kilograms.replace('.', ',')} кг (${x.pounds} фунтов)`);

export const ufcWeightClasses = defineTable<WeightClass>({
  id: 'mma.weight-classes',
  sport: 'mma',
  source: {
    title: 'Wikipedia: Mixed martial arts weight classes',
    url: 'https://en.wikipedia.org/wiki/Mixed_martial_arts_weight_classes',
    asOf: '2025-06-30',
  },
  rows: ROWS,
  key: (x) => x.division,
  templates: [
    {
      id: 'limit',
      level: (x) => x.level,
      question: (x) =>
        L(
          `What is the upper weight limit of the UFC's ${DIVISION[x.division].en.toLowerCase()} division?`,
          `Каков верхний предел категории «${DIVISION[x.division].ru}» в UFC?`,
        ),
      answer: limit,
    },
    {
      id: 'division',
      level: (x) => x.level,
      question: (x) =>
        L(
          `Which UFC division has an upper limit of ${x.pounds} lb?`,
          `У какой категории UFC верхний предел ${x.kilograms.replace('.', ',')} кг (${x.pounds} фунтов)?`,
        ),
      answer: (x) => DIVISION[x.division],
    },
  ],
});
