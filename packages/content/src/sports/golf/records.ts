import type { Level } from '../../model.js';
import { defineTable, L, N, nearbyNumbers, nearbyYears } from '../../model.js';
import { MAJOR_WINS } from './majors.js';
import type { Golfer } from './players.js';
import { GOLFERS } from './players.js';

/**
 * Major titles counted from the major winners table itself, so they can never disagree with
 * it. The table lists the Masters from 1960 and the other majors from 1970, so only golfers
 * whose first listed major came in 1980 or later are asked about: an earlier champion may
 * have won majors the table does not list (Raymond Floyd's 1969 PGA, say). Tiger Woods's
 * total is a hand-written question.
 */
interface MajorRecord {
  readonly key: string;
  readonly golfer: Golfer;
  readonly titles: number;
  readonly firstYear: number;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

function majorRecords(): MajorRecord[] {
  const byGolfer = new Map<Golfer, { titles: number; firstYear: number }>();
  for (const win of MAJOR_WINS) {
    const r = byGolfer.get(win.winner) ?? { titles: 0, firstYear: win.year };
    byGolfer.set(win.winner, { titles: r.titles + 1, firstYear: Math.min(r.firstYear, win.year) });
  }
  return [...byGolfer]
    .filter(([golfer, r]) => r.firstYear >= 1980 && golfer !== GOLFERS.woods)
    .map(([golfer, r]) => ({ key: slug(golfer.name.en), golfer, ...r }));
}

function byFame(golfer: Golfer): Level {
  if (golfer.fame === 1) return 'easy';
  if (golfer.fame === 2) return 'medium';
  return 'hard';
}

export const majorRecordsTable = defineTable<MajorRecord>({
  id: 'golf.major-records',
  sport: 'golf',
  source: {
    title: "Wikipedia: List of men's major championships winning golfers (counted)",
    url: 'https://en.wikipedia.org/wiki/List_of_men%27s_major_championships_winning_golfers',
    asOf: '2025-08-31',
  },
  rows: majorRecords(),
  key: (r) => r.key,
  templates: [
    {
      id: 'titles',
      level: (r) => byFame(r.golfer),
      applies: (r) => r.titles >= 2,
      question: (r) =>
        L(
          `How many men's major championships did ${r.golfer.name.en} win (to the end of 2025)?`,
          `Сколько мейджоров ${r.golfer.name.ru} выиграл (по итогам 2025 года)?`,
        ),
      answer: (r) => N(r.titles),
      distractors: (r) => nearbyNumbers(r.titles, 1, 6, 1),
    },
    {
      id: 'first-major',
      level: (r) => (r.golfer.fame === 1 ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `In which year did ${r.golfer.name.en} win his first major championship?`,
          `В каком году ${r.golfer.name.ru} выиграл свой первый мейджор?`,
        ),
      answer: (r) => N(r.firstYear),
      distractors: (r) => nearbyYears(r.firstYear, 4, 1980, 2025),
    },
  ],
});
