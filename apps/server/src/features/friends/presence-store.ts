import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { friendships, userPresence } from '../../platform/db/schema.js';

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

    /**
     * A tab opened or closed on this instance, in ONE statement (a player's every arrival and
     * departure passes here, and on the embedded database each statement is a trip to its
     * thread): writes this instance's count (0 deletes the row), and reads the player's friends
     * and whether a tab is still open on a live instance. The write sits in a WITH, so the
     * read sees the table as it was before it: this instance's own row is left out of that
     * read, and `tabs > 0` here counts as online by itself.
     */
    async changeTabs(userId: string, instanceId: string, tabs: number, now: Date, freshSince: Date): Promise<TabChange> {
      const write =
        tabs > 0
          ? sql`insert into ${userPresence} (user_id, instance_id, tabs, seen_at) values (${userId}::uuid, ${instanceId}, ${tabs}, ${now.toISOString()}::timestamptz)
              on conflict (user_id, instance_id) do update set tabs = excluded.tabs, seen_at = excluded.seen_at returning 1`
          : sql`delete from ${userPresence} where user_id = ${userId}::uuid and instance_id = ${instanceId} returning 1`;
      const result = await db.execute(sql`
        with written as (${write})
        select
          ${tabs > 0}::boolean or exists (
            select 1 from ${userPresence} p
            where p.user_id = ${userId}::uuid and p.instance_id <> ${instanceId} and p.tabs > 0 and p.seen_at > ${freshSince.toISOString()}::timestamptz
          ) as online,
          coalesce((
            select array_agg(case when f.user_low = ${userId}::uuid then f.user_high else f.user_low end)
            from ${friendships} f
            where (f.user_low = ${userId}::uuid or f.user_high = ${userId}::uuid) and f.status = 'friends'
          ), '{}') as friend_ids`);
      const [row] = rowsOf<{ online: boolean; friend_ids: string[] | string }>(result);
      return { online: row?.online ?? tabs > 0, friendIds: uuidArray(row?.friend_ids) };
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
