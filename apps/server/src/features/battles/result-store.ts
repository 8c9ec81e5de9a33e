import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import type { ProcedureRunner } from '../../platform/db/procedures.js';
import { users } from '../../platform/db/schema.js';
import { battleMisses } from '../training/battle-misses.js';
import type { UserRow } from '../users/store.js';
import { BattleGoneError } from './engine/battle-gone.js';
import type { AnswerRecord, BattleOutcome, Seats } from './engine/types.js';
import { persistBattleResult, type ResultPlayer, type RunToRecord } from './result-procedure.js';
import type { BattleStats } from './stats.js';

export type { ResultPlayer };

/** What the result needs to know of the battle beyond its id (the owner has it from the join). */
export interface ResultBattle {
  readonly id: string;
  readonly sport: string;
  readonly level: string;
  /** The bank ids of its questions, in order. */
  readonly questionIds: readonly string[];
}

/** Writes finished battles and players' stats. */
export function createResultStore(db: Database, procedure: ProcedureRunner) {
  return {
    /**
     * The whole result in ONE transaction, beside the database (result-procedure.ts). The
     * training misses are worked out here, where the question bank is loaded.
     * `players` is [first_opponent, second_opponent] (2v2: then the partners). Returns the players' rows after the update.
     */
    async persistResult(
      battle: ResultBattle,
      players: Seats<ResultPlayer>,
      outcome: BattleOutcome,
      answers: readonly AnswerRecord[],
      now: Date,
      mode: { countsTowardStats: boolean; runs: readonly RunToRecord[]; fromStatus?: 'active' | 'challenge' } = {
        countsTowardStats: true,
        runs: [],
      },
    ): Promise<UserRow[]> {
      const misses = battleMisses({ ...battle, completed: outcome.reason === 'completed', players, answers });
      try {
        return await procedure(persistBattleResult, { battleId: battle.id, players, outcome, answers, misses, now, ...mode });
      } catch (error) {
        // From the database thread the error arrives as a plain Error with the same name.
        if (error instanceof Error && error.name === 'BattleGoneError' && !(error instanceof BattleGoneError)) {
          throw new BattleGoneError(error.message);
        }
        throw error;
      }
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
