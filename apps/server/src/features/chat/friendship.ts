import type { Database } from '../../platform/db/client.js';
import { areFriends, createFriendStore } from '../friends/store.js';

/**
 * The one place where chat asks the friends feature who may talk: only friends chat, and a
 * block (either way) ends it (blocking also removes the friendship).
 */
export interface FriendGate {
  /** True when the two users (by id) are friends and neither has blocked the other. */
  areFriends(a: string, b: string): Promise<boolean>;
  /** Ids of the user's friends (the chat list). */
  friendIds(userId: string): Promise<string[]>;
}

export function createFriendGate(db: Database): FriendGate {
  const friends = createFriendStore(db);
  return {
    areFriends: (a, b) => areFriends(db, a, b),
    friendIds: (userId) => friends.friendIds(userId),
  };
}
