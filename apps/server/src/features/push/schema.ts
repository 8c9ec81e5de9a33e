import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.js';

/** A device's push subscription (migration 0020_push_subscriptions, written by hand). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser (checked when stored and again at each send). */
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key and authentication secret (base64url): what the payload is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastPushAt: timestamp('last_push_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A push held back by quiet hours (migration 0022_push_held): told in one summary once the
 * player's quiet hours end, unless they open a tab first (then deleted unsent).
 */
export const pushHeld = pgTable(
  'push_held',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The notice as the dispatcher made it (events.ts PushNotice). */
    notice: jsonb('notice').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    /** When the player's quiet hours end (asked again then: the player may have moved them). */
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('push_held_release_idx').on(t.releaseAt), index('push_held_user_idx').on(t.userId)],
);
