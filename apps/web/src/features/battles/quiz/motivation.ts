import type { en } from '../../../i18n/resources';
import type { MyAnswer } from '../session/sessionState';

export type MotivationKey = keyof typeof en.battles.quiz.motivation;

/** What happened in the round, as far as the line after it is concerned. */
export type RoundOutcome = 'quick' | 'slow' | 'wrong' | 'timeout';

/**
 * The server's scoring: a right answer earns 100 points plus a speed bonus of up to 100 in
 * proportion to the time left (apps/server battles engine/scoring.ts). 150 or more therefore
 * means at least half the clock was still running: only then is the pace worth praising.
 */
const QUICK_POINTS = 150;

/** The round's outcome for me: my counted answer (null when none arrived in time). */
export function roundOutcome(myAnswer: Pick<MyAnswer, 'correct' | 'points'> | null): RoundOutcome {
  if (!myAnswer) return 'timeout';
  if (!myAnswer.correct) return 'wrong';
  return myAnswer.points >= QUICK_POINTS ? 'quick' : 'slow';
}

const KEYS = {
  quick: ['quick0', 'quick1'],
  slow: ['slow0', 'slow1'],
  wrong: ['wrong0', 'wrong1'],
  timeout: ['timeout0', 'timeout1'],
} as const satisfies Record<RoundOutcome, readonly MotivationKey[]>;

/**
 * The pause's line: it fits what just happened (praise for pace only after a quick right
 * answer), and varies from round to round while staying the same for a round on every render.
 */
export function motivationKey(outcome: RoundOutcome, questionIndex: number): MotivationKey {
  const lines = KEYS[outcome];
  return lines[Math.abs(questionIndex) % lines.length] ?? lines[0];
}
