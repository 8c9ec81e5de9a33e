import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { battleAnswers, battles, users } from '../../platform/db/schema.js';
import type { UserRow } from '../users/store.js';
import type { AnswerRecord, BattleOutcome } from './engine/types.js';
import { BattleGoneError } from './engine/runner.js';
import { applyResult, type BattleStats } from './stats.js';
import { recordBattleMisses } from '../training/battle-misses.js';

export interface ResultPlayer {
  readonly userId: string | null;
  readonly username: string;
}

/** Writes finished battles and players' stats. */
export function createResultStore(db: Database) {
  return {
    /**
     * The whole result in ONE transaction: the battle row (only if still active, so a result
     * is never written twice), every counted answer, and both players' stats. Users are
     * locked in id order so two battles finishing at once with a shared player cannot deadlock.
     * `players` is [first_opponent, second_opponent]. Returns the players' rows after the update.
     */
    async persistResult(
      battleId: string,
      players: readonly [ResultPlayer, ResultPlayer],
      outcome: BattleOutcome,
      answers: readonly AnswerRecord[],
      now: Date,
    ): Promise<UserRow[]> {
      return db.transaction(async (tx) => {
        // Both players first, locked in id order (two battles finishing at once with a shared
        // player cannot deadlock; a rename locks the user before its battles too). The engine
        // knows the names the battle started with; a player renamed since then is stored under
        // the current name, as the rename did for the rest of that player's battles.
        const ids = players.flatMap((p) => (p.userId ? [p.userId] : [])).sort();
        const locked =
          ids.length > 0 ? await tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update') : [];
        const storedName = (engineName: string): string => {
          const player = players.find((p) => p.username === engineName);
          return locked.find((user) => user.id === player?.userId)?.username ?? engineName;
        };

        const [first, second] = players;
        const updated = await tx
          .update(battles)
          .set({
            status: 'finished',
            firstScore: outcome.finalScores[first.username] ?? 0,
            secondScore: outcome.finalScores[second.username] ?? 0,
            winner: outcome.winner === null ? null : storedName(outcome.winner),
            finishedAt: now,
            lastActivityAt: now,
          })
          .where(and(eq(battles.id, battleId), eq(battles.status, 'active')))
          .returning({ id: battles.id, sport: battles.sport, level: battles.level, questionIds: battles.questionIds });
        const [battle] = updated;
        if (!battle) throw new BattleGoneError(`battle ${battleId} is no longer active`);

        if (answers.length > 0) {
          await tx
            .insert(battleAnswers)
            .values(
              answers.map((a) => ({
                battleId,
                username: storedName(a.username),
                questionIndex: a.questionIndex,
                questionId: a.questionId,
                answer: a.answer.slice(0, 500),
                correct: a.correct,
                points: a.points,
                elapsedMs: Math.round(a.elapsedMs),
              })),
            )
            .onConflictDoNothing();
        }
        // Wrong and timed-out answers become the players' incorrect answer records (training).
        await recordBattleMisses(tx, { ...battle, completed: outcome.reason === 'completed', players, answers }, now);

        const rows: UserRow[] = [];
        for (const user of locked) {
          const player = players.find((p) => p.userId === user.id);
          if (!player) continue;
          const result = outcome.winner === null ? 'draw' : outcome.winner === player.username ? 'win' : 'lose';
          const [row] = await tx
            .update(users)
            .set({ ...applyResult(user, result), updatedAt: now })
            .where(eq(users.id, user.id))
            .returning();
          if (row) rows.push(row);
        }
        return rows;
      });
    },

    async setStats(userId: string, stats: BattleStats, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...stats, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },
  };
}

export type ResultStore = ReturnType<typeof createResultStore>;
