import type { RunCandidate } from './store.js';

/**
 * Which recorded run a lone player faces: never their own (the query leaves it out), only one
 * whose questions they have not seen recently (the draw's avoid rule) and that the bank still
 * has, and among those the player of the closest win rate (the newest on a tie). Undefined when
 * none fits: the bot plays instead.
 */
export function pickRun(
  candidates: readonly RunCandidate[],
  seen: ReadonlySet<string>,
  winRate: number,
  inBank: (questionId: string) => boolean,
): RunCandidate | undefined {
  let best: RunCandidate | undefined;
  for (const run of candidates) {
    if (run.questionIds.length === 0 || run.questionIds.some((id) => seen.has(id) || !inBank(id))) continue;
    if (!best || Math.abs(run.winRate - winRate) < Math.abs(best.winRate - winRate)) best = run;
  }
  return best;
}
