import { asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { jobLocks } from '../../platform/db/schema.js';
import type { PushNotice } from './events.js';
import { pushHeld } from './schema.js';

export interface HeldPush {
  readonly notice: PushNotice;
  readonly heldAt: Date;
}

/** Held pushes kept per player at most. */
export const HELD_MAX = 200;
/** Players whose held pushes the sweep looks at in one run; the rest wait for the next. */
const DUE_BATCH = 500;

/** Every query of pushes held back by quiet hours (table push_held). */
export function createHeldStore(db: Database) {
  return {
    /**
     * Keeps a notice for the summary, unless the player already has HELD_MAX held (a night of a
     * chatty friend must not grow the table without bound; the summary counts what was kept).
     */
    async hold(userId: string, notice: PushNotice, heldAt: Date, releaseAt: Date): Promise<void> {
      await db.execute(sql`
        insert into ${pushHeld} (user_id, kind, notice, held_at, release_at)
        select ${userId}::uuid, ${notice.kind}, ${JSON.stringify(notice)}::jsonb, ${heldAt.toISOString()}::timestamptz,
          ${releaseAt.toISOString()}::timestamptz
        where (select count(*) from ${pushHeld} where user_id = ${userId}::uuid) < ${HELD_MAX}`);
    },

    /** The players who have held pushes (held-index.ts reads them at start). */
    async heldPlayers(): Promise<string[]> {
      const rows = await db.selectDistinct({ userId: pushHeld.userId }).from(pushHeld);
      return rows.map((row) => row.userId);
    },

    /** The player opened a tab: the app showed them what was held, so it is not told again. */
    async forget(userId: string): Promise<void> {
      await db.delete(pushHeld).where(eq(pushHeld.userId, userId));
    },

    /** Players with a held push whose quiet hours should be over by `now`. */
    async dueUsers(now: Date): Promise<string[]> {
      const result = await db.execute(sql`
        select distinct user_id from ${pushHeld}
        where release_at <= ${now.toISOString()}::timestamptz
        limit ${DUE_BATCH}`);
      return rowsOf<{ user_id: string }>(result).map((row) => row.user_id);
    },

    /**
     * Takes (deletes and answers) every held push of the player, oldest first. Taken in one
     * statement, so two sweeps at once could not tell the same push twice.
     */
    async take(userId: string): Promise<HeldPush[]> {
      const rows = await db
        .delete(pushHeld)
        .where(eq(pushHeld.userId, userId))
        .returning({ notice: pushHeld.notice, heldAt: pushHeld.heldAt });
      return rows.map((row) => ({ notice: row.notice as PushNotice, heldAt: row.heldAt })).sort((a, b) => +a.heldAt - +b.heldAt);
    },

    /** The player's quiet hours moved and still hold: their held pushes wait for the new end. */
    async postpone(userId: string, releaseAt: Date): Promise<void> {
      await db.update(pushHeld).set({ releaseAt }).where(eq(pushHeld.userId, userId));
    },

    /** For tests: the player's held pushes, oldest first. */
    async heldOf(userId: string) {
      return db
        .select({ kind: pushHeld.kind, heldAt: pushHeld.heldAt, releaseAt: pushHeld.releaseAt })
        .from(pushHeld)
        .where(eq(pushHeld.userId, userId))
        .orderBy(asc(pushHeld.heldAt));
    },

    /**
     * A lease in job_locks: true when this owner holds `name` until `until` (taken when free or
     * expired, renewed when already ours). Every instance asks; one at a time gets it.
     */
    async tryLease(name: string, owner: string, now: Date, until: Date): Promise<boolean> {
      const rows = await db
        .insert(jobLocks)
        .values({ name, owner, lockedUntil: until })
        .onConflictDoUpdate({
          target: jobLocks.name,
          set: { owner, lockedUntil: until },
          setWhere: or(lt(jobLocks.lockedUntil, now), eq(jobLocks.owner, owner)),
        })
        .returning({ name: jobLocks.name });
      return rows.length > 0;
    },
  };
}

export type HeldStore = ReturnType<typeof createHeldStore>;
