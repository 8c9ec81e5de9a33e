import type { FriendRelation, User } from '@fanclash/protocol';

const has = (list: readonly string[], name: string) => list.some((n) => n.toLowerCase() === name.toLowerCase());

/** The signed-in player's relation to `name`, from their own record (kept current live). */
export function relationFromRecord(user: User | null, name: string): FriendRelation {
  if (!user) return 'none';
  if (has(user.blocked, name)) return 'blocked';
  if (has(user.friends, name)) return 'friends';
  if (has(user.sentFriendRequests, name)) return 'request_sent';
  if (has(user.friendRequests, name)) return 'request_received';
  return 'none';
}
