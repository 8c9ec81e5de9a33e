import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { friendships, userBlocks } from '../../platform/db/schema.js';
import { areFriends, createFriendStore } from '../friends/store.js';

/**
 * The one place where chat asks the friends feature who may talk: only friends chat, and a
 * block (either way) ends it (blocking also removes the friendship).
 */
/** SQL expressions naming the sender, receiver and ordered pair of a row (uuid values). */
export interface PairColumns {
  readonly sender: SQL;
  readonly receiver: SQL;
  readonly low: SQL;
  readonly high: SQL;
}

export interface FriendGate {
  /** True when the two users (by id) are friends and neither has blocked the other. */
  areFriends(a: string, b: string): Promise<boolean>;
  /** Ids of the user's friends (the chat list). */
  friendIds(userId: string): Promise<string[]>;
  /**
   * The same rule as areFriends as an SQL condition on the columns of a row being inserted, so
   * a message is stored only if they are friends at that instant, in the insert's own statement.
   */
  friendsCondition(columns: PairColumns): SQL;
}

export function createFriendGate(db: Database): FriendGate {
  const friends = createFriendStore(db);
  return {
    areFriends: (a, b) => areFriends(db, a, b),
    friendIds: (userId) => friends.friendIds(userId),
    friendsCondition({ sender, receiver, low, high }) {
      return sql`exists (select 1 from ${friendships} where ${friendships.userLow} = ${low} and ${friendships.userHigh} = ${high} and ${friendships.status} = 'friends')
        and not exists (select 1 from ${userBlocks} where (${userBlocks.blockerId} = ${sender} and ${userBlocks.blockedId} = ${receiver}) or (${userBlocks.blockerId} = ${receiver} and ${userBlocks.blockedId} = ${sender}))`;
    },
  };
}
