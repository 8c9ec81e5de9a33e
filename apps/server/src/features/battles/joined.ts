import type { Platform } from '../../platform/platform.js';
import { ARENA_TOPIC } from './channels.js';
import type { BattleRow } from './store.js';

/** `battle_joined`'s fields every mode sends: the battle and the opponent this player faces. */
export function joinedData(active: BattleRow, opponent: { username: string; avatar: string }) {
  return {
    id: active.id,
    battle_id: active.id,
    first_opponent: active.firstOpponent,
    second_opponent: active.secondOpponent,
    sport: active.sport,
    level: active.level,
    opponent: opponent.username,
    opponent_avatar: opponent.avatar,
  };
}

/** After each player heard `battle_joined`: every seat hears `battle_started`, the arena loses the battle. */
export async function announceStarted(platform: Platform, active: BattleRow, players: ReadonlyArray<{ id: string }>, startedAt: number) {
  for (const me of players) await platform.live.sendToUser(me.id, { type: 'battle_started', data: active.id });
  await platform.live.broadcast({ type: 'battle_removed', data: { id: active.id, battle_id: active.id, reason: 'joined' } }, ARENA_TOPIC);
  platform.metrics.battleJoined(startedAt);
}
