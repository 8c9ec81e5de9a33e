import type { OpponentKind } from '@fanclash/protocol';
import type { BattleState, Participant, PlannedAnswer, PlayerInit } from './types.js';

/** Participants (types.ts): who answers from a socket, who by plan, and how an opponent is labelled. */

export const participantOf = (player: PlayerInit): Participant => player.participant ?? { kind: 'live' };

export const isLive = (player: PlayerInit): boolean => participantOf(player).kind === 'live';

/** The plan of a replayed or scripted participant; null for a live one (and an absent seat or a deferred run, see solo.ts). */
export function planOf(player: PlayerInit): readonly PlannedAnswer[] | null {
  const participant = participantOf(player);
  return participant.kind === 'replayed' || participant.kind === 'scripted' ? participant.plan : null;
}

/** A seat whose answers and score the live player may not see before the end (a solo run's other seat). */
export function isHidden(player: PlayerInit): boolean {
  const kind = participantOf(player).kind;
  return kind === 'absent' || kind === 'deferred';
}

/** A solo run: one live player, the other seat absent or a run played earlier (solo.ts). */
export const isSolo = (state: Pick<BattleState, 'players'>): boolean => state.players.some(isHidden);

/** A run nobody else plays (the challenger's run, a daily run): it ends with run_finished, not a result. */
export const isAlone = (state: Pick<BattleState, 'players'>): boolean => state.players.some((p) => participantOf(p).kind === 'absent');

/** How a player's opponent shows (quiz_ready, history): a person, a recorded run, the bot or nobody. */
export function opponentKindOf(player: PlayerInit): OpponentKind {
  const participant = participantOf(player);
  switch (participant.kind) {
    case 'live':
    case 'deferred':
      return 'player';
    case 'replayed':
      return 'recorded';
    case 'scripted':
      return 'bot';
    case 'absent':
      return participant.shows;
  }
}

/** The battle's kind as stored and as the stats rule reads it: what its human player faced. */
export function battleOpponentKind(players: readonly PlayerInit[]): OpponentKind {
  const other = players.find((p) => !isLive(p));
  return other ? opponentKindOf(other) : 'player';
}
