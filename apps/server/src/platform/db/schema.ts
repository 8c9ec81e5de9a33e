import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';

/**
 * One PostgreSQL schema for both run modes (PGlite and PostgreSQL). Change it here, then run
 * `npm run db:generate` to write the SQL migration that is committed and applied at start.
 */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar').notNull().default(''),
    favourite: text('favourite').notNull().default('Football'),
    language: text('language').notNull().default('en'),
    totalBattle: integer('total_battle').notNull().default(0),
    winBattle: integer('win_battle').notNull().default(0),
    winRate: integer('win_rate').notNull().default(0),
    streak: integer('streak').notNull().default(0),
    /** Set by a stats reset: repair-user-battles counts only battles finished after it. */
    statsResetAt: timestamp('stats_reset_at', { withTimezone: true }),
    /** Bumped to revoke every token at once (sign out everywhere, password change, deletion). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Privacy (issue 30): this player's battle runs may be replayed to others as recorded runs. */
    replayRuns: boolean('replay_runs').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The leaderboard order (wins, then win rate, then streak, then name) as one index.
    index('users_leaderboard_idx').on(t.winBattle.desc(), t.winRate.desc(), t.streak.desc(), t.username),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a leaked table cannot be replayed. */
    tokenHash: text('token_hash').notNull(),
    /** Every token of one sign-in shares a family; reuse of a rotated token revokes the family. */
    family: uuid('family').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** The successor issued at rotation, sealed with the rotated token (0013_refresh_successor). */
    successorSealed: text('successor_sealed'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Battles. Player names are kept beside the ids so a finished battle stays readable after an
 * account is deleted (the id becomes null and the name shows as a deleted player).
 */
export const battles = pgTable(
  'battles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstOpponentId: uuid('first_opponent_id').references(() => users.id, { onDelete: 'set null' }),
    secondOpponentId: uuid('second_opponent_id').references(() => users.id, { onDelete: 'set null' }),
    firstOpponent: text('first_opponent').notNull(),
    secondOpponent: text('second_opponent').notNull().default(''),
    sport: text('sport').notNull(),
    level: text('level').notNull(),
    /** waiting | active | finished | cancelled */
    status: text('status').notNull().default('waiting'),
    firstScore: integer('first_score').notNull().default(0),
    secondScore: integer('second_score').notNull().default(0),
    winner: text('winner'),
    questionIds: jsonb('question_ids').$type<string[]>().notNull().default([]),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * A rematch: the one player who may join this waiting battle; it is not listed in the
     * arena. Null for an arena battle. No foreign key (0014_rematch_reserved explains why).
     */
    reservedForId: uuid('reserved_for_id'),
    /** Who the first player faced (issue 30): 'player' | 'recorded' | 'bot'; only 'player' counts toward stats. */
    opponentKind: text('opponent_kind').notNull().default('player'),
    /** '1v1' | '2v2' (issue 32, migration 0023_team_battles). */
    mode: text('mode').notNull().default('1v1'),
    /** 2v2: each team's second player (first_opponent's teammate, second_opponent's teammate); '' in 1v1. */
    firstPartnerId: uuid('first_partner_id').references(() => users.id, { onDelete: 'set null' }),
    firstPartner: text('first_partner').notNull().default(''),
    secondPartnerId: uuid('second_partner_id').references(() => users.id, { onDelete: 'set null' }),
    secondPartner: text('second_partner').notNull().default(''),
  },
  (t) => [
    index('battles_status_idx').on(t.status, t.createdAt),
    index('battles_first_idx').on(t.firstOpponentId, t.createdAt),
    index('battles_second_idx').on(t.secondOpponentId, t.createdAt),
    index('battles_first_partner_idx')
      .on(t.firstPartnerId, t.createdAt)
      .where(sql`${t.firstPartnerId} IS NOT NULL`),
    index('battles_second_partner_idx')
      .on(t.secondPartnerId, t.createdAt)
      .where(sql`${t.secondPartnerId} IS NOT NULL`),
  ],
);

/**
 * Who sits in a battle being played: one row a player, kept by triggers on battles (migration
 * 0026_battle_seats). "Is this player in a battle?" reads it by the player's key, whatever the
 * battles table's statistics, and it is as large as the arena, never the history.
 */
export const battleSeats = pgTable(
  'battle_seats',
  {
    playerId: uuid('player_id').notNull(),
    battleId: uuid('battle_id').notNull(),
  },
  (t) => [primaryKey({ name: 'battle_seats_pkey', columns: [t.playerId, t.battleId] }), index('battle_seats_battle_idx').on(t.battleId)],
);

/** One counted answer of a battle, as battle_answers keeps it (snake_case, as the database function writes it). */
export interface StoredAnswer {
  readonly username: string;
  readonly question_index: number;
  readonly question_id: string;
  readonly answer: string;
  readonly correct: boolean;
  readonly points: number;
  readonly elapsed_ms: number;
}

/**
 * Every counted answer of a battle, so its score and the players' stats can be recomputed: one
 * row a battle (migration 0028_battle_answer_lists), written by the result with the battle's row.
 * Nothing reads one answer alone, and a row each was the result's largest write.
 */
export const battleAnswers = pgTable('battle_answers', {
  battleId: uuid('battle_id')
    .primaryKey()
    .references(() => battles.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
});

/** Questions a player saw recently, so new battles avoid them where the bank allows. */
export const seenQuestions = pgTable(
  'seen_questions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('seen_questions_user_time_idx').on(t.userId, t.seenAt)],
);

/** Scheduled jobs take a row lock here so exactly one instance runs each job. */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  owner: text('owner').notNull(),
});
export * from './schema-friends.js';
export * from './schema-training.js';
export * from './schema-debates.js';
export * from './schema-news.js';
export * from './schema-chat.js';
export * from './schema-hardening.js';
