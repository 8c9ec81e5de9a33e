import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { battles, users } from '../../platform/db/schema.js';
import type { RunAnswer } from '../../platform/db/schema-play-now.js';

/** Friend challenges (issue 31; migration 0016_challenges_daily, written by hand). */

export type ChallengeState =
  'challenger_turn' | 'challenger_playing' | 'friend_turn' | 'friend_playing' | 'expired' | 'declined' | 'withdrawn';

export const OPEN_STATES: readonly ChallengeState[] = ['challenger_turn', 'challenger_playing', 'friend_turn', 'friend_playing'];

export const challenges = pgTable(
  'challenges',
  {
    battleId: uuid('battle_id')
      .primaryKey()
      .references(() => battles.id, { onDelete: 'cascade' }),
    challengerId: uuid('challenger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<ChallengeState>().notNull(),
    /** The challenger's answers (index and time per question), for the friend's turn; never sent before the end. */
    challengerRun: jsonb('challenger_run').$type<RunAnswer[]>(),
    challengerScore: integer('challenger_score'),
    /** The instance running the turn being played, and since when (a dead owner's turn may be played again). */
    runOwner: text('run_owner'),
    runStartedAt: timestamp('run_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('challenges_challenger_idx').on(t.challengerId, t.createdAt), index('challenges_friend_idx').on(t.friendId, t.createdAt)],
);
