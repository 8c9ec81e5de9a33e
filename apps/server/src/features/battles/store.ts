import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.js';
import { battleOwners, battleSeats, battles, jobLocks, seenQuestions, users } from '../../platform/db/schema.js';
import { INSTANCE_LOCK_CLASS } from '../../platform/db/instance-lock.js';
import { rowFromJson } from '../../platform/db/json-row.js';
import { rowsOf } from '../../platform/db/rows.js';

export type BattleRow = typeof battles.$inferSelect;
export type WaitingRow = BattleRow & { creatorAvatar: string; partnerAvatar: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from clients: anything that is not a UUID cannot name a battle (and must not reach a uuid column). */
export const isBattleId = (id: string) => UUID.test(id);

export type CreateOutcome = { row: BattleRow } | { refused: 'limit' | 'duplicate' | 'in_battle' };

/** What create_waiting_battle answers (migration 0029_create_waiting_battle). */
type CreatedJson = { row: Record<string, unknown> } | { refused: 'limit' | 'duplicate' | 'in_battle' | 'partner_in_battle' };

/** A waiting battle to create (createWaiting). Plain data: it crosses to the database thread. */
export interface CreateWaitingInput {
  readonly userId: string;
  readonly username: string;
  readonly sport: string;
  readonly level: string;
  readonly now: Date;
  readonly limit: number;
  /** A rematch: only this player may join, and the arena does not list it. */
  readonly reservedForId?: string;
  /** 2v2 (issue 32): the creator's teammate, who must not be in a battle either. */
  readonly partner?: { readonly id: string; readonly username: string };
}

/**
 * A join: the battle now active and the other waiting battles of both players, cancelled by
 * it (a player plays one battle at a time); or why not.
 */
export type JoinOutcome =
  { row: BattleRow; cancelled: CancelledBattle[] } | { refused: 'taken' | 'joiner_in_battle' | 'creator_in_battle' };

/** What announcing a cancelled waiting battle needs: which battle, and whose. */
export type CancelledBattle = Pick<BattleRow, 'id' | 'firstOpponentId'> & { readonly firstPartnerId?: string | null };

/**
 * Locks players' rows in id order for a transaction that starts or joins a battle (two at once
 * with a shared player cannot deadlock; a rename or a result waits its turn). FOR NO KEY UPDATE,
 * not FOR UPDATE: an insert referencing a player (presence, chat) takes a foreign-key share lock in
 * its own order, which FOR UPDATE would conflict with (migration 0025_no_key_player_locks).
 */
export async function lockPlayers(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids].sort()))
    .orderBy(asc(users.id))
    .for('no key update');
}

/**
 * A battle found by its key is in this status: for a write that must happen once (a result, a
 * join). Written so no index on the status can answer it, only the key: statistics that call a
 * status rare (taken with no battle active, or 'active' missed in a long history's sample) made
 * PostgreSQL find the battle through the status index, reading every battle in play and keeping
 * the one with the id (bench/RESULTS.md, run 83: 1,346 battle rows read a result). `is not distinct
 * from` has no index support; for a status (never null) it is `=`.
 */
export const hasStatus = (status: string) => sql`${battles.status} is not distinct from ${status}`;

/**
 * A battle row's seats in the engine's order: first_opponent, second_opponent, then 2v2's
 * first_partner and second_partner (a seat's team is its index modulo 2; a seat across is index ^ 1).
 */
export const seatsOf = (row: BattleRow): ReadonlyArray<{ readonly id: string | null; readonly name: string }> => [
  { id: row.firstOpponentId, name: row.firstOpponent },
  { id: row.secondOpponentId, name: row.secondOpponent },
  { id: row.firstPartnerId, name: row.firstPartner },
  { id: row.secondPartnerId, name: row.secondPartner },
];

/** The player sits in any seat of the battle (2v2: the partners' too): a player's history. */
export const plays = (userId: string) =>
  or(
    eq(battles.firstOpponentId, userId),
    eq(battles.secondOpponentId, userId),
    eq(battles.firstPartnerId, userId),
    eq(battles.secondPartnerId, userId),
  );

/**
 * Which of these players sit in a battle being played, read from their seats (migration
 * 0026_battle_seats) by each player's key: never a scan of the battles in play, whatever the
 * battles table's statistics say. In a transaction that locked the players, the answer holds
 * until it commits.
 */
export async function seatedAmong(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ playerId: battleSeats.playerId })
    .from(battleSeats)
    .where(inArray(battleSeats.playerId, [...ids]));
  return new Set(rows.map((row) => row.playerId));
}

/** A 2v2 join: the battle now active with both teams, the waiting battles it cancelled; or why not. */
export type TeamJoinOutcome =
  { row: BattleRow; cancelled: CancelledBattle[] } | { refused: 'taken' | 'joiner_in_battle' | 'creator_in_battle' };

const partnerUsers = alias(users, 'partner_users');

/** The battle lifecycle's queries: waiting list, join, cancel, sweeps, seen questions. */
export function createBattleStore(db: Database) {
  // Built once: each battle socket and each lobby message reads its battle by id.
  const battleById = db
    .select()
    .from(battles)
    .where(eq(battles.id, sql.placeholder('id')))
    .limit(1)
    .prepare('battles_by_id');
  return {
    async findById(id: string): Promise<BattleRow | undefined> {
      if (!isBattleId(id)) return undefined;
      const [row] = await battleById.execute({ id });
      return row;
    },

    /**
     * Creates a waiting battle unless the creator (or a 2v2 partner) plays, or the creator
     * already has `limit` waiting or one of the same sport and level. One statement: the
     * database function `create_waiting_battle` (migration 0029) locks the players' rows in id
     * order first, so two simultaneous creates by one player are checked one after the other.
     * As a transaction it was six exchanges with the database.
     */
    async createWaiting(values: CreateWaitingInput): Promise<CreateOutcome | { refused: 'partner_in_battle' }> {
      const input = {
        user_id: values.userId,
        username: values.username,
        sport: values.sport,
        level: values.level,
        now: values.now.toISOString(),
        limit: values.limit,
        reserved_for_id: values.reservedForId ?? null,
        partner_id: values.partner?.id ?? null,
        partner_name: values.partner?.username ?? null,
      };
      const [answer] = rowsOf<{ created: CreatedJson }>(
        await db.execute(sql`select create_waiting_battle(${JSON.stringify(input)}::jsonb) as created`),
      );
      const created = answer?.created;
      if (!created) throw new Error('create_waiting_battle answered nothing');
      if ('refused' in created) return { refused: created.refused };
      return { row: rowFromJson(battles, created.row) };
    },

    /** Battles waiting for an opponent, rematch offers included (the metrics gauge). */
    async countWaiting(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(battles)
        .where(eq(battles.status, 'waiting'));
      return row?.n ?? 0;
    },

    async listWaiting(limit: number): Promise<WaitingRow[]> {
      const rows = await db
        .select({ battle: battles, creatorAvatar: users.avatar, partnerAvatar: partnerUsers.avatar })
        .from(battles)
        .leftJoin(users, eq(users.id, battles.firstOpponentId))
        .leftJoin(partnerUsers, eq(partnerUsers.id, battles.firstPartnerId))
        // A rematch is offered to one player: not an arena battle.
        .where(and(eq(battles.status, 'waiting'), isNull(battles.reservedForId)))
        .orderBy(desc(battles.createdAt))
        .limit(limit);
      return rows.map((r) => ({ ...r.battle, creatorAvatar: r.creatorAvatar ?? '', partnerAvatar: r.partnerAvatar ?? '' }));
    },

    /**
     * waiting -> active, one battle at a time per player, as one statement: the database
     * function `activate_battle` (migration 0009) runs the whole rule in one round trip:
     * 1. both players' user rows are locked in id order, so every join (and create) involving
     *    either of them runs after this one, and sees what it wrote;
     * 2. the battle must still wait, and neither player may already play an active battle
     *    (refused, nothing written);
     * 3. the conditional UPDATE: of two simultaneous joins of one battle exactly one matches
     *    `status = 'waiting'`; the other is refused as taken;
     * 4. the owner instance is recorded, and every other waiting battle of either player is
     *    cancelled and returned to be announced.
     * Without the locks, two joins of two battles of one creator could both pass step 2. As a
     * transaction of eight statements it held the embedded database for eight round trips to
     * a busy main thread, which set the pace of every join under load (bench/RESULTS.md).
     */
    async activate(
      battle: BattleRow,
      joiner: { id: string; username: string },
      questionIds: string[],
      now: Date,
      /** The instance that will run the battle (platform.instanceId): see battle_owners. */
      owner: string,
    ): Promise<JoinOutcome> {
      const creatorId = battle.firstOpponentId;
      if (!creatorId) return { refused: 'taken' };
      const result = await db.execute(
        sql`select outcome, cancelled_id, cancelled_creator from activate_battle(${battle.id}::uuid, ${creatorId}::uuid, ${joiner.id}::uuid, ${joiner.username}, ${JSON.stringify(questionIds)}::jsonb, ${now.toISOString()}::timestamptz, ${owner})`,
      );
      const [first, ...rest] = rowsOf<{ outcome: string; cancelled_id: string | null; cancelled_creator: string | null }>(result);
      const outcome = first?.outcome;
      if (outcome === 'taken' || outcome === 'joiner_in_battle' || outcome === 'creator_in_battle') return { refused: outcome };
      if (outcome !== 'joined') throw new Error(`activate_battle answered ${String(outcome)}`);
      return {
        row: {
          ...battle,
          status: 'active',
          secondOpponentId: joiner.id,
          secondOpponent: joiner.username,
          questionIds,
          startedAt: now,
          lastActivityAt: now,
        },
        cancelled: rest.flatMap((r) => (r.cancelled_id ? [{ id: r.cancelled_id, firstOpponentId: r.cancelled_creator }] : [])),
      };
    },

    /**
     * A 2v2 join (issue 32): the joining party takes the free team slot. As `activate` for four:
     * the four user rows locked in id order, the battle still waiting, none of the four in a
     * battle, the conditional UPDATE deciding a race, the owner recorded, and every other
     * waiting battle of the four cancelled, in one transaction.
     */
    async activateTeam(
      battle: BattleRow,
      joiner: { id: string; username: string },
      partner: { id: string; username: string },
      questionIds: string[],
      now: Date,
      owner: string,
    ): Promise<TeamJoinOutcome> {
      const creatorId = battle.firstOpponentId;
      const creatorPartnerId = battle.firstPartnerId;
      if (!creatorId || !creatorPartnerId) return { refused: 'taken' };
      const joiners = [joiner.id, partner.id];
      const all = [creatorId, creatorPartnerId, ...joiners];
      return db.transaction(async (tx) => {
        await lockPlayers(tx, [...all]);
        const seated = await seatedAmong(tx, all);
        if (joiners.some((id) => seated.has(id))) return { refused: 'joiner_in_battle' as const };
        if (seated.size > 0) return { refused: 'creator_in_battle' as const };
        const [row] = await tx
          .update(battles)
          .set({
            status: 'active',
            secondOpponentId: joiner.id,
            secondOpponent: joiner.username,
            secondPartnerId: partner.id,
            secondPartner: partner.username,
            questionIds,
            startedAt: now,
            lastActivityAt: now,
          })
          .where(and(eq(battles.id, battle.id), hasStatus('waiting'), eq(battles.mode, '2v2')))
          .returning();
        if (!row) return { refused: 'taken' as const };
        await tx
          .insert(battleOwners)
          .values({ battleId: battle.id, instanceId: owner })
          .onConflictDoUpdate({ target: battleOwners.battleId, set: { instanceId: owner } });
        const cancelled = await tx
          .update(battles)
          .set({ status: 'cancelled', finishedAt: now })
          .where(
            and(
              eq(battles.status, 'waiting'),
              ne(battles.id, battle.id),
              or(inArray(battles.firstOpponentId, all), inArray(battles.firstPartnerId, all)),
            ),
          )
          .returning({ id: battles.id, firstOpponentId: battles.firstOpponentId, firstPartnerId: battles.firstPartnerId });
        return { row, cancelled };
      });
    },

    async cancelWaiting(id: string, creatorId: string, now: Date): Promise<BattleRow | undefined> {
      const [row] = await db
        .update(battles)
        .set({ status: 'cancelled', finishedAt: now })
        .where(and(eq(battles.id, id), hasStatus('waiting'), eq(battles.firstOpponentId, creatorId)))
        .returning();
      return row;
    },

    /** An active battle that cannot go on (both left, server stopping, lost owner). */
    async cancelActive(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(battles)
        .set({ status: 'cancelled', finishedAt: now })
        .where(and(eq(battles.id, id), hasStatus('active')))
        .returning({ id: battles.id });
      return rows.length > 0;
    },

    /** The battle this player sits in that started after `since`, if any (read from the seats). */
    async startedSince(userId: string, since: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ id: battles.id })
        .from(battleSeats)
        .innerJoin(battles, eq(battles.id, battleSeats.battleId))
        .where(and(eq(battleSeats.playerId, userId), gt(battles.startedAt, since)))
        .limit(1);
      return row?.id;
    },

    /** The creator is active: every waiting battle of theirs stays open. */
    async touchWaiting(userId: string, now: Date): Promise<void> {
      await db
        .update(battles)
        .set({ lastActivityAt: now })
        .where(and(eq(battles.firstOpponentId, userId), eq(battles.status, 'waiting')));
    },

    /** Cancels waiting battles idle since `cutoff`; each row comes back to exactly one caller. */
    async cancelInactive(cutoff: Date, now: Date): Promise<BattleRow[]> {
      return db
        .update(battles)
        .set({ status: 'cancelled', finishedAt: now })
        .where(and(eq(battles.status, 'waiting'), lt(battles.lastActivityAt, cutoff)))
        .returning();
    },

    /** Active battles started before `cutoff` can no longer be running: their owner is gone. */
    async cancelStaleActive(cutoff: Date, now: Date): Promise<BattleRow[]> {
      return db
        .update(battles)
        .set({ status: 'cancelled', finishedAt: now })
        .where(and(eq(battles.status, 'active'), lt(battles.startedAt, cutoff)))
        .returning();
    },

    /**
     * Takes or renews a lease on a job: true when this instance may run it now. An expired
     * lease passes to whoever asks next, so a dead instance does not stop the job.
     */
    /** Instances other than `self` that own battles in play (restart repair probes each one). */
    async activeOwners(self: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ instanceId: battleOwners.instanceId })
        .from(battleOwners)
        .innerJoin(battles, eq(battles.id, battleOwners.battleId))
        .where(and(eq(battles.status, 'active'), ne(battleOwners.instanceId, self)));
      return rows.map((r) => r.instanceId);
    },

    /**
     * Cancels the battles in play of an owner that is gone: the advisory lock it held for its
     * life can be taken (PostgreSQL dropped it with the dead process's connection). A live
     * owner keeps its lock, so the condition is false and nothing changes. Conditional on
     * `active`, so a battle finished or cancelled meanwhile is left alone and none is announced twice.
     */
    async cancelOwnedByDead(instanceId: string, now: Date): Promise<BattleRow[]> {
      return db
        .update(battles)
        .set({ status: 'cancelled', finishedAt: now })
        .where(
          and(
            eq(battles.status, 'active'),
            inArray(battles.id, db.select({ id: battleOwners.battleId }).from(battleOwners).where(eq(battleOwners.instanceId, instanceId))),
            sql`pg_try_advisory_xact_lock(${INSTANCE_LOCK_CLASS}, hashtext(${instanceId}))`,
          ),
        )
        .returning();
    },

    /** The embedded database has one process: at its start, every battle in play lost its owner. */
    async cancelAllActive(now: Date): Promise<BattleRow[]> {
      return db.update(battles).set({ status: 'cancelled', finishedAt: now }).where(eq(battles.status, 'active')).returning();
    },

    async tryLease(name: string, owner: string, now: Date, until: Date): Promise<boolean> {
      const rows = await db
        .insert(jobLocks)
        .values({ name, owner, lockedUntil: until })
        .onConflictDoUpdate({
          target: jobLocks.name,
          set: { owner, lockedUntil: until },
          setWhere: or(lt(jobLocks.lockedUntil, now), eq(jobLocks.owner, owner)),
        })
        .returning({ name: jobLocks.name });
      return rows.length > 0;
    },

    async recentlySeen(userIds: string[], since: Date, limit: number): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ questionId: seenQuestions.questionId })
        .from(seenQuestions)
        .where(and(inArray(seenQuestions.userId, userIds), gt(seenQuestions.seenAt, since)))
        .orderBy(desc(seenQuestions.seenAt))
        .limit(limit);
      return rows.map((r) => r.questionId);
    },

    /** Many (player, question) pairs in one statement; pairs must be distinct. */
    /**
     * The rows as ONE json parameter (as the result's misses are): as a VALUES list a batch of ~300 served
     * questions was a statement of ~900 parameters, built by drizzle on the main thread and, its
     * text different at every batch size, parsed and planned anew by the database each time
     * (bench/RESULTS.md, issue 36). No key twice in one batch (SeenQuestionsWriter sees to it):
     * an upsert cannot change a row twice.
     */
    async markSeenMany(rows: ReadonlyArray<{ userId: string; questionId: string; seenAt: Date }>): Promise<void> {
      if (rows.length === 0) return;
      const json = JSON.stringify(rows.map((row) => ({ user_id: row.userId, question_id: row.questionId, seen_at: row.seenAt })));
      await db.execute(sql`
        insert into ${seenQuestions} (user_id, question_id, seen_at)
        select r.user_id, r.question_id, r.seen_at
        from jsonb_to_recordset(${json}::jsonb) as r(user_id uuid, question_id text, seen_at timestamptz)
        on conflict (user_id, question_id) do update set seen_at = excluded.seen_at`);
    },
  };
}

export type BattleStore = ReturnType<typeof createBattleStore>;

const storesByDatabase = new WeakMap<Database, BattleStore>();
/** The store on this database handle, built once per handle with its prepared statements: for procedures. */
export function battleStoreOn(db: Database): BattleStore {
  let store = storesByDatabase.get(db);
  if (!store) {
    store = createBattleStore(db);
    storesByDatabase.set(db, store);
  }
  return store;
}
