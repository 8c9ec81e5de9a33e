import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { battles, users } from './schema.js';

/** Tables of Play now (issue 30; migration 0012_play_now, written by hand). */

/** One question of a recorded run: the answer chosen (index in the bank's order, null for none) and the time taken. */
export interface RunAnswer {
  readonly index: number | null;
  readonly elapsed_ms: number;
}

/** A human player's run of a completed battle, replayed exactly to later lone players. */
export const recordedRuns = pgTable(
  'recorded_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    battleId: uuid('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    sport: text('sport').notNull(),
    level: text('level').notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    answers: jsonb('answers').$type<RunAnswer[]>().notNull(),
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recorded_runs_battle_user_idx').on(t.battleId, t.userId),
    index('recorded_runs_pick_idx').on(t.sport, t.level, t.createdAt),
    index('recorded_runs_user_idx').on(t.userId),
  ],
);

/** The quick-match queue shared by every instance: one entry per player. */
export const quickMatchQueue = pgTable(
  'quick_match_queue',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sport: text('sport').notNull(),
    level: text('level').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    /** The instance of the tab that queued: its last tab closing there leaves the queue. */
    instanceId: text('instance_id').notNull(),
    /** '1v1' | '2v2' (issue 32, migration 0024_team_queue). */
    mode: text('mode').notNull().default('1v1'),
    /** 2v2: the party both members' entries belong to (null: a single player). */
    teamId: uuid('team_id'),
  },
  (t) => [
    index('quick_match_queue_sport_idx').on(t.sport, t.queuedAt),
    index('quick_match_queue_team_idx')
      .on(t.teamId)
      .where(sql`${t.teamId} IS NOT NULL`),
  ],
);
