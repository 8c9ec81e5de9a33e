import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { battles, incorrectAnswers, users } from '../../platform/db/schema.js';
import { recordedRuns } from '../../platform/db/schema-play-now.js';
import { addPlayers, DATABASE_BACKENDS, migratedDatabase } from '../../test/migrated-database.js';
import { missAgain } from '../training/schedule.js';
import { recordMiss, type Miss } from '../training/store.js';
import type { AnswerRecord, BattleOutcome } from './engine/types.js';
import { answersOf } from './answer-lists.js';
import { persistBattleResult, type BattleResultInput, type ResultPlayer } from './result-procedure.js';
import { applyResult } from './stats.js';

const NOW = new Date('2026-12-06T06:00:00.123Z');

/** An active battle of these players (2v2 when four), as a join leaves it. */
async function activeBattle(db: Database, players: readonly ResultPlayer[]): Promise<string> {
  const [first, second, firstPartner, secondPartner] = players;
  const [row] = await db
    .insert(battles)
    .values({
      mode: players.length > 2 ? '2v2' : '1v1',
      status: 'active',
      firstOpponentId: first!.userId,
      firstOpponent: first!.username,
      secondOpponentId: second!.userId,
      secondOpponent: second!.username,
      firstPartnerId: firstPartner?.userId ?? null,
      firstPartner: firstPartner?.username ?? '',
      secondPartnerId: secondPartner?.userId ?? null,
      secondPartner: secondPartner?.username ?? '',
      opponentKind: second!.userId ? 'player' : 'bot',
      sport: 'football',
      level: 'easy',
      startedAt: NOW,
    })
    .returning({ id: battles.id });
  return row!.id;
}

async function seatsOf(db: Database, prefix: string, count: number): Promise<ResultPlayer[]> {
  const ids = await addPlayers(db, prefix, count);
  return ids.map((userId, i) => ({ userId, username: `${prefix}${i + 1}` }));
}

const answer = (username: string, questionIndex: number, correct: boolean, points: number): AnswerRecord => ({
  username,
  questionIndex,
  questionId: `q${questionIndex}`,
  answerIndex: correct ? 0 : 1,
  answer: correct ? 'Right' : 'Wrong',
  correct,
  points,
  elapsedMs: 1234.6,
});

const miss = (questionKey: string, userAnswer: string): Miss => ({
  questionKey,
  questionId: questionKey,
  questionText: `What is ${questionKey}?`,
  userAnswer,
  userAnswerIndex: null,
  correctAnswer: 'Right',
  sport: 'football',
  level: 'easy',
  origin: 'battle',
});

const won = (winner: string, loser: string, scores: Record<string, number>): BattleOutcome => ({
  reason: 'completed',
  finalScores: scores,
  winner,
  loser,
  forfeitedBy: null,
});

/**
 * A finished battle's result is one call of record_battle_result (migration 0027) inside the
 * procedure's transaction. What it writes must be what the statements it replaced wrote: the
 * same rows, the same stats rule (stats.ts), the same names, the same training records.
 */
describe.each(DATABASE_BACKENDS)('a battle result in one call (%s)', (backend) => {
  const db = migratedDatabase(backend);
  const usersById = (ids: string[]) => db().select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.id));

  it('writes the battle, its answers, runs and both players’ stats, and answers the rows as a select reads them', async () => {
    const [alice, bob] = await seatsOf(db(), 'rp_a', 2);
    // 1 win in 8 is 12.5 %: rounded as stats.ts rounds (13), not down.
    await db().update(users).set({ totalBattle: 7, winBattle: 0, winRate: 0, streak: 0 }).where(eq(users.id, alice!.userId!));
    await db().update(users).set({ totalBattle: 3, winBattle: 2, winRate: 67, streak: 2 }).where(eq(users.id, bob!.userId!));
    const before = await usersById([alice!.userId!, bob!.userId!]);
    const battleId = await activeBattle(db(), [alice!, bob!]);
    const answers = [answer(alice!.username, 0, true, 180), answer(bob!.username, 0, false, 0), answer(alice!.username, 1, true, 150)];
    const outcome = won(alice!.username, bob!.username, { [alice!.username]: 330, [bob!.username]: 0 });
    const input: BattleResultInput = {
      battleId,
      players: [alice!, bob!],
      outcome,
      answers,
      misses: [{ userId: bob!.userId!, miss: miss('rp_a:q0', 'Wrong') }],
      now: NOW,
      runs: [alice!, bob!].map((p) => ({
        userId: p.userId!,
        sport: 'football',
        level: 'easy',
        questionIds: ['q0', 'q1'],
        answers: [{ index: 0, elapsed_ms: 1235 }],
        score: outcome.finalScores[p.username]!,
      })),
    };

    const returned = await persistBattleResult.run(db(), input);

    const after = await usersById([alice!.userId!, bob!.userId!]);
    expect(returned).toEqual(after);
    expect(returned[0]!.updatedAt).toBeInstanceOf(Date);
    for (const row of after) {
      const previous = before.find((b) => b.id === row.id)!;
      const result = row.id === alice!.userId ? 'win' : 'lose';
      expect(row).toMatchObject({ ...applyResult(previous, result), updatedAt: NOW });
    }
    expect(after.find((row) => row.id === alice!.userId)).toMatchObject({ totalBattle: 8, winBattle: 1, winRate: 13, streak: 1 });
    expect(after.find((row) => row.id === bob!.userId)).toMatchObject({ totalBattle: 4, winBattle: 2, winRate: 50, streak: 0 });

    const [battle] = await db().select().from(battles).where(eq(battles.id, battleId));
    expect(battle).toMatchObject({
      status: 'finished',
      firstScore: 330,
      secondScore: 0,
      winner: alice!.username,
      finishedAt: NOW,
      lastActivityAt: NOW,
    });
    // One row for the battle, its answers in the engine's order, elapsed times rounded.
    expect(await answersOf(db(), battleId)).toEqual(
      answers.map((a) => ({
        username: a.username,
        question_index: a.questionIndex,
        question_id: a.questionId,
        answer: a.answer,
        correct: a.correct,
        points: a.points,
        elapsed_ms: 1235,
      })),
    );
    const runs = await db().select().from(recordedRuns).where(eq(recordedRuns.battleId, battleId)).orderBy(asc(recordedRuns.score));
    expect(runs.map((r) => [r.userId, r.score, r.questionIds, r.answers, r.createdAt])).toEqual([
      [bob!.userId, 0, ['q0', 'q1'], [{ index: 0, elapsed_ms: 1235 }], NOW],
      [alice!.userId, 330, ['q0', 'q1'], [{ index: 0, elapsed_ms: 1235 }], NOW],
    ]);
    const [record] = await db().select().from(incorrectAnswers).where(eq(incorrectAnswers.userId, bob!.userId!));
    expect(record).toMatchObject({ questionKey: 'rp_a:q0', userAnswer: 'Wrong', misses: 1, origin: 'battle', due: NOW, lastMissedAt: NOW });
  });

  it('stores a draw under the names the players have now, and leaves their streaks', async () => {
    const [carol, dave] = await seatsOf(db(), 'rp_b', 2);
    await db().update(users).set({ totalBattle: 2, winBattle: 2, winRate: 100, streak: 2 }).where(eq(users.id, carol!.userId!));
    const battleId = await activeBattle(db(), [carol!, dave!]);
    // Carol renamed herself during the battle; the engine still knows her by the old name.
    await db().update(users).set({ username: 'rp_b_renamed' }).where(eq(users.id, carol!.userId!));
    const outcome: BattleOutcome = {
      reason: 'completed',
      finalScores: { [carol!.username]: 100, [dave!.username]: 100 },
      winner: null,
      loser: null,
      forfeitedBy: null,
    };
    const rows = await persistBattleResult.run(db(), {
      battleId,
      players: [carol!, dave!],
      outcome,
      answers: [answer(carol!.username, 0, true, 100), answer(dave!.username, 0, true, 100)],
      misses: [],
      now: NOW,
    });
    expect(rows.find((row) => row.id === carol!.userId)).toMatchObject({
      username: 'rp_b_renamed',
      totalBattle: 3,
      winBattle: 2,
      streak: 2,
      winRate: 67,
    });
    const [battle] = await db().select().from(battles).where(eq(battles.id, battleId));
    expect(battle).toMatchObject({ winner: null, firstScore: 100, secondScore: 100 });
    const names = await answersOf(db(), battleId);
    expect(names.map((n) => n.username).sort()).toEqual(['rp_b_renamed', dave!.username].sort());

    // A renamed winner is stored under the new name too.
    const [erin, frank] = await seatsOf(db(), 'rp_c', 2);
    const second = await activeBattle(db(), [erin!, frank!]);
    await db().update(users).set({ username: 'rp_c_renamed' }).where(eq(users.id, frank!.userId!));
    await persistBattleResult.run(db(), {
      battleId: second,
      players: [erin!, frank!],
      outcome: won(frank!.username, erin!.username, { [erin!.username]: 0, [frank!.username]: 200 }),
      answers: [],
      misses: [],
      now: NOW,
    });
    const [row] = await db().select().from(battles).where(eq(battles.id, second));
    expect(row).toMatchObject({ winner: 'rp_c_renamed', firstScore: 0, secondScore: 200 });
  });

  it('a question missed before takes the FSRS lapse on its one record; a new one gets its own', async () => {
    const [gina, hank] = await seatsOf(db(), 'rp_d', 2);
    const earlier = new Date(NOW.getTime() - 86_400_000);
    await recordMiss(db(), gina!.userId!, miss('rp_d:old', 'First'), earlier);
    const [old] = await db().select().from(incorrectAnswers).where(eq(incorrectAnswers.userId, gina!.userId!));
    const battleId = await activeBattle(db(), [gina!, hank!]);
    await persistBattleResult.run(db(), {
      battleId,
      players: [gina!, hank!],
      outcome: won(hank!.username, gina!.username, { [gina!.username]: 0, [hank!.username]: 100 }),
      answers: [],
      misses: [
        { userId: gina!.userId!, miss: miss('rp_d:new', 'TIMEOUT') },
        { userId: gina!.userId!, miss: miss('rp_d:old', 'Again') },
      ],
      now: NOW,
    });
    const records = await db()
      .select()
      .from(incorrectAnswers)
      .where(eq(incorrectAnswers.userId, gina!.userId!))
      .orderBy(asc(incorrectAnswers.questionKey));
    expect(records.map((r) => [r.questionKey, r.misses, r.userAnswer])).toEqual([
      ['rp_d:new', 1, 'TIMEOUT'],
      ['rp_d:old', 2, 'Again'],
    ]);
    expect(records[1]).toMatchObject({ id: old!.id, card: missAgain(old!.card, NOW), due: NOW, lastMissedAt: NOW });
  });

  it('writes nothing for a battle no longer in play, and says the battle is gone', async () => {
    const [ivy, jack] = await seatsOf(db(), 'rp_e', 2);
    const battleId = await activeBattle(db(), [ivy!, jack!]);
    await db().update(battles).set({ status: 'cancelled' }).where(eq(battles.id, battleId));
    const before = await usersById([ivy!.userId!, jack!.userId!]);
    await expect(
      persistBattleResult.run(db(), {
        battleId,
        players: [ivy!, jack!],
        outcome: won(ivy!.username, jack!.username, { [ivy!.username]: 100, [jack!.username]: 0 }),
        answers: [answer(ivy!.username, 0, true, 100)],
        misses: [{ userId: jack!.userId!, miss: miss('rp_e:q', 'Wrong') }],
        now: NOW,
      }),
    ).rejects.toMatchObject({ name: 'BattleGoneError' });
    expect(await usersById([ivy!.userId!, jack!.userId!])).toEqual(before);
    const count = async (table: 'battle_answers' | 'incorrect_answers', column: string, id: string) =>
      rowsOf<{ n: number }>(
        await db().execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`),
      )[0]!.n;
    expect(await count('battle_answers', 'battle_id', battleId)).toBe(0);
    expect(await count('incorrect_answers', 'user_id', jack!.userId!)).toBe(0);
    const [battle] = await db().select().from(battles).where(eq(battles.id, battleId));
    expect(battle!.status).toBe('cancelled');
  });

  it('against the bot nobody’s figures move; a friend challenge ends from its own status', async () => {
    const [kate] = await seatsOf(db(), 'rp_f', 1);
    const bot: ResultPlayer = { userId: null, username: 'Bot' };
    const battleId = await activeBattle(db(), [kate!, bot]);
    const before = await usersById([kate!.userId!]);
    const rows = await persistBattleResult.run(db(), {
      battleId,
      players: [kate!, bot],
      outcome: won(kate!.username, 'Bot', { [kate!.username]: 200, Bot: 100 }),
      answers: [answer(kate!.username, 0, true, 200), answer('Bot', 0, true, 100)],
      misses: [],
      now: NOW,
      countsTowardStats: false,
    });
    expect(rows).toEqual(before);
    const [battle] = await db().select().from(battles).where(eq(battles.id, battleId));
    expect(battle).toMatchObject({ status: 'finished', winner: kate!.username, firstScore: 200, secondScore: 100 });

    const [lena, mike] = await seatsOf(db(), 'rp_g', 2);
    const challenge = await activeBattle(db(), [lena!, mike!]);
    await db().update(battles).set({ status: 'challenge' }).where(eq(battles.id, challenge));
    const outcome = won(mike!.username, lena!.username, { [lena!.username]: 0, [mike!.username]: 100 });
    const input = { battleId: challenge, players: [lena!, mike!], outcome, answers: [], misses: [], now: NOW } as const;
    await expect(persistBattleResult.run(db(), input)).rejects.toMatchObject({ name: 'BattleGoneError' });
    const after = await persistBattleResult.run(db(), { ...input, fromStatus: 'challenge' });
    expect(after.find((row) => row.id === mike!.userId)).toMatchObject({ totalBattle: 1, winBattle: 1, streak: 1 });
  });

  it('2v2: each team’s players take the team’s result; a side’s score is its players’ sum', async () => {
    const [a, b, c, d] = await seatsOf(db(), 'rp_h', 4);
    const battleId = await activeBattle(db(), [a!, b!, c!, d!]);
    const scores = { [a!.username]: 100, [b!.username]: 150, [c!.username]: 120, [d!.username]: 10 };
    const rows = await persistBattleResult.run(db(), {
      battleId,
      players: [a!, b!, c!, d!],
      outcome: { ...won(a!.username, b!.username, scores), winners: [a!.username, c!.username], losers: [b!.username, d!.username] },
      answers: [],
      misses: [],
      now: NOW,
    });
    const wins = Object.fromEntries(rows.map((row) => [row.username, row.winBattle]));
    expect(wins).toEqual({ [a!.username]: 1, [b!.username]: 0, [c!.username]: 1, [d!.username]: 0 });
    const [battle] = await db().select().from(battles).where(eq(battles.id, battleId));
    expect(battle).toMatchObject({ firstScore: 220, secondScore: 160, winner: a!.username });
    const seats = rowsOf(await db().execute(sql`select 1 from battle_seats where battle_id = ${battleId}`));
    expect(seats).toHaveLength(0);
  });
});
