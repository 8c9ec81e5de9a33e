import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { battles, users } from './schema.js';

/**
 * Tables of the friends feature (migration 0003_friends.sql, written by hand). The search
 * indexes on users (users_username_pattern_idx, users_username_trgm_idx) are created there too.
 */

/**
 * One row per pair, ordered (user_low < user_high): `pending` while a request waits (sent by
 * `requested_by`), `friends` once accepted. A refused, cancelled or removed relation has no row.
 */
export const friendships = pgTable(
  'friendships',
  {
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | friends */
    status: text('status').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userLow, t.userHigh] }),
    index('friendships_high_idx').on(t.userHigh),
    // The cap on waiting requests counts a sender's (0014_rematch_reserved).
    index('friendships_pending_sent_idx')
      .on(t.requestedBy)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** `blocker` blocked `blocked`: no requests, invitations, chat or search between them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** The pending invitation of a waiting battle: the key makes it one at a time per battle. */
export const battleInvitations = pgTable(
  'battle_invitations',
  {
    battleId: uuid('battle_id')
      .primaryKey()
      .references(() => battles.id, { onDelete: 'cascade' }),
    fromId: uuid('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('battle_invitations_to_idx').on(t.toId)],
);

/**
 * Open user-socket tabs per player and instance. A player is online while any row of theirs
 * is fresh: each instance refreshes `seen_at` of its rows, so a crashed instance's rows age out.
 */
export const userPresence = pgTable(
  'user_presence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    tabs: integer('tabs').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instanceId] }), index('user_presence_instance_idx').on(t.instanceId)],
);
