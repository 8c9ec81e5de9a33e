import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { friendships, userBlocks } from '../../platform/db/schema.js';
import { areFriends, createFriendStore, pairKey } from '../friends/store.js';

/**
 * The one place where chat asks the friends feature who may talk: only friends chat, and a
 * block (either way) ends it (blocking also removes the friendship).
 */
export interface FriendGate {
  /** True when the two users (by id) are friends and neither has blocked the other. */
  areFriends(a: string, b: string): Promise<boolean>;
  /** Ids of the user's friends (the chat list). */
  friendIds(userId: string): Promise<string[]>;
  /**
   * The same rule as areFriends as an SQL condition, so a message is stored only if they are
   * friends at that instant, in the insert's own statement (one round trip per message).
   */
  friendsCondition(a: string, b: string): SQL;
}

export function createFriendGate(db: Database): FriendGate {
  const friends = createFriendStore(db);
  return {
    areFriends: (a, b) => areFriends(db, a, b),
    friendIds: (userId) => friends.friendIds(userId),
    friendsCondition(a, b) {
      const { low, high } = pairKey(a, b);
      const friendsRow = db
        .select({ one: sql`1` })
        .from(friendships)
        .where(and(eq(friendships.userLow, low), eq(friendships.userHigh, high), eq(friendships.status, 'friends')));
      const blockRow = db
        .select({ one: sql`1` })
        .from(userBlocks)
        .where(
          or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))),
        );
      return sql`exists (${friendsRow}) and not exists (${blockRow})`;
    },
  };
}
