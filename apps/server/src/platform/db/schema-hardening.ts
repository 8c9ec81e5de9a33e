import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { battles } from './schema.js';

/**
 * Tables of the hardening feature (migration written by hand in apps/server/drizzle).
 *
 * Which instance runs each battle. Written in the join's transaction, so a battle is never
 * active without an owner; when that owner dies (kill -9, lost host) another instance, or the
 * owner itself restarting, cancels the battle at once instead of after the stale sweep.
 * Whether an owner is alive is read from the PostgreSQL advisory lock each instance holds for
 * its life (platform/instance-lock.ts), which the server drops the moment the process dies.
 */
export const battleOwners = pgTable(
  'battle_owners',
  {
    battleId: uuid('battle_id')
      .primaryKey()
      .references(() => battles.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
  },
  (t) => [index('battle_owners_instance_idx').on(t.instanceId)],
);
