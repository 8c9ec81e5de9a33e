import type { BattleSessionSnapshot } from './BattleSession';

/** The spec's connection badge states (section 4): the countdown also shows checking and reconnecting. */
export type ConnectionBadgeState = 'connecting' | 'checking' | 'connected' | 'reconnecting' | 'disconnected';

/** Open but nothing heard yet is 'checking': the server has not confirmed the battle. */
export function connectionBadgeState({
  connection,
  state,
  gaveUp,
}: Pick<BattleSessionSnapshot, 'connection' | 'state' | 'gaveUp'>): ConnectionBadgeState {
  if (gaveUp) return 'disconnected';
  switch (connection) {
    case 'connecting':
      return 'connecting';
    case 'reconnecting':
      return 'reconnecting';
    case 'open':
      return state.heard ? 'connected' : 'checking';
    case 'closed':
      return 'disconnected';
  }
}
