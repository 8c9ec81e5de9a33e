import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { friendships, userPresence } from '../../platform/db/schema.js';

/** What a tab change means for the player's friends: who they are, and whether the player is still online. */
export interface TabChange {
  readonly friendIds: string[];
  readonly online: boolean;
}

export interface PresenceStoreOptions {
  /**
   * Several instances write (PostgreSQL): each change first takes a lock per player (below).
   * The embedded database runs one statement at a time for its one instance and needs none.
   */
  readonly sharedByInstances: boolean;
}

/** The advisory-lock namespace of players' presence (pg_advisory_xact_lock's first key). */
const PRESENCE_LOCK_SPACE = 727_275;

/**
 * Open tabs per player and instance. Each instance writes only its own rows (the count of
 * its local tabs, not an increment), so the numbers cannot drift, and refreshes their
 * `seen_at`; rows of an instance that stopped refreshing are ignored, then deleted.
 */
export function createPresenceStore(db: Database, { sharedByInstances }: PresenceStoreOptions) {
  return {
    /**
     * Tab counts of many players on this instance, in ONE statement (every arrival and departure
     * passes here, and the embedded database runs one statement at a time): writes each count
     * (0 deletes the row), and reads each player's friends and whether a tab is still open on a
     * live instance. The writes sit in WITHs, so the read sees the table as it was before them:
     * this instance's own rows are left out of that read, and a count above 0 is online by itself.
     *
     * Where several instances write, the statement runs after a lock on each of its players,
     * held to commit: two instances closing a player's last tabs at the same moment would
     * otherwise each read the other's row from before its delete, and neither say 'offline'.
     * With the locks, the later one reads the earlier one's commit.
     */
    async changeTabs(
      changes: ReadonlyArray<{ userId: string; tabs: number }>,
      instanceId: string,
      now: Date,
      freshSince: Date,
    ): Promise<Map<string, TabChange>> {
      if (changes.length === 0) return new Map();
      if (!sharedByInstances) return writeTabs(db, changes, instanceId, now, freshSince);
      return db.transaction(async (tx) => {
        // Distinct keys in one order on every instance, so two batches cannot deadlock.
        await tx.execute(sql`
          select pg_advisory_xact_lock(${PRESENCE_LOCK_SPACE}, k)
          from (select distinct hashtext(id) as k from jsonb_array_elements_text(${JSON.stringify(changes.map((c) => c.userId))}::jsonb) as id order by k) as keys`);
        return writeTabs(tx, changes, instanceId, now, freshSince);
      });
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

/** The tab counts' one statement (changeTabs). */
async function writeTabs(
  db: Pick<Database, 'execute'>,
  changes: ReadonlyArray<{ userId: string; tabs: number }>,
  instanceId: string,
  now: Date,
  freshSince: Date,
): Promise<Map<string, TabChange>> {
  const values = sql.join(
    changes.map((c) => sql`(${c.userId}::uuid, ${Math.max(0, c.tabs)}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with input (user_id, tabs) as (values ${values}),
    opened as (
      insert into ${userPresence} (user_id, instance_id, tabs, seen_at)
      select i.user_id, ${instanceId}, i.tabs, ${now.toISOString()}::timestamptz from input i where i.tabs > 0
      on conflict (user_id, instance_id) do update set tabs = excluded.tabs, seen_at = excluded.seen_at
      returning 1
    ),
    closed as (
      delete from ${userPresence} p using input i
      where p.user_id = i.user_id and p.instance_id = ${instanceId} and i.tabs = 0
      returning 1
    )
    select
      i.user_id,
      i.tabs > 0 or exists (
        select 1 from ${userPresence} p
        where p.user_id = i.user_id and p.instance_id <> ${instanceId} and p.tabs > 0 and p.seen_at > ${freshSince.toISOString()}::timestamptz
      ) as online,
      coalesce((
        select array_agg(case when f.user_low = i.user_id then f.user_high else f.user_low end)
        from ${friendships} f
        where (f.user_low = i.user_id or f.user_high = i.user_id) and f.status = 'friends'
      ), '{}') as friend_ids
    from input i`);
  const rows = rowsOf<{ user_id: string; online: boolean; friend_ids: string[] | string }>(result);
  return new Map(rows.map((r) => [r.user_id, { online: r.online, friendIds: uuidArray(r.friend_ids) }]));
}

/** A uuid[] as the driver gives it: an array (node-postgres) or its text form '{a,b}' (PGlite leaves unknown array types as text). */
function uuidArray(value: string[] | string | undefined): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}
