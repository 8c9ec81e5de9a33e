import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';

/** World Baseball Classic finals, 2006-2023, with the tournament MVP. */
interface Classic {
  readonly year: number;
  readonly winner: Localized;
  readonly runnerUp: Localized;
  readonly mvp: Localized;
  readonly level: Level;
}

const rows: readonly Classic[] = [
  { year: 2006, winner: C.japan, runnerUp: C.cuba, mvp: L('Daisuke Matsuzaka', 'Дайсукэ Мацудзака'), level: 'medium' },
  { year: 2009, winner: C.japan, runnerUp: C.southKorea, mvp: L('Daisuke Matsuzaka', 'Дайсукэ Мацудзака'), level: 'hard' },
  { year: 2013, winner: C.dominicanRepublic, runnerUp: C.puertoRico, mvp: L('Robinson Canó', 'Робинсон Кано'), level: 'hard' },
  { year: 2017, winner: C.unitedStates, runnerUp: C.puertoRico, mvp: L('Marcus Stroman', 'Маркус Строман'), level: 'medium' },
  { year: 2023, winner: C.japan, runnerUp: C.unitedStates, mvp: L('Shohei Ohtani', 'Сёхэй Отани'), level: 'easy' },
];

const NATIONS: readonly Localized[] = [
  C.japan,
  C.unitedStates,
  C.dominicanRepublic,
  C.puertoRico,
  C.cuba,
  C.southKorea,
  C.venezuela,
  C.mexico,
  C.netherlands,
];

const OTHER_STARS: readonly Localized[] = [
  L('Ichiro Suzuki', 'Итиро Судзуки'),
  L('Yu Darvish', 'Ю Дарвиш'),
  L('Mike Trout', 'Майк Траут'),
  L('David Ortiz', 'Дэвид Ортис'),
  L('Miguel Cabrera', 'Мигель Кабрера'),
  L('Yadier Molina', 'Ядьер Молина'),
];

export const worldBaseballClassic = defineTable<Classic>({
  id: 'baseball.world-baseball-classic',
  sport: 'baseball',
  source: {
    title: 'Wikipedia: World Baseball Classic',
    url: 'https://en.wikipedia.org/wiki/World_Baseball_Classic',
    asOf: '2025-10-01',
  },
  rows,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'winner',
      level: (r) => r.level,
      question: (r) =>
        L(`Which team won the ${r.year} World Baseball Classic?`, `Какая сборная выиграла Мировую бейсбольную классику ${r.year} года?`),
      answer: (r) => r.winner,
      distractors: (r) => NATIONS.filter((n) => n.en !== r.winner.en),
    },
    {
      id: 'runner-up',
      level: (r) => (r.level === 'easy' ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `Which team lost the final of the ${r.year} World Baseball Classic?`,
          `Какая сборная проиграла в финале Мировой бейсбольной классики ${r.year} года?`,
        ),
      answer: (r) => r.runnerUp,
      distractors: (r) => NATIONS.filter((n) => n.en !== r.runnerUp.en && n.en !== r.winner.en),
    },
    {
      id: 'mvp',
      level: (r) => (r.level === 'easy' ? 'easy' : 'hard'),
      question: (r) =>
        L(
          `Who was named MVP of the ${r.year} World Baseball Classic?`,
          `Кого признали самым ценным игроком Мировой бейсбольной классики ${r.year} года?`,
        ),
      answer: (r) => r.mvp,
      distractors: (r) => [...rows.map((o) => o.mvp), ...OTHER_STARS].filter((m) => m.en !== r.mvp.en),
    },
  ],
});
