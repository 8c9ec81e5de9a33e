import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Procedure } from '../../platform/db/procedures.js';
import { battleAnswers, battles, users } from '../../platform/db/schema.js';
import { recordMisses, type Miss } from '../training/store.js';
import type { UserRow } from '../users/store.js';
import { BattleGoneError } from './engine/battle-gone.js';
import type { AnswerRecord, BattleOutcome, Seats } from './engine/types.js';
import { resultOf } from './engine/teams.js';
import { recordedRuns, type RunAnswer } from '../../platform/db/schema-play-now.js';
import { applyResult } from './stats.js';
import { hasStatus } from './store.js';

export interface ResultPlayer {
  readonly userId: string | null;
  readonly username: string;
}

export interface BattleResultInput {
  readonly battleId: string;
  /** [first_opponent, second_opponent] (2v2: then first_partner, second_partner; a seat's team is its index modulo 2). */
  readonly players: Seats<ResultPlayer>;
  readonly outcome: BattleOutcome;
  readonly answers: readonly AnswerRecord[];
  /** The players' training misses from this battle (training/battle-misses.ts, worked out by the caller). */
  readonly misses: ReadonlyArray<{ userId: string; miss: Miss }>;
  readonly now: Date;
  /** Whether the players' stats change (modes.ts: only against a person). Absent: they do. */
  readonly countsTowardStats?: boolean;
  /** Each human player's run, kept for replays (completed battles only). */
  readonly runs?: readonly RunToRecord[];
  /** The status the battle row is in while played: 'active', or 'challenge' for a friend challenge (issue 31). */
  readonly fromStatus?: 'active' | 'challenge';
}

/** A human player's run of this battle, as recorded_runs stores it. */
export interface RunToRecord {
  readonly userId: string;
  readonly sport: string;
  readonly level: string;
  readonly questionIds: readonly string[];
  readonly answers: readonly RunAnswer[];
  readonly score: number;
}

/**
 * A finished battle's whole result in ONE transaction, run beside the database (see
 * procedures.ts): the battle row (only if still active, so a result is never written twice),
 * every counted answer, the players' training misses, and both players' stats. Users are
 * locked in id order so two battles finishing at once with a shared player cannot deadlock.
 * Returns the players' rows after the update.
 */
export const persistBattleResult: Procedure<BattleResultInput, UserRow[]> = {
  name: 'persistBattleResult',
  run: (db, { battleId, players, outcome, answers, misses, now, countsTowardStats = true, runs = [], fromStatus = 'active' }) =>
    db.transaction(async (tx) => {
      // Both players first, locked in id order (two battles finishing at once with a shared
      // player cannot deadlock; a rename locks the user before its battles too), FOR NO KEY UPDATE:
      // an insert referencing a player (presence, chat) takes a foreign-key share lock that FOR
      // UPDATE would conflict with, in its own order (migration 0025_no_key_player_locks). The engine
      // knows the names the battle started with; a player renamed since then is stored under
      // the current name, as the rename did for the rest of that player's battles.
      const ids = players.flatMap((p) => (p.userId ? [p.userId] : [])).sort();
      const locked =
        ids.length > 0 ? await tx.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('no key update') : [];
      const storedName = (engineName: string): string => {
        const player = players.find((p) => p.username === engineName);
        return locked.find((user) => user.id === player?.userId)?.username ?? engineName;
      };

      // A side's score: its player's (1v1) or its two players' sum (2v2).
      const sideScore = (side: number) =>
        players.reduce((total, p, i) => total + (i % 2 === side ? (outcome.finalScores[p.username] ?? 0) : 0), 0);
      const updated = await tx
        .update(battles)
        .set({
          status: 'finished',
          firstScore: sideScore(0),
          secondScore: sideScore(1),
          winner: outcome.winner === null ? null : storedName(outcome.winner),
          finishedAt: now,
          lastActivityAt: now,
        })
        .where(and(eq(battles.id, battleId), hasStatus(fromStatus)))
        .returning({ id: battles.id });
      if (updated.length === 0) throw new BattleGoneError(`battle ${battleId} is no longer active`);

      if (answers.length > 0) {
        // All the answers as ONE json parameter (see recordMisses): as a VALUES list they were
        // up to 160 parameters, built and parsed anew for every result.
        const rows = answers.map((a) => ({
          username: storedName(a.username),
          question_index: a.questionIndex,
          question_id: a.questionId,
          answer: a.answer.slice(0, 500),
          correct: a.correct,
          points: a.points,
          elapsed_ms: Math.round(a.elapsedMs),
        }));
        await tx.execute(sql`
          insert into ${battleAnswers} (battle_id, username, question_index, question_id, answer, correct, points, elapsed_ms)
          select ${battleId}::uuid, a.username, a.question_index, a.question_id, a.answer, a.correct, a.points, a.elapsed_ms
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as a(username text, question_index int, question_id text,
            answer text, correct boolean, points int, elapsed_ms int)
          on conflict do nothing`);
      }
      // Wrong and timed-out answers become the players' incorrect answer records (training).
      await recordMisses(tx, misses, now);
      if (runs.length > 0) {
        await tx
          .insert(recordedRuns)
          .values(runs.map((run) => ({ ...run, battleId, questionIds: [...run.questionIds], answers: [...run.answers], createdAt: now })))
          .onConflictDoNothing();
      }
      // Against a recorded run or the bot nobody's figures move (modes.ts).
      if (!countsTowardStats) return locked;

      const rows: UserRow[] = [];
      for (const user of locked) {
        const player = players.find((p) => p.userId === user.id);
        if (!player) continue;
        // 2v2: the team's result, for both of its players (teams.ts).
        const result = resultOf(outcome, player.username);
        const [row] = await tx
          .update(users)
          .set({ ...applyResult(user, result), updatedAt: now })
          .where(eq(users.id, user.id))
          .returning();
        if (row) rows.push(row);
      }
      return rows;
    }),
};
