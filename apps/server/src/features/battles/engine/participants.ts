import type { OpponentKind } from '@fanclash/protocol';
import type { Participant, PlannedAnswer, PlayerInit } from './types.js';

/** Participants (types.ts): who answers from a socket, who by plan, and how an opponent is labelled. */

export const participantOf = (player: PlayerInit): Participant => player.participant ?? { kind: 'live' };

export const isLive = (player: PlayerInit): boolean => participantOf(player).kind === 'live';

/** The plan of a replayed or scripted participant; null for a live one. */
export function planOf(player: PlayerInit): readonly PlannedAnswer[] | null {
  const participant = participantOf(player);
  return participant.kind === 'live' ? null : participant.plan;
}

/** How a player's opponent shows (quiz_ready, history): a person, a recorded run or the bot. */
export function opponentKindOf(player: PlayerInit): OpponentKind {
  const kind = participantOf(player).kind;
  return kind === 'live' ? 'player' : kind === 'replayed' ? 'recorded' : 'bot';
}

/** The battle's kind as stored and as the stats rule reads it: what its human player faced. */
export function battleOpponentKind(players: readonly PlayerInit[]): OpponentKind {
  const other = players.find((p) => !isLive(p));
  return other ? opponentKindOf(other) : 'player';
}
