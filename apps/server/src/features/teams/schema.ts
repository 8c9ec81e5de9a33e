import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/schema.js';

/** Parties for 2v2 (issue 32; migration 0023_team_battles, written by hand). */

/** A party is two rows with one team_id; the primary key keeps a player in at most one party. */
export const teamMembers = pgTable(
  'team_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    /** The player who invited: listed first. */
    leader: boolean('leader').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('team_members_team_idx').on(t.teamId)],
);

/** A pending invitation; it expires when the inviter's last tab on `instance_id` closes. */
export const teamInvites = pgTable(
  'team_invites',
  {
    fromId: uuid('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromId, t.toId] }), index('team_invites_to_idx').on(t.toId)],
);
