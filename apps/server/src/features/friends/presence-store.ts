import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { userPresence } from '../../platform/db/schema.js';

/**
 * Open tabs per player and instance. Each instance writes only its own rows (the count of
 * its local tabs, not an increment), so the numbers cannot drift, and refreshes their
 * `seen_at`; rows of an instance that stopped refreshing are ignored, then deleted.
 */
export function createPresenceStore(db: Database) {
  return {
    /** This instance now has `tabs` open for the user (0 deletes the row). */
    async setTabs(userId: string, instanceId: string, tabs: number, now: Date): Promise<void> {
      if (tabs <= 0) {
        await db.delete(userPresence).where(and(eq(userPresence.userId, userId), eq(userPresence.instanceId, instanceId)));
        return;
      }
      await db
        .insert(userPresence)
        .values({ userId, instanceId, tabs, seenAt: now })
        .onConflictDoUpdate({ target: [userPresence.userId, userPresence.instanceId], set: { tabs, seenAt: now } });
    },

    /** Which of `userIds` have a tab open on a live instance. */
    async onlineAmong(userIds: string[], freshSince: Date): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: userPresence.userId })
        .from(userPresence)
        .where(and(inArray(userPresence.userId, userIds), gt(userPresence.tabs, 0), gt(userPresence.seenAt, freshSince)));
      return new Set(rows.map((r) => r.userId));
    },

    /** The heartbeat: this instance's rows are still true. */
    async refresh(instanceId: string, now: Date): Promise<void> {
      await db.update(userPresence).set({ seenAt: now }).where(eq(userPresence.instanceId, instanceId));
    },

    /** Rows nobody refreshed for long (their instance died): removed so the table stays small. */
    async deleteStale(before: Date): Promise<void> {
      await db.delete(userPresence).where(lt(userPresence.seenAt, before));
    },

    async deleteInstance(instanceId: string): Promise<void> {
      await db.delete(userPresence).where(eq(userPresence.instanceId, instanceId));
    },

    /** For tests: the rows of one user. */
    async rows(userId: string) {
      return db
        .select()
        .from(userPresence)
        .where(eq(userPresence.userId, userId))
        .orderBy(sql`${userPresence.instanceId}`);
    },
  };
}

export type PresenceStore = ReturnType<typeof createPresenceStore>;
