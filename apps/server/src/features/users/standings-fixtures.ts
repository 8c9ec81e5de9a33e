import type { StandingRow } from './standings-index.js';

/** A test's standing row: a ranked player (one battle at least) unless `totalBattle` is 0. */
export const standingRow = (
  id: string,
  username: string,
  winBattle = 0,
  winRate = 0,
  streak = 0,
  totalBattle = Math.max(1, winBattle),
): StandingRow => ({ id, username, winBattle, winRate, streak, totalBattle });
