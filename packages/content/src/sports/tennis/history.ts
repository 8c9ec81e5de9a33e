import type { Localized } from '../../model.js';
import { defineTable, L, N, nearbyYears, wikipedia } from '../../model.js';
import type { SlamEvent } from './grand-slams.js';
import { EVENTS } from './grand-slams.js';

/**
 * The year each Grand Slam tournament was first held, as the national championships three of
 * them grew from. Their surfaces, cities and show courts are hand-written questions.
 */
interface Slam {
  readonly event: SlamEvent;
  readonly article: string;
  readonly firstHeld: number;
  /** Its name when first held, where it differed: en, and Russian nominative. */
  readonly formerly?: Localized;
}

const rows: readonly Slam[] = [
  {
    event: 'ao',
    article: 'Australian Open',
    firstHeld: 1905,
    formerly: L('the Australasian Championships', 'чемпионат Австралазии'),
  },
  {
    event: 'rg',
    article: 'French Open',
    firstHeld: 1891,
    formerly: L('the French Championships', 'чемпионат Франции'),
  },
  {
    event: 'wimbledon',
    article: 'Wimbledon Championships',
    firstHeld: 1877,
  },
  {
    event: 'uso',
    article: 'US Open (tennis)',
    firstHeld: 1881,
    formerly: L('the U.S. National Championships', 'чемпионат США'),
  },
];

const name = (r: Slam) => EVENTS[r.event];
/** "the French Open", but "Wimbledon". */
const the = (r: Slam) => (r.event === 'wimbledon' ? name(r).en : `the ${name(r).en}`);

export const slamFirstEditions = defineTable<Slam>({
  id: 'tennis.slam-history',
  sport: 'tennis',
  source: {
    title: "Wikipedia: Grand Slam (tennis); each row cites its tournament's article (first edition)",
    url: 'https://en.wikipedia.org/wiki/Grand_Slam_(tennis)',
    asOf: '2025-09-30',
  },
  rows,
  key: (r) => r.event,
  rowSource: (r) => wikipedia(r.article, '2025-09-30'),
  templates: [
    {
      id: 'first-held',
      level: () => 'hard',
      question: (r) =>
        r.formerly
          ? L(
              `In which year was ${the(r)} (then ${r.formerly.en}) first held?`,
              `В каком году впервые прошёл ${name(r).ru} (тогда — ${r.formerly.ru})?`,
            )
          : L(`In which year was ${the(r)} first held?`, `В каком году впервые прошёл ${name(r).ru}?`),
      answer: (r) => N(r.firstHeld),
      distractors: (r) => [...rows.filter((x) => x !== r).map((x) => N(x.firstHeld)), ...nearbyYears(r.firstHeld, 3)],
    },
  ],
});
