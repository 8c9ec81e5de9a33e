import type { Database } from '../../platform/db/client.js';

/**
 * The one place where chat asks the friends feature who may talk: only friends chat, and a
 * block (either way) ends it. Everything else in chat goes through this gate.
 */
export interface FriendGate {
  /** True when the two users (by id) are friends and neither has blocked the other. */
  areFriends(a: string, b: string): Promise<boolean>;
  /** Ids of the user's friends (the chat list). */
  friendIds(userId: string): Promise<string[]>;
}

// PROVISIONAL until feat/friends lands: replaced by the friends store's areFriends/friendIds.
export function createFriendGate(db: Database): FriendGate {
  void db;
  return {
    areFriends: async (a, b) => a !== b,
    friendIds: async () => [],
  };
}
