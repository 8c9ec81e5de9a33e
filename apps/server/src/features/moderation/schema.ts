import { boolean, index, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';

/** Reports and moderation (issue 34; migration 0018_moderation, written by hand). */

/** Moderators: granted only by the server's CLI (`npm run admin`). */
export const moderators = pgTable('moderators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One report per reporter per target; resolved when a moderator acts on the item. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** chat_message | debate | comment | player */
    kind: text('kind').notNull(),
    /** A chat message's number, a debate's or comment's id, a player's user id. */
    targetId: text('target_id').notNull(),
    /** The author of the item (the player reported). */
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_reports_once_idx').on(t.reporterId, t.kind, t.targetId),
    index('content_reports_open_idx')
      .on(t.kind, t.targetId)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/** Items hidden by a moderator. */
export const hiddenContent = pgTable(
  'hidden_content',
  {
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.targetId] })],
);

/** Mutes and suspensions. */
export const playerSanctions = pgTable('player_sanctions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedUntil: timestamp('muted_until', { withTimezone: true }),
  suspended: boolean('suspended').notNull().default(false),
  suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every action: who, what, when, why. */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    moderatorName: text('moderator_name').notNull(),
    action: text('action').notNull(),
    kind: text('kind').notNull(),
    targetId: text('target_id').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserName: text('target_user_name'),
    reason: text('reason').notNull(),
    hours: real('hours'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_audit_time_idx').on(t.createdAt)],
);
