import type { OpponentKind } from '@fanclash/protocol';

/**
 * What counts toward stats, decided here and nowhere else (architecture: "Modes, one engine").
 * A battle against a person changes wins, streak, win rate, battles played and rank; one
 * against a recorded run or the bot is kept in history, its misses go to training and its run
 * is recorded, but the leaderboard stays human against human.
 */
export function countsTowardStats(opponentKind: OpponentKind): boolean {
  return opponentKind === 'player';
}
