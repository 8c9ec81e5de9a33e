import type { Localized } from '../../model.js';
import { dated, eraPeople, preferring } from '../../distractors.js';
import { defineTable, L, levelByYear, N, nearbyNumbers } from '../../model.js';
import { hasRole } from '../../seasons.js';
import { STAR_PLAYERS, TOURNAMENT_MARGIN } from './helpers.js';
import { PERSON as P } from './people.js';
import { SCORING_ROLES, SOCCER_POSITIONS } from './positions.js';

/**
 * World Cup awards. Golden Ball (best player) since 1982. Top scorers: one row per tournament
 * with a sole, undisputed top scorer; 1934 (disputed tally), 1962 (six-way tie) and 1994 (tie)
 * are left out. `goals` is null where sources disagree on the tally (1938, 1950). In 2010 four
 * players scored five; Thomas Müller took the Golden Boot on assists, so 2010 is only asked as
 * "how many goals did Müller score".
 */
interface GoldenBall {
  readonly year: number;
  readonly player: Localized;
}

const goldenBallRows: readonly GoldenBall[] = [
  { year: 1982, player: P.rossi },
  { year: 1986, player: P.maradona },
  { year: 1990, player: P.schillaci },
  { year: 1994, player: P.romario },
  { year: 1998, player: P.ronaldo },
  { year: 2002, player: P.kahn },
  { year: 2006, player: P.zidane },
  { year: 2010, player: P.forlan },
  { year: 2014, player: P.messi },
  { year: 2018, player: P.modric },
  { year: 2022, player: P.messi },
];

export const worldCupGoldenBall = defineTable<GoldenBall>({
  id: 'soccer.world-cup-golden-ball',
  sport: 'soccer',
  source: {
    title: 'Wikipedia: FIFA World Cup awards (Golden Ball)',
    url: 'https://en.wikipedia.org/wiki/FIFA_World_Cup_awards',
    asOf: '2025-01-01',
  },
  rows: goldenBallRows,
  key: (r) => String(r.year),
  year: (r) => r.year,
  eraMargin: TOURNAMENT_MARGIN,
  templates: [
    {
      id: 'winner',
      era: 'person',
      level: (r) => levelByYear(r.year, 2010, 1990),
      question: (r) =>
        L(
          `Who won the Golden Ball as the best player of the ${r.year} FIFA World Cup?`,
          `Кто получил «Золотой мяч» как лучший игрок чемпионата мира ${r.year} года?`,
        ),
      answer: (r) => r.player,
      distractors: (r) => starsOf(r.year, r.player),
    },
  ],
});

interface TopScorer {
  readonly year: number;
  readonly player: Localized;
  readonly goals: number | null;
  /** False for 2010, when the top scorer was decided by a tie-break. */
  readonly sole: boolean;
}

const scorerRows: readonly TopScorer[] = [
  { year: 1930, player: P.stabile, goals: 8, sole: true },
  { year: 1938, player: P.leonidas, goals: null, sole: true },
  { year: 1950, player: P.ademir, goals: null, sole: true },
  { year: 1954, player: P.kocsis, goals: 11, sole: true },
  { year: 1958, player: P.fontaine, goals: 13, sole: true },
  { year: 1966, player: P.eusebio, goals: 9, sole: true },
  { year: 1970, player: P.gerdMuller, goals: 10, sole: true },
  { year: 1974, player: P.lato, goals: 7, sole: true },
  { year: 1978, player: P.kempes, goals: 6, sole: true },
  { year: 1982, player: P.rossi, goals: 6, sole: true },
  { year: 1986, player: P.lineker, goals: 6, sole: true },
  { year: 1990, player: P.schillaci, goals: 6, sole: true },
  { year: 1998, player: P.suker, goals: 6, sole: true },
  { year: 2002, player: P.ronaldo, goals: 8, sole: true },
  { year: 2006, player: P.klose, goals: 5, sole: true },
  { year: 2010, player: P.thomasMuller, goals: 5, sole: false },
  { year: 2014, player: P.james, goals: 6, sole: true },
  { year: 2018, player: P.kane, goals: 6, sole: true },
  { year: 2022, player: P.mbappe, goals: 8, sole: true },
];

/** Every World Cup's Golden Ball winner and top scorers, each with the tournament's year. */
function worldCupStars() {
  return [
    ...dated(
      goldenBallRows,
      (r) => r.year,
      (r) => r.player,
    ),
    ...dated(
      scorerRows,
      (r) => r.year,
      (r) => r.player,
    ),
  ];
}

/**
 * Golden Ball winners and top scorers of the World Cups around `year`, then the Ballon d'Or's;
 * with `roles`, only players of those positions (`SOCCER_POSITIONS`: a top scorer's wrong
 * answers score goals, never a goalkeeper or a defender).
 */
function starsOf(year: number, right: Localized, roles?: readonly string[]): Localized[] {
  const fit = (names: Localized[]) => (roles ? names.filter((name) => hasRole(SOCCER_POSITIONS, name, roles)) : names);
  return preferring(right, [
    fit(eraPeople(year, worldCupStars(), TOURNAMENT_MARGIN)),
    fit(eraPeople(year, STAR_PLAYERS.all(), TOURNAMENT_MARGIN)),
  ]);
}

export const worldCupTopScorers = defineTable<TopScorer>({
  id: 'soccer.world-cup-top-scorers',
  sport: 'soccer',
  source: {
    title: 'Wikipedia: FIFA World Cup top goalscorers (Golden Boot winners by tournament)',
    url: 'https://en.wikipedia.org/wiki/FIFA_World_Cup_top_goalscorers',
    asOf: '2025-01-01',
  },
  rows: scorerRows,
  key: (r) => String(r.year),
  year: (r) => r.year,
  eraMargin: TOURNAMENT_MARGIN,
  people: (r) => [r.player],
  templates: [
    {
      id: 'top-scorer',
      era: 'person',
      level: (r) => levelByYear(r.year, 2006, 1978),
      applies: (r) => r.sole,
      role: { facts: SOCCER_POSITIONS, roles: () => SCORING_ROLES },
      question: (r) =>
        L(`Who was the top scorer of the ${r.year} FIFA World Cup?`, `Кто стал лучшим бомбардиром чемпионата мира ${r.year} года?`),
      answer: (r) => r.player,
      distractors: (r) => starsOf(r.year, r.player, SCORING_ROLES),
    },
    {
      // Every player here is a man, so 'забил' always agrees.
      id: 'goals',
      level: (r) => (r.year === 1958 || r.year >= 2014 ? 'medium' : 'hard'),
      applies: (r) => r.goals !== null,
      question: (r) =>
        L(
          `How many goals did ${r.player.en} score at the ${r.year} FIFA World Cup?`,
          `Сколько голов ${r.player.ru} забил на чемпионате мира ${r.year} года?`,
        ),
      answer: (r) => N(r.goals as number),
      distractors: (r) => nearbyNumbers(r.goals as number, 1, 6, 3),
    },
  ],
});

STAR_PLAYERS.add(worldCupStars);
