import { and, asc, eq, sql } from 'drizzle-orm';
import { PUSH_LIMITS } from '@fanclash/protocol';
import type { Database } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { userPresence } from '../../platform/db/schema.js';
import { pushSubscriptions } from './schema.js';

export interface DeviceRow {
  readonly id: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** Every query of the push feature. */
export function createPushStore(db: Database) {
  return {
    /**
     * Stores a device for the player and answers its id. A known endpoint (the same browser
     * subscribing again, or another player signing in on it) moves to this player with its new
     * keys. A player keeps at most PUSH_LIMITS.devicesPerPlayer devices: the oldest go.
     */
    async save(userId: string, device: Omit<DeviceRow, 'id'>, now: Date): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({ userId, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: device.p256dh, auth: device.auth, createdAt: now, lastPushAt: null },
          })
          .returning({ id: pushSubscriptions.id });
        if (!row) throw new Error('push subscription was not stored');
        await tx.execute(sql`
          delete from ${pushSubscriptions} where id in (
            select id from ${pushSubscriptions} where user_id = ${userId}
            order by created_at desc, id desc offset ${PUSH_LIMITS.devicesPerPlayer})`);
        return row.id;
      });
    },

    /** Removes one of the player's devices; false when they have none with this id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** The push service said the subscription is gone (404/410), or its endpoint no longer passes the check. */
    async forget(id: string, endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** Every device of the player (their sessions were revoked: signed out everywhere, a new password). */
    async forgetAll(userId: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    async pushed(id: string, now: Date): Promise<void> {
      await db.update(pushSubscriptions).set({ lastPushAt: now }).where(eq(pushSubscriptions.id, id));
    },

    /**
     * The player's devices, but none while a tab of theirs is open on a live instance (a row
     * in user_presence seen since `freshSince`): one statement for both questions.
     */
    async devicesIfAway(userId: string, freshSince: Date): Promise<DeviceRow[]> {
      const result = await db.execute(sql`
        select s.id, s.endpoint, s.p256dh, s.auth from ${pushSubscriptions} s
        where s.user_id = ${userId}
          and not exists (
            select 1 from ${userPresence} p
            where p.user_id = ${userId} and p.tabs > 0 and p.seen_at > ${freshSince.toISOString()}::timestamptz)
        order by s.created_at, s.id`);
      return rowsOf<DeviceRow>(result);
    },

    /** For tests and the README's checks: a player's devices, oldest first. */
    async devicesOf(userId: string): Promise<DeviceRow[]> {
      return db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
    },
  };
}

export type PushStore = ReturnType<typeof createPushStore>;
