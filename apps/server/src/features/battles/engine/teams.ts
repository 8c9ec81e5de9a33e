import type { BattleResult } from '@fanclash/protocol';
import { isLive } from './participants.js';
import { forfeitOutcome, outcomeByScore } from './scoring.js';
import type { BattleOutcome, BattleState, PlayerState, Seats } from './types.js';

/**
 * Sides (architecture: "Modes, one engine"): a battle has two teams. In 1v1 each is one seat; in
 * 2v2 (issue 32) two. Seats are ordered [first team's first, second team's first, first team's
 * second, second team's second], so a seat's team is its index modulo 2 and seats 0 and 1 are the
 * teams' first players (the names a 1v1 client reads as `winner`, `opponent`, ...).
 *
 * The team rule: each player scores by the 1v1 rule (scoring.ts), a team's score is the sum of its
 * players' scores; the higher total wins, equal totals are a draw. A team forfeits when both its
 * players are gone (quit, or away past the reconnect grace).
 */

type Sides = Pick<BattleState, 'players'>;

export const isTeamBattle = (state: Sides): boolean => state.players.length > 2;

export function teamOf(state: Sides, username: string): 0 | 1 {
  return state.players.findIndex((p) => p.username === username) % 2 === 0 ? 0 : 1;
}

export function membersOf(state: Sides, team: 0 | 1): PlayerState[] {
  return state.players.filter((_, i) => i % 2 === team);
}

export function teammatesOf(state: Sides, username: string): PlayerState[] {
  return membersOf(state, teamOf(state, username)).filter((p) => p.username !== username);
}

/** Everyone but `username` (the opponent in 1v1; teammate and opponents in 2v2). */
export function othersOf(state: Sides, username: string): PlayerState[] {
  return state.players.filter((p) => p.username !== username);
}

/** [my team, the other team] as names, my team starting with me. */
export function teamsFor(state: Sides, viewer: string): [string[], string[]] {
  const mine = teamOf(state, viewer);
  const names = (team: 0 | 1) => membersOf(state, team).map((p) => p.username);
  return [[viewer, ...names(mine).filter((n) => n !== viewer)], names(mine === 0 ? 1 : 0)];
}

/** The two teams' totals of `scores`, [first team, second team]. */
export function teamTotals(state: Sides, scores: Readonly<Record<string, number>>): [number, number] {
  const sum = (team: 0 | 1) => membersOf(state, team).reduce((total, p) => total + (scores[p.username] ?? 0), 0);
  return [sum(0), sum(1)];
}

/** [my team's total, the other team's] of the scores `viewer` may see. */
export function teamScoresFor(state: Sides, viewer: string, scores: Readonly<Record<string, number>>): [number, number] {
  const totals = teamTotals(state, scores);
  return teamOf(state, viewer) === 0 ? totals : [totals[1], totals[0]];
}

const captains = (state: Sides): [string, string] => [state.players[0].username, state.players[1].username];

/** The battle decided by score: the 1v1 rule, or the higher team total in 2v2. */
export function decideByScore(state: Sides, scores: Readonly<Record<string, number>>): BattleOutcome {
  if (!isTeamBattle(state)) return outcomeByScore(scores, captains(state));
  const finalScores = Object.fromEntries(state.players.map((p) => [p.username, scores[p.username] ?? 0]));
  const [first, second] = teamTotals(state, finalScores);
  if (first === second) return { reason: 'completed', finalScores, winner: null, loser: null, forfeitedBy: null, winners: [], losers: [] };
  const winning: 0 | 1 = first > second ? 0 : 1;
  return teamOutcome(state, finalScores, winning, 'completed', null);
}

/** `leaver`'s side loses by forfeit (1v1: the player; 2v2: their team, the last of it to go). */
export function decideForfeit(state: Sides, scores: Readonly<Record<string, number>>, leaver: string): BattleOutcome {
  if (!isTeamBattle(state)) return forfeitOutcome(scores, captains(state), leaver);
  const finalScores = Object.fromEntries(state.players.map((p) => [p.username, scores[p.username] ?? 0]));
  return teamOutcome(state, finalScores, teamOf(state, leaver) === 0 ? 1 : 0, 'forfeit', leaver);
}

function teamOutcome(
  state: Sides,
  finalScores: Record<string, number>,
  winning: 0 | 1,
  reason: BattleOutcome['reason'],
  forfeitedBy: string | null,
): BattleOutcome {
  const names = (team: 0 | 1) => membersOf(state, team).map((p) => p.username);
  const [winner, loser] = winning === 0 ? captains(state) : [...captains(state)].reverse();
  return {
    reason,
    finalScores,
    winner: winner ?? null,
    loser: loser ?? null,
    forfeitedBy,
    winners: names(winning),
    losers: names(winning === 0 ? 1 : 0),
  };
}

/** A player's result: their team's (2v2) or their own (1v1). */
export function resultOf(outcome: BattleOutcome, username: string): BattleResult {
  if (outcome.winner === null) return 'draw';
  if (outcome.winners) return outcome.winners.includes(username) ? 'win' : 'lose';
  return outcome.winner === username ? 'win' : 'lose';
}

/** Gone for the team rule: quit, or away past the reconnect grace (cleared by coming back). */
export const isGone = (player: PlayerState): boolean => player.gone === true;

/**
 * Whether `username`'s whole team is gone (2v2: then it forfeits). A bot teammate (a lone
 * player's in Play now) never leaves, so it does not keep a team whose people have all gone.
 */
export function teamGone(state: Sides, username: string): boolean {
  return membersOf(state, teamOf(state, username)).every((p) => isGone(p) || !isLive(p));
}

/** `seats.map(f)` keeping the two-or-more seats type. */
export function mapSeats<T, U>(seats: Seats<T>, f: (seat: T) => U): Seats<U> {
  return seats.map(f) as [U, U, ...U[]];
}
