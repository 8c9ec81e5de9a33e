import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { userPresence } from '../../platform/db/schema.js';

/** What a tab change means for the player's friends: who they are, and whether the player is still online. */
export interface TabChange {
  readonly friendIds: string[];
  readonly online: boolean;
}

/**
 * Open tabs per player and instance. Each instance writes only its own rows (the count of
 * its local tabs, not an increment), so the numbers cannot drift, and refreshes their
 * `seen_at`; rows of an instance that stopped refreshing are ignored, then deleted.
 */
export function createPresenceStore(db: Database) {
  return {
    /**
     * Tab counts of many players on this instance, in ONE call of change_presence (migration
     * 0028_presence_in_one_call; every arrival and departure passes here, and the embedded
     * database runs one statement at a time): writes each count (0 deletes the row), and reads
     * each player's friends and whether a tab is still open on a live instance. The writes sit in
     * WITHs, so the read sees the table as it was before them: this instance's own rows are left
     * out of that read, and a count above 0 is online by itself.
     *
     * Where several instances write, the write comes after a lock on each of its players, held
     * to commit: two instances closing a player's last tabs at the same moment would otherwise
     * each read the other's row from before its delete, and neither say 'offline'. With the
     * locks, the later one reads the earlier one's commit. (As begin, lock, write and commit this
     * was four statements; on the embedded database's one connection the locks cost nothing.)
     */
    async changeTabs(
      changes: ReadonlyArray<{ userId: string; tabs: number }>,
      instanceId: string,
      now: Date,
      freshSince: Date,
    ): Promise<Map<string, TabChange>> {
      if (changes.length === 0) return new Map();
      const result = await db.execute(sql`
        select user_id, online, friend_ids from change_presence(
          ${JSON.stringify(changes.map((c) => ({ user_id: c.userId, tabs: c.tabs })))}::jsonb, ${instanceId},
          ${now.toISOString()}::timestamptz, ${freshSince.toISOString()}::timestamptz)`);
      const rows = rowsOf<{ user_id: string; online: boolean; friend_ids: string[] | string }>(result);
      return new Map(rows.map((r) => [r.user_id, { online: r.online, friendIds: uuidArray(r.friend_ids) }]));
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

/** A uuid[] as the driver gives it: an array (node-postgres) or its text form '{a,b}' (PGlite leaves unknown array types as text). */
function uuidArray(value: string[] | string | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}
