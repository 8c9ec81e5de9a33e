import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/**
 * Tables of the chat feature (migration 0007_chat.sql, written by hand).
 *
 * One row per message. `id` grows with every insert, so it orders a conversation and pages it
 * back (`before_id`). The pair columns hold the two people in a fixed order (user_low <
 * user_high, as friendships do), so one index serves a conversation whoever sent what.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userLow: uuid('user_low').notNull(),
    userHigh: uuid('user_high').notNull(),
    message: text('message').notNull(),
    messageType: text('message_type').notNull().default('text'),
    /** The sender's own name for the message: a resend with it returns the stored one. */
    clientId: text('client_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.userLow, t.userHigh, t.id),
    // Rows without a client_id never clash: NULLs are distinct in a unique index.
    uniqueIndex('chat_messages_client_idx').on(t.senderId, t.clientId),
    // Unread counts and mark-read touch only the unread rows of one receiver.
    index('chat_messages_unread_idx')
      .on(t.receiverId, t.senderId, t.id)
      .where(sql`not ${t.isRead}`),
  ],
);
