import { sql } from 'drizzle-orm';
import { rowFromJson } from '../../platform/db/json-row.js';
import type { Procedure } from '../../platform/db/procedures.js';
import { rowsOf } from '../../platform/db/rows.js';
import { users } from '../../platform/db/schema.js';
import type { RunAnswer } from '../../platform/db/schema-play-now.js';
import { newMissCard } from '../training/schedule.js';
import { missedAgain, missRecordRows, type Miss } from '../training/store.js';
import type { UserRow } from '../users/store.js';
import { storedAnswer } from './answer-lists.js';
import { BattleGoneError } from './engine/battle-gone.js';
import { resultOf } from './engine/teams.js';
import type { AnswerRecord, BattleOutcome, Seats } from './engine/types.js';

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

/** What record_battle_result answers (migration 0027_record_battle_result). */
type Recorded = { gone: true } | { gone: false; users: Record<string, unknown>[]; again: number[] };

/** The function's one jsonb argument: the result, worked out here, where the engine's figures are. */
function functionInput(input: BattleResultInput) {
  const { battleId, players, outcome, answers, misses, now, countsTowardStats = true, runs = [], fromStatus = 'active' } = input;
  // A side's score: its player's (1v1) or its two players' sum (2v2).
  const sideScore = (side: number) =>
    players.reduce((total, p, i) => total + (i % 2 === side ? (outcome.finalScores[p.username] ?? 0) : 0), 0);
  const card = newMissCard(now);
  return {
    battle_id: battleId,
    from_status: fromStatus,
    now: now.toISOString(),
    first_score: sideScore(0),
    second_score: sideScore(1),
    winner: outcome.winner,
    counts: countsTowardStats,
    // 2v2: the team's result, for both of its players (teams.ts).
    players: players.map((p) => ({ user_id: p.userId, username: p.username, result: resultOf(outcome, p.username) })),
    answers: answers.map(storedAnswer),
    misses: missRecordRows(misses),
    miss_card: card,
    miss_due: new Date(card.due).toISOString(),
    runs: runs.map((run) => ({
      user_id: run.userId,
      sport: run.sport,
      level: run.level,
      question_ids: run.questionIds,
      answers: run.answers,
      score: run.score,
    })),
  };
}

/**
 * A finished battle's whole result in ONE transaction, run beside the database (see
 * procedures.ts), and in one call of the database function record_battle_result (migration
 * 0027): the battle row (only if still in play, so a result is never written twice), every
 * counted answer, the players' training misses, their recorded runs and their stats, the players
 * locked in id order first; the answers as one row a battle (0028_battle_answer_lists). As
 * statements of their own these were nine trips through the database's protocol a result
 * (bench/RESULTS.md, ninth session). A question the player had
 * missed before takes the FSRS lapse (missedAgain), which only this side knows how to compute,
 * in the same transaction. Returns the players' rows after the update, in id order.
 */
export const persistBattleResult: Procedure<BattleResultInput, UserRow[]> = {
  name: 'persistBattleResult',
  run: (db, input) =>
    db.transaction(async (tx) => {
      const [row] = rowsOf<{ recorded: Recorded }>(
        await tx.execute(sql`select record_battle_result(${JSON.stringify(functionInput(input))}::jsonb) as recorded`),
      );
      const recorded = row?.recorded;
      if (!recorded || recorded.gone) throw new BattleGoneError(`battle ${input.battleId} is no longer active`);
      for (const index of recorded.again) {
        const missed = input.misses[index];
        if (missed) await missedAgain(tx, missed.userId, missed.miss, input.now);
      }
      return recorded.users.map((json) => rowFromJson(users, json));
    }),
};
