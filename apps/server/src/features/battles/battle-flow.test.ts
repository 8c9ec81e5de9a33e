import { drawQuestions, getQuestion } from '@fanclash/content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seenQuestions } from '../../platform/db/schema.js';
import { answersOf } from './answer-lists.js';
import {
  battleFinishedUserMessageSchema,
  battleJoinedMessageSchema,
  battleServerMessageSchema,
  battleStartedMessageSchema,
} from '@fanclash/protocol';
import { BACKENDS, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { FAST_BATTLES, battleRow, battleSocket, correctIndexes, createBattle, player, recordAll, userSocket } from './testing.js';

type Question = { id: string; text: string; answers: Array<{ label: string; text: string }> };

/** alice (en) creates, bob (ru) joins; both user sockets stay open. */
async function startedBattle(server: TestServer) {
  const alice = await player(server, 'en');
  const bob = await player(server, 'ru');
  const [ua, ub] = await Promise.all([userSocket(server, alice), userSocket(server, bob)]);
  const id = await createBattle(server, alice, 'soccer', 'easy');
  ub.send({ type: 'join_battle', username: bob.username, battle_id: id });
  const [joined, started] = await Promise.all([ua.next('battle_joined'), ua.next('battle_started'), ub.next('battle_started')]);
  expect(battleJoinedMessageSchema.safeParse(joined).error).toBeUndefined();
  expect(battleStartedMessageSchema.safeParse(started).error).toBeUndefined();
  return { alice, bob, id, ua, ub, correct: await correctIndexes(server, id) };
}

const pick = (q: Question, index: number) => q.answers[index]?.text ?? '';
const wrong = (correct: number) => (correct + 1) % 4;

describe.each(BACKENDS)('battle socket (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: { ...FAST_BATTLES, BATTLE_RECONNECT_GRACE_MS: '800' } });
  });
  afterAll(() => server.close());

  it('plays a whole battle: same questions in each language, scores from the answers, result written then sent', async () => {
    const { alice, bob, id, ua, ub, correct } = await startedBattle(server);
    const a = battleSocket(server, alice, id);
    const b = battleSocket(server, bob, id);
    const everything = [...[a, b].map(recordAll)];
    expect(await a.next('quiz_ready')).toMatchObject({ battle_id: id, total: 3, opponent: bob.username, countdown_ms: 100 });
    await b.next('quiz_ready');

    const points: Record<string, number> = { [alice.username]: 0, [bob.username]: 0 };
    // Round 0: alice right, bob wrong. Round 1: both right. Round 2: alice right, bob silent.
    const bobPlan: Array<'right' | 'wrong' | 'none'> = ['wrong', 'right', 'none'];
    for (let i = 0; i < 3; i += 1) {
      const [qa, qb] = await Promise.all([a.next('next_question'), b.next('next_question')]);
      for (const q of [qa, qb]) {
        expect(q).toMatchObject({
          question_index: i,
          total: 3,
          deadline: expect.any(Number),
          server_time: expect.any(Number),
          time_left_ms: expect.any(Number),
        });
        // Nothing in a question says which answer is right, and its id is not the bank's.
        expect(JSON.stringify(q)).not.toMatch(/correct/i);
        expect(JSON.stringify(q)).not.toContain('soccer.');
      }
      expect(qa.deadline).toBe(qb.deadline);
      const bankId = (await battleRow(server, id))!.questionIds[i]!;
      expect((qa.question as Question).text).toBe(getQuestion(bankId, 'en')?.text);
      expect((qb.question as Question).text).toBe(getQuestion(bankId, 'ru')?.text);

      const right = correct[i]!;
      a.send({
        type: 'submit_answer',
        battle_id: id,
        username: alice.username,
        answer: pick(qa.question as Question, right),
        question_index: i,
      });
      const mine = await a.next('answer_submitted');
      expect(mine).toMatchObject({ question_index: i, correct: true, correct_answer: pick(qa.question as Question, right) });
      expect(mine.points).toBeGreaterThanOrEqual(100);
      expect(mine.points).toBeLessThanOrEqual(200);
      points[alice.username]! += mine.points as number;
      await b.next('opponent_answered', (m) => m.question_index === i);

      if (bobPlan[i] !== 'none') {
        const choice = bobPlan[i] === 'right' ? right : wrong(right);
        b.send({
          type: 'submit_answer',
          battle_id: id,
          username: bob.username,
          answer: pick(qb.question as Question, choice),
          question_index: i,
        });
        const his = await b.next('answer_submitted');
        expect(his).toMatchObject({
          correct: bobPlan[i] === 'right',
          correct_answer: pick(qb.question as Question, right),
          start_countdown: i < 2,
        });
        if (bobPlan[i] === 'wrong') expect(his.points).toBe(0);
        points[bob.username]! += his.points as number;
      }
      const round = await a.next('round_result', (m) => m.question_index === i);
      expect(round.scores).toEqual(points);
    }

    const [fa, fb] = await Promise.all([a.next('battle_finished'), b.next('battle_finished')]);
    expect(fa).toMatchObject({
      battle_id: id,
      final_scores: points,
      winner: alice.username,
      loser: bob.username,
      result: 'win',
      reason: 'completed',
      processing_status: 'completed',
    });
    expect(fb).toMatchObject({ result: 'lose', winner: alice.username });
    expect(fa.explanation).toMatch(/speed bonus/);
    expect(fb.explanation).toMatch(/бонус/);
    expect(fa.updated_users).toMatchObject({
      [alice.username]: { totalBattle: 1, winBattle: 1, winRate: 100, streak: 1, ranking: expect.any(Number) },
      [bob.username]: { totalBattle: 1, winBattle: 0, winRate: 0, streak: 0 },
    });
    await Promise.all([a.next('battle_end'), b.next('battle_end')]);
    const finishedOnUserSocket = await ua.next('battle_finished');
    expect(finishedOnUserSocket.data).toMatchObject({ result: 'win', battle_id: id });
    expect(battleFinishedUserMessageSchema.safeParse(finishedOnUserSocket).error).toBeUndefined();
    expect((await ub.next('battle_finished')).data).toMatchObject({ result: 'lose' });

    // Everything the players were told is in the database.
    expect(await battleRow(server, id)).toMatchObject({
      status: 'finished',
      firstScore: points[alice.username],
      secondScore: points[bob.username],
      winner: alice.username,
    });
    const stored = await answersOf(server.platform.db, id);
    expect(stored).toHaveLength(5);
    expect(
      stored
        .filter((r) => r.username === bob.username)
        .map((r) => r.correct)
        .sort(),
    ).toEqual([false, true]);
    expect(await server.platform.users.findByUsername(alice.username)).toMatchObject({
      totalBattle: 1,
      winBattle: 1,
      winRate: 100,
      streak: 1,
    });
    const bobId = (await server.platform.users.findByUsername(bob.username))!.id;
    // Served questions are written in batches (seen-writer.ts), within about half a second.
    await vi.waitFor(
      async () => expect(await server.platform.db.select().from(seenQuestions).where(eq(seenQuestions.userId, bobId))).toHaveLength(3),
      {
        timeout: 3000,
      },
    );

    // Every message matches its schema in @fanclash/protocol (what the web app parses with).
    for (const message of everything.flat()) expect(battleServerMessageSchema.safeParse(message).error).toBeUndefined();
    expect(new Set((await battleRow(server, id))!.questionIds).size).toBe(3);

    // A socket opened after the end gets the result and the end again.
    const late = battleSocket(server, bob, id);
    expect(await late.next('battle_finished')).toMatchObject({ result: 'lose', final_scores: points });
    expect(await late.next('battle_end')).toMatchObject({ reason: 'finished' });
    for (const c of [a, b, ua, ub, late]) c.close();
  });

  it('refuses late, repeated and out-of-range answers with an error', async () => {
    const { alice, bob, id, ua, ub, correct } = await startedBattle(server);
    const a = battleSocket(server, alice, id);
    const b = battleSocket(server, bob, id);
    const q = (await a.next('next_question')).question as Question;
    await b.next('next_question');
    a.send({ type: 'submit_answer', battle_id: id, username: alice.username, answer: pick(q, correct[0]!), question_index: 1 });
    expect(await a.next('error')).toMatchObject({ code: 'answer_out_of_range' });
    a.send({ type: 'submit_answer', battle_id: id, username: alice.username, answer: 'Not an answer', question_index: 0 });
    expect(await a.next('error')).toMatchObject({ code: 'answer_out_of_range' });
    a.send({ type: 'submit_answer', battle_id: id, username: bob.username, answer: pick(q, 0), question_index: 0 });
    expect(await a.next('error')).toMatchObject({ code: 'forbidden' });
    a.send({ type: 'submit_answer', battle_id: id, answer: pick(q, 0), question_index: 0 });
    await a.next('answer_submitted');
    a.send({ type: 'submit_answer', battle_id: id, answer: pick(q, 1), question_index: 0 });
    expect(await a.next('error')).toMatchObject({ code: 'answer_repeated' });
    // bob lets the round close, then tries.
    await b.next('round_result');
    const qb = (await b.next('next_question')).question as Question;
    b.send({ type: 'submit_answer', battle_id: id, answer: pick(qb, 0), question_index: 0 });
    expect(await b.next('error')).toMatchObject({ code: 'answer_late' });
    b.send({ type: 'launch' });
    expect(await b.next('error')).toMatchObject({ code: 'unknown_message' });
    b.send({ type: 'quit_battle' });
    expect(await a.next('battle_finished')).toMatchObject({ result: 'win', reason: 'forfeit', forfeited_by: bob.username });
    for (const c of [a, b, ua, ub]) c.close();
  });

  it('only the two players may open the battle socket', async () => {
    const { id, ua, ub } = await startedBattle(server);
    const mallory: TestUser = await player(server);
    expect((await battleSocket(server, mallory, id).closed).code).toBe(4003);
    expect((await battleSocket(server, mallory, '00000000-0000-0000-0000-000000000000').closed).code).toBe(4004);
    expect((await battleSocket(server, mallory, 'nonsense').closed).code).toBe(4004);
    expect((await battleSocket(server, { ...mallory, token: 'bad' }, id).closed).code).toBe(4001);
    ua.close();
    ub.close();
  });

  it('a dropped player reconnects to the current question and scores; one who stays away forfeits', async () => {
    const { alice, bob, id, ua, ub } = await startedBattle(server);
    const a = battleSocket(server, alice, id);
    let b = battleSocket(server, bob, id);
    await Promise.all([a.next('next_question'), b.next('next_question')]);
    b.close();
    await b.closed;
    expect(await a.next('opponent_disconnected')).toMatchObject({ username: bob.username, grace_ms: 800 });
    b = battleSocket(server, bob, id);
    const state = await b.next('battle_state');
    expect(state).toMatchObject({
      battle_id: id,
      status: expect.stringMatching(/question|pause/),
      scores: { [alice.username]: 0, [bob.username]: 0 },
      opponent: alice.username,
    });
    expect(state.time_left_ms).toBeLessThanOrEqual(400);
    await a.next('opponent_reconnected');

    b.close();
    await b.closed;
    const finished = await a.next('battle_finished', () => true, 5_000);
    expect(finished).toMatchObject({ result: 'win', reason: 'forfeit', forfeited_by: bob.username, loser: bob.username });
    expect((await ub.next('battle_finished', () => true, 5_000)).data).toMatchObject({ result: 'lose' });
    expect(await server.platform.users.findByUsername(bob.username)).toMatchObject({ totalBattle: 1, winBattle: 0, streak: 0 });
    for (const c of [a, ua, ub]) c.close();
  });

  it('avoids questions either player saw recently, where the bank allows', async () => {
    const alice = await player(server);
    const bob = await player(server);
    const pool = drawQuestions({ sport: 'soccer', level: 'hard', count: 10_000, lang: 'en' }).map((q) => q.id);
    const fresh = pool.slice(0, 3);
    const ids = await Promise.all([alice, bob].map(async (u) => (await server.platform.users.findByUsername(u.username))!.id));
    // alice saw most of the pool, bob the rest except three.
    const half = Math.floor((pool.length - 3) / 2) + 3;
    await server.platform.db
      .insert(seenQuestions)
      .values([
        ...pool.slice(3, half).map((questionId) => ({ userId: ids[0]!, questionId })),
        ...pool.slice(half).map((questionId) => ({ userId: ids[1]!, questionId })),
      ]);
    const [ua, ub] = await Promise.all([userSocket(server, alice), userSocket(server, bob)]);
    const id = await createBattle(server, alice, 'soccer', 'hard');
    ub.send({ type: 'join_battle', battle_id: id });
    await ub.next('battle_started');
    expect([...(await battleRow(server, id))!.questionIds].sort()).toEqual([...fresh].sort());
    ub.send({ type: 'get_waiting_battles' });
    await ub.next('waiting_battles');
    ua.close();
    ub.close();
  });

  it('stores the result under the current name of a player renamed during the battle', async () => {
    const { alice, bob, id, ua, ub, correct } = await startedBattle(server);
    const a = battleSocket(server, alice, id);
    const b = battleSocket(server, bob, id);
    await Promise.all([a.next('quiz_ready'), b.next('quiz_ready')]);
    const renamed = `r${alice.username}`.slice(0, 20);
    ua.send({ type: 'user_update', username: renamed });
    expect((await ua.next('user_updated')).data).toMatchObject({ username: renamed });

    // alice (who started the battle under her old name) answers everything right; bob is silent.
    for (let i = 0; i < 3; i += 1) {
      const q = await a.next('next_question');
      a.send({
        type: 'submit_answer',
        battle_id: id,
        username: alice.username,
        answer: pick(q.question as Question, correct[i]!),
        question_index: i,
      });
      expect(await a.next('answer_submitted')).toMatchObject({ correct: true });
    }
    expect(await a.next('battle_finished', () => true, 5_000)).toMatchObject({ result: 'win' });

    const row = await battleRow(server, id);
    expect(row).toMatchObject({ status: 'finished', firstOpponent: renamed, secondOpponent: bob.username, winner: renamed });
    const answers = await answersOf(server.platform.db, id);
    expect(answers.map((answer) => answer.username)).toEqual([renamed, renamed, renamed]);
    expect(await server.platform.users.findByUsername(renamed)).toMatchObject({ totalBattle: 1, winBattle: 1, streak: 1 });
    for (const c of [a, b, ua, ub]) c.close();
  });

  it('cancels the battle when both players leave', async () => {
    const { alice, bob, id, ua, ub } = await startedBattle(server);
    const a = battleSocket(server, alice, id);
    const b = battleSocket(server, bob, id);
    await Promise.all([a.next('quiz_ready'), b.next('quiz_ready')]);
    a.close();
    b.close();
    expect((await ua.next('battle_cancelled', () => true, 5_000)).data).toMatchObject({ battle_id: id, reason: 'abandoned' });
    expect((await battleRow(server, id))?.status).toBe('cancelled');
    expect(await server.platform.users.findByUsername(alice.username)).toMatchObject({ totalBattle: 0 });
    const late = battleSocket(server, alice, id);
    expect(await late.next('battle_end')).toMatchObject({ reason: 'cancelled' });
    for (const c of [ua, ub, late]) c.close();
  });
});
