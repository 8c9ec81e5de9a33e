import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { friendships, userBlocks, users } from '../../platform/db/schema.js';

/**
 * The friends feature's queries on friendships and blocks. Invitations are in
 * invitation-store.ts, presence in presence-store.ts, search in search-store.ts.
 */

export type FriendshipRow = typeof friendships.$inferSelect;

/** The ordered key of a pair: one row per pair whoever asked first. */
export function pairKey(a: string, b: string): { low: string; high: string } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}

const pairIs = (a: string, b: string): SQL => {
  const { low, high } = pairKey(a, b);
  return and(eq(friendships.userLow, low), eq(friendships.userHigh, high)) as SQL;
};

/** Rows of `userId`'s relations, on either side of the pair. */
const involves = (userId: string): SQL => or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId)) as SQL;

/** Either player blocked the other. */
const blockedBetween = (a: string, b: string): SQL =>
  or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))) as SQL;

/**
 * FOR THE CHAT (and anything else that must only connect friends): true when the two users
 * (by id) are friends and neither has blocked the other. One indexed lookup on each table.
 *
 *   import { areFriends } from '../friends/store.js';
 *   if (!(await areFriends(platform.db, me.id, other.id))) throw forbidden(...);
 */
export async function areFriends(db: Database, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  const [row] = await db
    .select({ status: friendships.status })
    .from(friendships)
    .where(and(pairIs(a, b), eq(friendships.status, 'friends')))
    .limit(1);
  if (!row) return false;
  return !(await isBlockedEitherWay(db, a, b));
}

/** Either of the two users (by id) blocked the other. */
export async function isBlockedEitherWay(db: Database, a: string, b: string): Promise<boolean> {
  const [row] = await db.select({ id: userBlocks.blockerId }).from(userBlocks).where(blockedBetween(a, b)).limit(1);
  return row !== undefined;
}

export type SendOutcome = 'pending' | 'friends' | 'already_friends' | 'duplicate';

/** The lists the own record carries (usernames). */
export interface FriendLists {
  readonly friends: string[];
  readonly friendRequests: string[];
  readonly sentFriendRequests: string[];
  readonly blocked: string[];
}

export function createFriendStore(db: Database) {
  return {
    async relation(a: string, b: string): Promise<FriendshipRow | undefined> {
      const [row] = await db.select().from(friendships).where(pairIs(a, b)).limit(1);
      return row;
    },

    isBlockedEitherWay: (a: string, b: string) => isBlockedEitherWay(db, a, b),

    /**
     * A request from `from` to `to` in one statement: a new pending row, or, when `to` already
     * asked `from`, the crossing request that makes them friends. Concurrent sends meet on the
     * primary key, so there is never a second row.
     */
    async sendRequest(from: string, to: string, now: Date): Promise<SendOutcome> {
      const { low, high } = pairKey(from, to);
      const [row] = await db
        .insert(friendships)
        .values({ userLow: low, userHigh: high, status: 'pending', requestedBy: from, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [friendships.userLow, friendships.userHigh],
          set: { status: 'friends', updatedAt: now },
          setWhere: and(eq(friendships.status, 'pending'), ne(friendships.requestedBy, from)),
        })
        .returning({ status: friendships.status });
      if (row) return row.status === 'friends' ? 'friends' : 'pending';
      const existing = await this.relation(from, to);
      return existing?.status === 'friends' ? 'already_friends' : 'duplicate';
    },

    /** `me` accepts the request `from` sent. False when there is no such pending request. */
    async accept(me: string, from: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(friendships)
        .set({ status: 'friends', updatedAt: now })
        .where(and(pairIs(me, from), eq(friendships.status, 'pending'), eq(friendships.requestedBy, from)))
        .returning({ status: friendships.status });
      return rows.length > 0;
    },

    /** Requests `userId` sent that still wait for an answer (friendships_pending_sent_idx). */
    async pendingSentCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(friendships)
        .where(and(eq(friendships.requestedBy, userId), eq(friendships.status, 'pending')));
      return Number(row?.count ?? 0);
    },

    /** Deletes the pending request `requestedBy` sent within the pair. False when there is none. */
    async deletePending(a: string, b: string, requestedBy: string): Promise<boolean> {
      const rows = await db
        .delete(friendships)
        .where(and(pairIs(a, b), eq(friendships.status, 'pending'), eq(friendships.requestedBy, requestedBy)))
        .returning({ status: friendships.status });
      return rows.length > 0;
    },

    async removeFriend(a: string, b: string): Promise<boolean> {
      const rows = await db
        .delete(friendships)
        .where(and(pairIs(a, b), eq(friendships.status, 'friends')))
        .returning({ status: friendships.status });
      return rows.length > 0;
    },

    /** Blocks and ends any relation between them in one transaction. False if already blocked. */
    async block(blocker: string, blocked: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(userBlocks)
          .values({ blockerId: blocker, blockedId: blocked, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: userBlocks.blockerId });
        if (inserted.length === 0) return false;
        await tx.delete(friendships).where(pairIs(blocker, blocked));
        return true;
      });
    },

    async unblock(blocker: string, blocked: string): Promise<boolean> {
      const rows = await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)))
        .returning({ id: userBlocks.blockerId });
      return rows.length > 0;
    },

    /** Everyone `userId` has a relation with, with its state, the other's id and name. */
    async relations(userId: string): Promise<Array<{ otherId: string; username: string; status: string; requestedBy: string }>> {
      const other = sql<string>`case when ${friendships.userLow} = ${userId} then ${friendships.userHigh} else ${friendships.userLow} end`;
      return db
        .select({ otherId: users.id, username: users.username, status: friendships.status, requestedBy: friendships.requestedBy })
        .from(friendships)
        .innerJoin(users, eq(users.id, other))
        .where(involves(userId))
        .orderBy(asc(sql`lower(${users.username})`));
    },

    /** Ids of `userId`'s friends (for presence fan-out). */
    async friendIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ low: friendships.userLow, high: friendships.userHigh })
        .from(friendships)
        .where(and(involves(userId), eq(friendships.status, 'friends')));
      return rows.map((r) => (r.low === userId ? r.high : r.low));
    },

    async blockedBy(userId: string): Promise<Array<{ id: string; username: string; avatar: string; createdAt: Date }>> {
      return db
        .select({ id: users.id, username: users.username, avatar: users.avatar, createdAt: userBlocks.createdAt })
        .from(userBlocks)
        .innerJoin(users, eq(users.id, userBlocks.blockedId))
        .where(eq(userBlocks.blockerId, userId))
        .orderBy(asc(sql`lower(${users.username})`));
    },

    /** The own record's lists. */
    async lists(userId: string): Promise<FriendLists> {
      const [relations, blocked] = await Promise.all([this.relations(userId), this.blockedBy(userId)]);
      return {
        friends: relations.filter((r) => r.status === 'friends').map((r) => r.username),
        friendRequests: relations.filter((r) => r.status === 'pending' && r.requestedBy !== userId).map((r) => r.username),
        sentFriendRequests: relations.filter((r) => r.status === 'pending' && r.requestedBy === userId).map((r) => r.username),
        blocked: blocked.map((b) => b.username),
      };
    },

    /** Incoming pending requests with the sender's avatar, newest first. */
    async incomingRequests(userId: string): Promise<Array<{ username: string; avatar: string; createdAt: Date }>> {
      const other = sql<string>`case when ${friendships.userLow} = ${userId} then ${friendships.userHigh} else ${friendships.userLow} end`;
      return db
        .select({ username: users.username, avatar: users.avatar, createdAt: friendships.createdAt })
        .from(friendships)
        .innerJoin(users, eq(users.id, other))
        .where(and(involves(userId), eq(friendships.status, 'pending'), ne(friendships.requestedBy, userId)))
        .orderBy(sql`${friendships.createdAt} desc`);
    },

    /** Relations of `userId` with some of `ids`, and whom of them `userId` blocked (search). */
    async relationsWith(userId: string, ids: string[]): Promise<{ rows: FriendshipRow[]; blocked: Set<string> }> {
      if (ids.length === 0) return { rows: [], blocked: new Set() };
      const [rows, blocks] = await Promise.all([
        db
          .select()
          .from(friendships)
          .where(
            or(
              and(eq(friendships.userLow, userId), inArray(friendships.userHigh, ids)),
              and(eq(friendships.userHigh, userId), inArray(friendships.userLow, ids)),
            ),
          ),
        db
          .select({ id: userBlocks.blockedId })
          .from(userBlocks)
          .where(and(eq(userBlocks.blockerId, userId), inArray(userBlocks.blockedId, ids))),
      ]);
      return { rows, blocked: new Set(blocks.map((b) => b.id)) };
    },
  };
}

export type FriendStore = ReturnType<typeof createFriendStore>;
