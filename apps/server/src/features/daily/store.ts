import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { battleAnswers, battleOwners, battles, users } from '../../platform/db/schema.js';
import { DAILY_NAME } from '@fanclash/protocol';
import type { AnswerRecord } from '../battles/engine/types.js';
import { dailyRuns, dailySets } from './schema.js';
import { hasStatus, lockPlayers, seatedAmong } from '../battles/store.js';
import { answerGrid, answersOf, storedAnswer } from '../battles/answer-lists.js';

export interface DailyRunRow {
  readonly sport: string;
  readonly battleId: string;
  readonly status: string;
  readonly score: number;
}

export interface BoardRow {
  readonly rank: number;
  readonly userId: string;
  readonly username: string;
  readonly avatar: string;
  readonly score: number;
  readonly totalMs: number;
  readonly finishedAt: Date;
}

export type DailyStart = { ok: true } | { refused: 'played' | 'in_battle' };

/** Every query of the daily challenge: the day's sets, the one run per player, the board. */
export function createDailyStore(db: Database) {
  return {
    /** The day's list: written once by whoever asks first (the same on every instance), then read. */
    async daySet(day: string, sport: string, draw: () => string[]): Promise<string[]> {
      const [known] = await db
        .select({ ids: dailySets.questionIds })
        .from(dailySets)
        .where(and(eq(dailySets.day, day), eq(dailySets.sport, sport)));
      if (known) return known.ids;
      await db.insert(dailySets).values({ day, sport, questionIds: draw() }).onConflictDoNothing();
      const [row] = await db
        .select({ ids: dailySets.questionIds })
        .from(dailySets)
        .where(and(eq(dailySets.day, day), eq(dailySets.sport, sport)));
      return row?.ids ?? [];
    },

    /**
     * Starts a run in ONE transaction: the player's row is locked (one start at a time per
     * player, on any instance), a player in a battle is refused, the day's key refuses a second
     * start, and the run's battle is written active with this instance as its owner.
     */
    async start(values: {
      id: string;
      day: string;
      sport: string;
      user: { id: string; username: string };
      questionIds: string[];
      now: Date;
      owner: string;
    }): Promise<DailyStart> {
      return db.transaction(async (tx) => {
        await lockPlayers(tx, [values.user.id]);
        const [played] = await tx
          .select({ id: dailyRuns.battleId })
          .from(dailyRuns)
          .where(and(eq(dailyRuns.day, values.day), eq(dailyRuns.sport, values.sport), eq(dailyRuns.userId, values.user.id)));
        if (played) return { refused: 'played' as const };
        if ((await seatedAmong(tx, [values.user.id])).size > 0) return { refused: 'in_battle' as const };
        await tx.insert(battles).values({
          id: values.id,
          firstOpponentId: values.user.id,
          firstOpponent: values.user.username,
          secondOpponentId: null,
          secondOpponent: DAILY_NAME,
          sport: values.sport,
          level: 'daily',
          status: 'active',
          questionIds: values.questionIds,
          opponentKind: 'daily',
          lastActivityAt: values.now,
          createdAt: values.now,
          startedAt: values.now,
        });
        await tx.insert(battleOwners).values({ battleId: values.id, instanceId: values.owner });
        await tx.insert(dailyRuns).values({
          day: values.day,
          sport: values.sport,
          userId: values.user.id,
          battleId: values.id,
          startedAt: values.now,
        });
        return { ok: true as const };
      });
    },

    /**
     * A run's answers so far and its score, kept as they come while it is in play (only then):
     * a run cut short by a lost server (kill -9) is cancelled by the restart repair, and counts
     * with these. The result written at the end adds nothing twice (the same keys).
     */
    async keepProgress(battleId: string, username: string, answers: readonly AnswerRecord[], score: number): Promise<void> {
      await db.transaction(async (tx) => {
        const live = await tx
          .update(battles)
          .set({ firstScore: score })
          .where(and(eq(battles.id, battleId), hasStatus('active')))
          .returning({ id: battles.id });
        if (live.length === 0 || answers.length === 0) return;
        // The run's answers so far, whole (one row a battle): each call carries every earlier one.
        const list = answers.map((a) => storedAnswer({ ...a, username }));
        await tx
          .insert(battleAnswers)
          .values({ battleId, answers: list })
          .onConflictDoUpdate({ target: battleAnswers.battleId, set: { answers: list } });
      });
    },

    /** My runs of the day, by sport. */
    async myRuns(userId: string, day: string): Promise<DailyRunRow[]> {
      return db
        .select({ sport: dailyRuns.sport, battleId: dailyRuns.battleId, status: battles.status, score: battles.firstScore })
        .from(dailyRuns)
        .innerJoin(battles, eq(battles.id, dailyRuns.battleId))
        .where(and(eq(dailyRuns.userId, userId), eq(dailyRuns.day, day)));
    },

    /** Right (true), wrong (false) or none (null) per question of a finished run: the share grid. */
    async grid(battleId: string, total: number): Promise<Array<boolean | null>> {
      return answerGrid(await answersOf(db, battleId), total);
    },

    /**
     * The board of a day and sport: runs that are over (finished, or cut short by a lost server:
     * counted with what was kept), by score, then total answer time (an unanswered question
     * counts as its whole time), then who finished first.
     */
    async board(day: string, sport: string, questionMs: number, limit: number, offset: number, me: string) {
      // The run's answers are one row (a jsonb array, joined below); a run with none has no row.
      const total = sql<number>`coalesce((select sum((a->>'elapsed_ms')::int) from jsonb_array_elements(${battleAnswers.answers}) a), 0)
        + (jsonb_array_length(${battles.questionIds}) - coalesce(jsonb_array_length(${battleAnswers.answers}), 0)) * ${questionMs}`;
      const finished = sql<Date>`coalesce(${battles.finishedAt}, ${dailyRuns.startedAt})`;
      const ranked = db
        .select({
          userId: dailyRuns.userId,
          username: users.username,
          avatar: users.avatar,
          score: battles.firstScore,
          totalMs: sql<number>`(${total})::int`.as('total_ms'),
          finishedAt: sql<Date>`${finished}`.as('finished_at'),
          rank: sql<number>`(row_number() over (order by ${battles.firstScore} desc, (${total}) asc, ${finished} asc, ${dailyRuns.userId} asc))::int`.as(
            'rank',
          ),
        })
        .from(dailyRuns)
        .innerJoin(battles, eq(battles.id, dailyRuns.battleId))
        .innerJoin(users, eq(users.id, dailyRuns.userId))
        .leftJoin(battleAnswers, eq(battleAnswers.battleId, battles.id))
        .where(and(eq(dailyRuns.day, day), eq(dailyRuns.sport, sport), inArray(battles.status, ['finished', 'cancelled'])))
        .as('ranked');
      const entries = await db.select().from(ranked).orderBy(asc(ranked.rank)).limit(limit).offset(offset);
      const [mine] = await db.select().from(ranked).where(eq(ranked.userId, me)).limit(1);
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(ranked);
      const parse = (row: (typeof entries)[number]): BoardRow => ({ ...row, finishedAt: new Date(row.finishedAt) });
      return { entries: entries.map(parse), me: mine ? parse(mine) : null, players: count?.n ?? 0 };
    },

    /** Latest days first (for tests and the CLI). */
    async runsOf(userId: string) {
      return db.select().from(dailyRuns).where(eq(dailyRuns.userId, userId)).orderBy(desc(dailyRuns.startedAt));
    },
  };
}

export type DailyStore = ReturnType<typeof createDailyStore>;
