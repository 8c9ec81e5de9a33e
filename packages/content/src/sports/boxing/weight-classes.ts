import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';

/**
 * Upper limits of the professional weight classes, as used by all four major sanctioning
 * bodies (WBA, WBC, IBF, WBO). Russian names are the ones Russian boxing media use for
 * professional boxing ("супертяжёлый вес" is the heavyweight division). Heavyweight has no
 * upper limit and is left out of the limit questions.
 */
interface WeightClass {
  readonly id: string;
  readonly name: Localized;
  readonly pounds: number;
  readonly kilograms: string;
  readonly level: Level;
}

const rows: readonly WeightClass[] = [
  { id: 'minimumweight', name: L('Minimumweight', 'Минимальный вес'), pounds: 105, kilograms: '47,6', level: 'hard' },
  { id: 'light-flyweight', name: L('Light flyweight', 'Первый наилегчайший вес'), pounds: 108, kilograms: '49', level: 'hard' },
  { id: 'flyweight', name: L('Flyweight', 'Наилегчайший вес'), pounds: 112, kilograms: '50,8', level: 'hard' },
  { id: 'super-flyweight', name: L('Super flyweight', 'Второй наилегчайший вес'), pounds: 115, kilograms: '52,2', level: 'hard' },
  { id: 'bantamweight', name: L('Bantamweight', 'Легчайший вес'), pounds: 118, kilograms: '53,5', level: 'hard' },
  { id: 'super-bantamweight', name: L('Super bantamweight', 'Второй легчайший вес'), pounds: 122, kilograms: '55,3', level: 'hard' },
  { id: 'featherweight', name: L('Featherweight', 'Полулёгкий вес'), pounds: 126, kilograms: '57,2', level: 'medium' },
  { id: 'super-featherweight', name: L('Super featherweight', 'Второй полулёгкий вес'), pounds: 130, kilograms: '59', level: 'hard' },
  { id: 'lightweight', name: L('Lightweight', 'Лёгкий вес'), pounds: 135, kilograms: '61,2', level: 'medium' },
  { id: 'super-lightweight', name: L('Super lightweight', 'Первый полусредний вес'), pounds: 140, kilograms: '63,5', level: 'hard' },
  { id: 'welterweight', name: L('Welterweight', 'Полусредний вес'), pounds: 147, kilograms: '66,7', level: 'medium' },
  { id: 'super-welterweight', name: L('Super welterweight', 'Первый средний вес'), pounds: 154, kilograms: '69,9', level: 'hard' },
  { id: 'middleweight', name: L('Middleweight', 'Средний вес'), pounds: 160, kilograms: '72,6', level: 'medium' },
  { id: 'super-middleweight', name: L('Super middleweight', 'Второй средний вес'), pounds: 168, kilograms: '76,2', level: 'hard' },
  { id: 'light-heavyweight', name: L('Light heavyweight', 'Полутяжёлый вес'), pounds: 175, kilograms: '79,4', level: 'medium' },
  { id: 'cruiserweight', name: L('Cruiserweight', 'Первый тяжёлый вес'), pounds: 200, kilograms: '90,7', level: 'medium' },
];

/** "160 lb (72.6 kg)" in English, "72,6 кг (160 фунтов)" in Russian. */
function limit(r: WeightClass): Localized {
  return L(`${r.pounds} lb (${r.kilograms.replace(',', '.')} kg)`, `${r.kilograms} кг (${r.pounds} фунтов)`);
}

export const weightClasses = defineTable<WeightClass>({
  id: 'boxing.weight-classes',
  sport: 'boxing',
  source: {
    title: 'Wikipedia: Weight class (boxing) — professional boxing weight classes',
    url: 'https://en.wikipedia.org/wiki/Weight_class_(boxing)',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) => r.id,
  templates: [
    {
      id: 'limit',
      level: (r) => r.level,
      question: (r) =>
        L(
          `What is the upper weight limit of the ${r.name.en.toLowerCase()} division in professional boxing?`,
          `Какой лимит у весовой категории «${r.name.ru.toLowerCase()}» в профессиональном боксе?`,
        ),
      answer: limit,
      // The five nearest divisions' limits: close enough to make the question fair.
      distractors: (r) =>
        rows
          .filter((x) => x !== r)
          .sort((x, y) => Math.abs(x.pounds - r.pounds) - Math.abs(y.pounds - r.pounds))
          .slice(0, 5)
          .map(limit),
    },
    {
      id: 'division',
      level: (r) => r.level,
      question: (r) =>
        L(
          `Which professional boxing division has an upper limit of ${limit(r).en}?`,
          `У какой весовой категории в профессиональном боксе лимит ${limit(r).ru}?`,
        ),
      answer: (r) => r.name,
      // The nearest divisions: the ones a fan could mix up.
      distractors: (r) =>
        rows
          .filter((x) => x !== r)
          .sort((x, y) => Math.abs(x.pounds - r.pounds) - Math.abs(y.pounds - r.pounds))
          .slice(0, 5)
          .map((x) => x.name),
    },
  ],
});
