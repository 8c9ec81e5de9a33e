import { BATTLE_MESSAGES } from '@fanclash/protocol';

/**
 * The text of the waiting_room_inactivity alert (spec section 8: the message, or 'You were
 * inactive in the waiting room'). The server sends its English default; that one, like an
 * empty message, gives way to `translated` so a Russian interface reads Russian.
 */
export function inactivityAlertText(message: string, translated: string): string {
  const text = message.trim();
  return text === '' || text === BATTLE_MESSAGES.inactivity ? translated : text;
}

/** Pages the alert must not pull away: a live battle, or the waiting room of another battle. */
export function leavesForArena(pathname: string, battleId: string): boolean {
  if (/^\/[^/]+\/(countdown|quiz|battle-result)$/.test(pathname)) return false;
  const room = /^\/waiting-room\/([^/]+)$/.exec(pathname);
  if (room?.[1] !== undefined) return decodeURIComponent(room[1]) === battleId;
  return pathname !== '/battles';
}

/** One toast per cancelled battle: the user socket and the waiting room may both report it. */
export const inactivityToastId = (battleId: string) => `waiting-room-inactivity-${battleId}`;
