import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { battles, users } from '../../platform/db/schema.js';

/** The daily challenge (issue 31; migration 0016_challenges_daily, written by hand). */

/** The day's questions per sport, drawn once by whichever instance asks first. */
export const dailySets = pgTable(
  'daily_sets',
  {
    day: text('day').notNull(),
    sport: text('sport').notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ name: 'daily_sets_pk', columns: [t.day, t.sport] })],
);

/** One run per player, sport and day; the run is a battles row (opponent_kind 'daily'). */
export const dailyRuns = pgTable(
  'daily_runs',
  {
    day: text('day').notNull(),
    sport: text('sport').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    battleId: uuid('battle_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'daily_runs_pk', columns: [t.day, t.sport, t.userId] }),
    index('daily_runs_battle_idx').on(t.battleId),
    index('daily_runs_user_idx').on(t.userId, t.day),
  ],
);
