import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.js';
import { battleOwners, battleSeats, battles, users } from '../../../platform/db/schema.js';
import { quickMatchQueue, recordedRuns, type RunAnswer } from '../../../platform/db/schema-play-now.js';
import type { OpponentKind } from '@fanclash/protocol';
import { lockPlayers, seatedAmong, type BattleRow, type CancelledBattle } from '../store.js';
import { planMatches, type MatchPlan, type MatchTiming } from './plan.js';
import { planTeamQueue, type QueuedTeam, type TeamMatch, type TeamQueueEntry } from './team-plan.js';

/** What one decision takes out of the queue: 1v1 pairs and ghosts, team matches, teams and singles left to the bots. */
export type DecidedPlan = MatchPlan & {
  readonly teams: readonly TeamMatch[];
  readonly teamsAlone: readonly QueuedTeam[];
  readonly singlesAlone: readonly TeamQueueEntry[];
  /** Each decided player's queuing instance (a requeue keeps it). */
  readonly instanceOf: ReadonlyMap<string, string>;
};

/** The lock every instance takes to decide pairs (pg_advisory_xact_lock's key): one decider at a time. */
const QUICK_MATCH_LOCK = 0x4643_514d; // 'FCQM'

export interface RunCandidate {
  readonly id: string;
  readonly userId: string;
  readonly username: string;
  readonly avatar: string;
  readonly winRate: number;
  readonly questionIds: string[];
  readonly answers: RunAnswer[];
  readonly score: number;
}

export type DirectStart = { row: BattleRow; cancelled: CancelledBattle[] } | { refused: 'in_battle' };

/** Every query of Play now: the shared queue, its one decider, battles started from it, recorded runs. */
export function createQuickMatchStore(db: Database) {
  return {
    /** In a battle, or with a waiting battle of their own: Play now is refused (already_in_battle). */
    async busy(userId: string): Promise<boolean> {
      // One statement: a seat in a battle being played (by key), or a waiting battle of theirs.
      const [row] = await db
        .select({ id: battleSeats.battleId })
        .from(battleSeats)
        .where(eq(battleSeats.playerId, userId))
        .unionAll(
          db
            .select({ id: battles.id })
            .from(battles)
            .where(and(eq(battles.status, 'waiting'), or(eq(battles.firstOpponentId, userId), eq(battles.firstPartnerId, userId)))),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Open arena battles of this sport, level and mode by others, oldest first: joined before anyone is queued. */
    async openBattles(sport: string, level: string, userId: string, limit: number, mode: '1v1' | '2v2' = '1v1'): Promise<string[]> {
      const rows = await db
        .select({ id: battles.id })
        .from(battles)
        .where(
          and(
            eq(battles.status, 'waiting'),
            eq(battles.sport, sport),
            eq(battles.level, level),
            eq(battles.mode, mode),
            ne(battles.firstOpponentId, userId),
          ),
        )
        .orderBy(asc(battles.createdAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * One entry per player whatever the tabs. Queuing again for the same sport and level keeps the
     * place (idempotent); another sport or level starts a new wait. Answers when the wait began.
     */
    async enqueue(entry: {
      userId: string;
      sport: string;
      level: string;
      now: Date;
      instanceId: string;
      /** 2v2 (issue 32): the mode, and the party queuing together (null: alone). */
      mode?: '1v1' | '2v2';
      teamId?: string | null;
    }): Promise<Date> {
      const mode = entry.mode ?? '1v1';
      const teamId = entry.teamId ?? null;
      const [row] = await db
        .insert(quickMatchQueue)
        .values({
          userId: entry.userId,
          sport: entry.sport,
          level: entry.level,
          queuedAt: entry.now,
          instanceId: entry.instanceId,
          mode,
          teamId,
        })
        .onConflictDoUpdate({
          target: quickMatchQueue.userId,
          set: {
            instanceId: entry.instanceId,
            mode,
            teamId,
            sport: entry.sport,
            level: entry.level,
            queuedAt: sql`case when ${quickMatchQueue.sport} = ${entry.sport} and ${quickMatchQueue.level} = ${entry.level} then ${quickMatchQueue.queuedAt} else ${entry.now.toISOString()}::timestamptz end`,
          },
        })
        .returning({ queuedAt: quickMatchQueue.queuedAt });
      return row?.queuedAt ?? entry.now;
    },

    /** Players queued for a sport (any level). */
    async waitingFor(sport: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(quickMatchQueue).where(eq(quickMatchQueue.sport, sport));
      return row?.n ?? 0;
    },

    /**
     * Leaves the queue; with `instanceId`, only an entry queued from that instance (its last tab
     * closed). A party's entry takes the teammate's with it (2v2). Answers who left.
     */
    async leave(userId: string, instanceId?: string): Promise<string[]> {
      const rows = await db
        .delete(quickMatchQueue)
        .where(and(eq(quickMatchQueue.userId, userId), instanceId ? eq(quickMatchQueue.instanceId, instanceId) : undefined))
        .returning({ userId: quickMatchQueue.userId, teamId: quickMatchQueue.teamId });
      const teamId = rows[0]?.teamId;
      if (!teamId) return rows.map((r) => r.userId);
      const mates = await db
        .delete(quickMatchQueue)
        .where(eq(quickMatchQueue.teamId, teamId))
        .returning({ userId: quickMatchQueue.userId });
      return [...rows, ...mates].map((r) => r.userId);
    },

    /** The players whose entries carry this instance's id (queued-here.ts). */
    async queuedFrom(instanceId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: quickMatchQueue.userId })
        .from(quickMatchQueue)
        .where(eq(quickMatchQueue.instanceId, instanceId));
      return rows.map((row) => row.userId);
    },

    /** An instance stopping: its players' entries go (their tabs are closing). */
    async leaveInstance(instanceId: string): Promise<void> {
      await db.delete(quickMatchQueue).where(eq(quickMatchQueue.instanceId, instanceId));
    },

    /** Puts a decided entry back with its original wait (a pair that could not start). */
    async requeue(entry: {
      userId: string;
      sport: string;
      level: string;
      queuedAt: Date;
      instanceId: string;
      mode?: string;
      teamId?: string | null;
    }): Promise<void> {
      await db.insert(quickMatchQueue).values(entry).onConflictDoNothing();
    },

    /**
     * Decides pairs and recorded-run players for the whole queue, on every instance's entries, as
     * ONE decider: the transaction holds an advisory lock, so two instances deciding at once run
     * one after the other and the second sees the first's deletions. The decided entries leave
     * the queue in the same transaction: nobody is paired twice.
     */
    async decide(now: Date, timing: MatchTiming): Promise<DecidedPlan> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${QUICK_MATCH_LOCK})`);
        const rows = await tx.select().from(quickMatchQueue);
        const entry = (r: (typeof rows)[number]) => ({ userId: r.userId, sport: r.sport, level: r.level, queuedAt: r.queuedAt.getTime() });
        const plan = planMatches(rows.filter((r) => r.mode !== '2v2').map(entry), now.getTime(), timing);
        // 2v2 entries (issue 32) meet as teams by the same waiting rules, decided under the same lock.
        const teamPlan = planTeamQueue(
          rows.filter((r) => r.mode === '2v2').map((r) => ({ ...entry(r), teamId: r.teamId })),
          now.getTime(),
          timing,
        );
        const decided = [
          ...plan.pairs.flatMap((p) => [p.first.userId, p.second.userId]),
          ...plan.ghosts.map((g) => g.userId),
          ...teamPlan.matches.flatMap((m) => [...m.first, ...m.second].map((e) => e.userId)),
          ...teamPlan.alone.flatMap((team) => team.map((e) => e.userId)),
          ...teamPlan.singlesAlone.map((e) => e.userId),
        ];
        if (decided.length > 0) await tx.delete(quickMatchQueue).where(inArray(quickMatchQueue.userId, decided));
        return {
          ...plan,
          teams: teamPlan.matches,
          teamsAlone: teamPlan.alone,
          singlesAlone: teamPlan.singlesAlone,
          instanceOf: new Map(rows.map((r) => [r.userId, r.instanceId])),
        };
      });
    },

    /**
     * Starts a 2v2 battle from the queue (issue 32) straight away: as startDirect for four
     * players (seats in the engine's order: first team's first, second team's first, first
     * team's second, second team's second). A bot's seat has no id (`opponentKind` 'bot').
     */
    async startTeamDirect(values: {
      id: string;
      sport: string;
      level: string;
      seats: ReadonlyArray<{ id: string | null; username: string }>;
      opponentKind?: OpponentKind;
      questionIds: string[];
      now: Date;
      owner: string;
    }): Promise<DirectStart> {
      const [a, b, c, d] = values.seats;
      if (!a || !b || !c || !d) throw new Error('a team battle has four seats');
      const ids = values.seats.flatMap((s) => (s.id ? [s.id] : [])).sort();
      return db.transaction(async (tx) => {
        await lockPlayers(tx, ids);
        if ((await seatedAmong(tx, ids)).size > 0) return { refused: 'in_battle' as const };
        const [row] = await tx
          .insert(battles)
          .values({
            id: values.id,
            mode: '2v2',
            firstOpponentId: a.id,
            firstOpponent: a.username,
            secondOpponentId: b.id,
            secondOpponent: b.username,
            firstPartnerId: c.id,
            firstPartner: c.username,
            secondPartnerId: d.id,
            secondPartner: d.username,
            opponentKind: values.opponentKind ?? 'player',
            sport: values.sport,
            level: values.level,
            status: 'active',
            questionIds: values.questionIds,
            lastActivityAt: values.now,
            createdAt: values.now,
            startedAt: values.now,
          })
          .returning();
        if (!row) throw new Error('battle insert returned nothing');
        await tx.insert(battleOwners).values({ battleId: row.id, instanceId: values.owner });
        const cancelled = await tx
          .update(battles)
          .set({ status: 'cancelled', finishedAt: values.now })
          .where(and(eq(battles.status, 'waiting'), or(inArray(battles.firstOpponentId, ids), inArray(battles.firstPartnerId, ids))))
          .returning({ id: battles.id, firstOpponentId: battles.firstOpponentId, firstPartnerId: battles.firstPartnerId });
        return { row, cancelled };
      });
    },

    /**
     * Starts a battle straight away (no waiting room): a quick-match pair, or a player against a
     * recorded run or the bot (`second.id` null). One battle at a time as in a join: the human
     * players' rows are locked in id order, one already playing refuses it, the owner is recorded,
     * and their other waiting battles are cancelled (returned to be announced).
     */
    async startDirect(values: {
      id: string;
      sport: string;
      level: string;
      first: { id: string; username: string };
      second: { id: string | null; username: string };
      opponentKind: OpponentKind;
      questionIds: string[];
      now: Date;
      owner: string;
    }): Promise<DirectStart> {
      const ids = [values.first.id, ...(values.second.id ? [values.second.id] : [])].sort();
      return db.transaction(async (tx) => {
        await lockPlayers(tx, ids);
        if ((await seatedAmong(tx, ids)).size > 0) return { refused: 'in_battle' as const };
        const [row] = await tx
          .insert(battles)
          .values({
            id: values.id,
            firstOpponentId: values.first.id,
            firstOpponent: values.first.username,
            secondOpponentId: values.second.id,
            secondOpponent: values.second.username,
            sport: values.sport,
            level: values.level,
            status: 'active',
            questionIds: values.questionIds,
            opponentKind: values.opponentKind,
            lastActivityAt: values.now,
            createdAt: values.now,
            startedAt: values.now,
          })
          .returning();
        if (!row) throw new Error('battle insert returned nothing');
        await tx.insert(battleOwners).values({ battleId: row.id, instanceId: values.owner });
        const cancelled = await tx
          .update(battles)
          .set({ status: 'cancelled', finishedAt: values.now })
          .where(and(eq(battles.status, 'waiting'), inArray(battles.firstOpponentId, ids)))
          .returning({ id: battles.id, firstOpponentId: battles.firstOpponentId });
        return { row, cancelled };
      });
    },

    /** Recent runs of this sport and level by other players who allow replays, newest first. */
    async runCandidates(sport: string, level: string, userId: string, limit: number): Promise<RunCandidate[]> {
      return db
        .select({
          id: recordedRuns.id,
          userId: recordedRuns.userId,
          username: users.username,
          avatar: users.avatar,
          winRate: users.winRate,
          questionIds: recordedRuns.questionIds,
          answers: recordedRuns.answers,
          score: recordedRuns.score,
        })
        .from(recordedRuns)
        .innerJoin(users, eq(users.id, recordedRuns.userId))
        .where(
          and(eq(recordedRuns.sport, sport), eq(recordedRuns.level, level), ne(recordedRuns.userId, userId), eq(users.replayRuns, true)),
        )
        .orderBy(desc(recordedRuns.createdAt))
        .limit(limit);
    },
  };
}

export type QuickMatchStore = ReturnType<typeof createQuickMatchStore>;
