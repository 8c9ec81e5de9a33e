import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { dated, eraPeople, preferring } from '../../distractors.js';
import { defineTable, L } from '../../model.js';
import { worldSeriesMvpYears } from './world-series.js';

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

/**
 * The Classic is held every three to six years (2006, 2009, 2013, 2017, 2023), so its era
 * margin is six years: the editions either side of a question are its contemporaries.
 */
const CLASSIC_MARGIN = 6;

const mvps = dated(
  rows,
  (r) => r.year,
  (r) => r.mvp,
);

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
  year: (row) => row.year,
  eraMargin: CLASSIC_MARGIN,
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
      era: 'person',
      level: (r) => (r.level === 'easy' ? 'easy' : 'hard'),
      question: (r) =>
        L(
          `Who was named MVP of the ${r.year} World Baseball Classic?`,
          `Кого признали самым ценным игроком Мировой бейсбольной классики ${r.year} года?`,
        ),
      answer: (r) => r.mvp,
      // MVPs of the Classics around it, then World Series MVPs of those years.
      distractors: (r) =>
        preferring(r.mvp, [eraPeople(r.year, mvps, CLASSIC_MARGIN), eraPeople(r.year, worldSeriesMvpYears, CLASSIC_MARGIN)], 6),
    },
  ],
});
