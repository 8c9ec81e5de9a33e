/** Tables of the notifications feature (migration written by hand: apps/server/drizzle/0017_notifications.sql). */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.js';
import { debateComments, debatePicks } from '../../platform/db/schema-debates.js';

/** A player's notification choices as one JSON value (a missing row means the defaults). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stored forum notifications: replies, grouped likes, a debate gone trending. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** comment_reply | comment_like | debate_trending */
    kind: text('kind').notNull(),
    debateId: uuid('debate_id').references(() => debatePicks.id, { onDelete: 'cascade' }),
    /** The new reply (comment_reply) or the liked comment (comment_like). */
    commentId: uuid('comment_id').references(() => debateComments.id, { onDelete: 'cascade' }),
    /** What a reply answered: a comment or reply of the player; null when it answered the debate. */
    targetId: uuid('target_id').references(() => debateComments.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    /** Likes of one comment gather in one unread row per player (a partial unique index). */
    groupKey: text('group_key'),
    /** Told once per player and key, read or not (a debate's trending). */
    onceKey: text('once_key'),
    /** Grouped likes count from here. */
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_time_idx').on(t.userId, t.updatedAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_open_group_idx')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} IS NULL AND ${t.groupKey} IS NOT NULL`),
    uniqueIndex('notifications_once_idx')
      .on(t.userId, t.onceKey)
      .where(sql`${t.onceKey} IS NOT NULL`),
  ],
);
