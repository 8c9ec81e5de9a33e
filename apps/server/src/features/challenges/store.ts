import { and, asc, count, desc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.js';
import { INSTANCE_LOCK_CLASS } from '../../platform/db/instance-lock.js';
import { battles, users } from '../../platform/db/schema.js';
import type { RunAnswer } from '../../platform/db/schema-play-now.js';
import { challenges, OPEN_STATES, type ChallengeState } from './schema.js';

export type ChallengeRow = typeof challenges.$inferSelect;

/** A challenge with its battle and both players, as the list and the events need it. */
export interface ChallengeView {
  readonly challenge: ChallengeRow;
  readonly battle: {
    status: string;
    sport: string;
    level: string;
    firstOpponent: string;
    secondOpponent: string;
    firstScore: number;
    secondScore: number;
    winner: string | null;
  };
  readonly challenger: { username: string; avatar: string };
  readonly friend: { username: string; avatar: string };
}

export type CreateOutcome = { ok: true; row: ChallengeRow } | { refused: 'limit' };

const challengerUser = alias(users, 'challenger_user');
const friendUser = alias(users, 'friend_user');

/** Every query of friend challenges: creation under a per-challenger limit, turns, decline, expiry, lists. */
export function createChallengeStore(db: Database, dbKind: 'pglite' | 'postgres') {
  const view = () =>
    db
      .select({
        challenge: challenges,
        battle: {
          status: battles.status,
          sport: battles.sport,
          level: battles.level,
          firstOpponent: battles.firstOpponent,
          secondOpponent: battles.secondOpponent,
          firstScore: battles.firstScore,
          secondScore: battles.secondScore,
          winner: battles.winner,
        },
        challenger: { username: challengerUser.username, avatar: challengerUser.avatar },
        friend: { username: friendUser.username, avatar: friendUser.avatar },
      })
      .from(challenges)
      .innerJoin(battles, eq(battles.id, challenges.battleId))
      .innerJoin(challengerUser, eq(challengerUser.id, challenges.challengerId))
      .innerJoin(friendUser, eq(friendUser.id, challenges.friendId));

  return {
    /**
     * Creates the challenge and its battle (status 'challenge': in nobody's way while its turns
     * wait) in ONE transaction holding the challenger's row, so two creations at once cannot
     * both pass the limit of open challenges.
     */
    async create(values: {
      id: string;
      challenger: { id: string; username: string };
      friend: { id: string; username: string };
      sport: string;
      level: string;
      questionIds: string[];
      now: Date;
      expiresAt: Date;
      limit: number;
    }): Promise<CreateOutcome> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.challenger.id)).for('update');
        const [open] = await tx
          .select({ n: count() })
          .from(challenges)
          .where(and(eq(challenges.challengerId, values.challenger.id), inArray(challenges.state, [...OPEN_STATES])));
        if ((open?.n ?? 0) >= values.limit) return { refused: 'limit' as const };
        await tx.insert(battles).values({
          id: values.id,
          firstOpponentId: values.challenger.id,
          firstOpponent: values.challenger.username,
          secondOpponentId: values.friend.id,
          secondOpponent: values.friend.username,
          sport: values.sport,
          level: values.level,
          status: 'challenge',
          questionIds: values.questionIds,
          opponentKind: 'player',
          lastActivityAt: values.now,
          createdAt: values.now,
          startedAt: values.now,
        });
        const [row] = await tx
          .insert(challenges)
          .values({
            battleId: values.id,
            challengerId: values.challenger.id,
            friendId: values.friend.id,
            state: 'challenger_turn',
            createdAt: values.now,
            expiresAt: values.expiresAt,
          })
          .returning();
        if (!row) throw new Error('challenge insert returned nothing');
        return { ok: true as const, row };
      });
    },

    async get(battleId: string): Promise<ChallengeRow | undefined> {
      const [row] = await db.select().from(challenges).where(eq(challenges.battleId, battleId));
      return row;
    },

    async view(battleId: string): Promise<ChallengeView | undefined> {
      const [row] = await view().where(eq(challenges.battleId, battleId));
      return row;
    },

    /** A player's challenges, newest first (the list sorts and splits them). */
    async viewsOf(userId: string, limit: number): Promise<ChallengeView[]> {
      return view()
        .where(or(eq(challenges.challengerId, userId), eq(challenges.friendId, userId)))
        .orderBy(desc(challenges.createdAt))
        .limit(limit);
    },

    /**
     * Takes the player's turn for this instance: from `*_turn` (not expired), or from `*_playing`
     * when the instance that ran it is gone (its instance lock is free on PostgreSQL; on the
     * embedded database, one process, any other instance id is a previous process) or when it
     * is this instance and the run is no longer here (`reclaimOwn`). One UPDATE decides, so two
     * tabs or instances never run one turn twice. Answers the row when this call took the turn.
     */
    async claimTurn(battleId: string, userId: string, self: string, now: Date, reclaimOwn: boolean): Promise<ChallengeRow | undefined> {
      const dead =
        dbKind === 'postgres'
          ? sql`(${challenges.runOwner} <> ${self} and pg_try_advisory_xact_lock(${INSTANCE_LOCK_CLASS}, hashtext(${challenges.runOwner})))`
          : sql`(${challenges.runOwner} <> ${self})`;
      const gone = reclaimOwn ? sql`(${challenges.runOwner} = ${self} or ${dead})` : dead;
      const [row] = await db
        .update(challenges)
        .set({
          state: sql`case when ${challenges.challengerId} = ${userId} then 'challenger_playing' else 'friend_playing' end`,
          runOwner: self,
          runStartedAt: now,
        })
        .where(
          and(
            eq(challenges.battleId, battleId),
            or(
              and(
                eq(challenges.challengerId, userId),
                eq(challenges.state, 'challenger_turn'),
                sql`${challenges.expiresAt} > ${now.toISOString()}::timestamptz`,
              ),
              and(
                eq(challenges.friendId, userId),
                eq(challenges.state, 'friend_turn'),
                sql`${challenges.expiresAt} > ${now.toISOString()}::timestamptz`,
              ),
              and(eq(challenges.challengerId, userId), eq(challenges.state, 'challenger_playing'), gone),
              and(eq(challenges.friendId, userId), eq(challenges.state, 'friend_playing'), gone),
            ),
          ),
        )
        .returning();
      return row;
    },

    /** The challenger's run is over: kept for the friend's turn (unless declined or expired meanwhile). */
    async challengerPlayed(battleId: string, run: RunAnswer[], score: number): Promise<boolean> {
      const rows = await db
        .update(challenges)
        .set({ state: 'friend_turn', challengerRun: run, challengerScore: score, runOwner: null, runStartedAt: null })
        .where(and(eq(challenges.battleId, battleId), eq(challenges.state, 'challenger_playing')))
        .returning({ id: challenges.battleId });
      return rows.length > 0;
    },

    /**
     * Closes open challenges (declined by the friend, or expired) and cancels their battles, in
     * ONE transaction, conditional on their state: each is closed and announced once.
     */
    async close(where: ReturnType<typeof and>, state: ChallengeState, now: Date): Promise<ChallengeRow[]> {
      return db.transaction(async (tx) => {
        const rows = await tx.update(challenges).set({ state, closedAt: now, runOwner: null }).where(where).returning();
        if (rows.length > 0)
          await tx
            .update(battles)
            .set({ status: 'cancelled', finishedAt: now })
            .where(
              and(
                inArray(
                  battles.id,
                  rows.map((r) => r.battleId),
                ),
                eq(battles.status, 'challenge'),
              ),
            );
        return rows;
      });
    },

    declinable: (battleId: string, friendId: string) =>
      and(
        eq(challenges.battleId, battleId),
        eq(challenges.friendId, friendId),
        inArray(challenges.state, ['challenger_turn', 'challenger_playing', 'friend_turn']),
      ),

    /** The challenger's own, and no turn being played (the friend has not started theirs). */
    withdrawable: (battleId: string, challengerId: string) =>
      and(
        eq(challenges.battleId, battleId),
        eq(challenges.challengerId, challengerId),
        inArray(challenges.state, ['challenger_turn', 'friend_turn']),
      ),

    /** Past their expiry and nobody playing (or the turn being played is long dead). */
    expirable: (now: Date, staleStart: Date) =>
      and(
        lte(challenges.expiresAt, now),
        or(
          inArray(challenges.state, ['challenger_turn', 'friend_turn']),
          and(inArray(challenges.state, ['challenger_playing', 'friend_playing']), lt(challenges.runStartedAt, staleStart)),
        ),
        ne(challenges.state, 'expired'),
      ),

    /** Open challenges of a player's friend-side turn, oldest first (notifications). */
    async yourTurn(userId: string): Promise<ChallengeView[]> {
      return view()
        .where(and(eq(challenges.friendId, userId), eq(challenges.state, 'friend_turn'), eq(battles.status, 'challenge')))
        .orderBy(asc(challenges.expiresAt))
        .limit(50);
    },
  };
}

export type ChallengeStore = ReturnType<typeof createChallengeStore>;

/**
 * A player's open challenges end with their account (issue 31), inside the deletion's
 * transaction: closed as expired and their battles cancelled (counted for nobody), before the
 * rows go with the user. Answers the other player of each, who is told (challenge_expired).
 */
export async function endChallengesOf(db: Database, userId: string, now: Date): Promise<Array<{ battleId: string; otherId: string }>> {
  const rows = await db
    .update(challenges)
    .set({ state: 'expired', closedAt: now, runOwner: null })
    .where(and(or(eq(challenges.challengerId, userId), eq(challenges.friendId, userId)), inArray(challenges.state, [...OPEN_STATES])))
    .returning();
  if (rows.length > 0)
    await db
      .update(battles)
      .set({ status: 'cancelled', finishedAt: now })
      .where(
        and(
          inArray(
            battles.id,
            rows.map((r) => r.battleId),
          ),
          eq(battles.status, 'challenge'),
        ),
      );
  return rows.map((r) => ({ battleId: r.battleId, otherId: r.challengerId === userId ? r.friendId : r.challengerId }));
}
