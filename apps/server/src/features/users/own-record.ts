import type { User } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { createHistoryStore } from '../battles/history-store.js';
import { createFriendStore } from '../friends/store.js';
import { createInvitationStore } from '../friends/invitation-store.js';
import { NO_LISTS, toOwnUser } from './dto.js';
import type { UserRow } from './store.js';

/**
 * The own record's `battles` list is bounded: the ids of the last 100 finished battles since
 * the last stats reset, newest first. The full history is paged by GET /battle/get_all_battles;
 * this list travels with every sign-in and every user_updated, so it stays small.
 */
export const OWN_BATTLES_MAX = 100;

/** The owner's full record with the current leaderboard position (null: unranked) and their recent battles. */
export async function ownRecord(platform: Platform, row: UserRow): Promise<User> {
  const [ranking, battles, friendLists, invitations] = await Promise.all([
    platform.users.rankOf(row),
    createHistoryStore(platform.db).recentFinishedIds(row.id, row.statsResetAt, OWN_BATTLES_MAX),
    createFriendStore(platform.db).lists(row.id),
    createInvitationStore(platform.db).forInvitee(row.id),
  ]);
  return toOwnUser(row, ranking, { ...NO_LISTS, ...friendLists, battles, invitations: invitations.map((i) => i.battleId) });
}

/**
 * Tells every open tab of the player (on any instance) about its new record, so a change made
 * in one tab (profile save, avatar upload) shows everywhere. Returns the record sent.
 */
export async function publishOwnRecord(platform: Platform, row: UserRow): Promise<User> {
  const user = await ownRecord(platform, row);
  await platform.live.sendToUser(row.id, { type: 'user_updated', data: user });
  return user;
}
