import type { User } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { toOwnUser } from './dto.js';
import type { UserRow } from './store.js';

/** The owner's full record with the current leaderboard position. */
export async function ownRecord(platform: Platform, row: UserRow): Promise<User> {
  return toOwnUser(row, await platform.users.ranking(row));
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
