import { getQuestion } from '@fanclash/content';
import type { Flashcard, IncorrectAnswer } from '@fanclash/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { FAST_BATTLES, battleRow, battleSocket, correctIndexes, createBattle, player, userSocket } from '../battles/testing.js';
import { recordMiss } from './store.js';
import { call } from './testing.js';

type Question = { answers: Array<{ text: string }> };
type Plan = 'right' | 'wrong' | 'none';

describe.each(BACKENDS)('battle misses become incorrect answer records (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: { ...FAST_BATTLES, BATTLE_QUESTION_MS: '600' } });
  });
  afterAll(() => server.close());

  const misses = async (user: TestUser, lang: string) =>
    (
      await call<{ incorrect_answers: IncorrectAnswer[] }>(
        server,
        user,
        'GET',
        `/training/incorrect-answers/${user.username}?language=${lang}`,
      )
    ).body.incorrect_answers;

  it("each player's wrong and unanswered questions, in either language, become review flashcards", async () => {
    const alice = await player(server, 'en');
    const bob = await player(server, 'ru');
    const [ua, ub] = await Promise.all([userSocket(server, alice), userSocket(server, bob)]);
    const id = await createBattle(server, alice, 'soccer', 'easy');
    ub.send({ type: 'join_battle', username: bob.username, battle_id: id });
    await Promise.all([ua.next('battle_started'), ub.next('battle_started')]);
    const correct = await correctIndexes(server, id);
    const a = battleSocket(server, alice, id);
    const b = battleSocket(server, bob, id);
    await Promise.all([a.next('quiz_ready'), b.next('quiz_ready')]);

    const plans: Record<string, Plan[]> = { alice: ['right', 'wrong', 'none'], bob: ['wrong', 'none', 'right'] };
    const chosen: Record<string, string[]> = { alice: [], bob: [] };
    for (let i = 0; i < 3; i += 1) {
      const [qa, qb] = await Promise.all([a.next('next_question'), b.next('next_question')]);
      for (const [name, socket, q, user] of [
        ['alice', a, qa, alice],
        ['bob', b, qb, bob],
      ] as const) {
        const plan = plans[name]?.[i];
        if (plan === 'none') continue;
        const right = correct[i] ?? 0;
        const text = (q.question as Question).answers[plan === 'right' ? right : (right + 1) % 4]?.text ?? '';
        chosen[name]![i] = text;
        socket.send({ type: 'submit_answer', battle_id: id, username: user.username, answer: text, question_index: i });
        await socket.next('answer_submitted', (m) => m.question_index === i);
      }
    }
    await Promise.all([a.next('battle_finished'), b.next('battle_finished')]);
    for (const socket of [a, b, ua, ub]) socket.close();

    const bankIds = (await battleRow(server, id))!.questionIds;
    const en = (i: number) => getQuestion(bankIds[i]!, 'en')!;
    const ru = (i: number) => getQuestion(bankIds[i]!, 'ru')!;

    const aliceMisses = await misses(alice, 'en');
    expect(aliceMisses.map((m) => [m.question, m.user_answer, m.correct_answer, m.origin]).sort()).toEqual(
      [
        [en(1).text, chosen.alice![1], en(1).correctAnswer, 'battle'],
        [en(2).text, 'TIMEOUT', en(2).correctAnswer, 'battle'],
      ].sort(),
    );
    expect(aliceMisses.every((m) => m.sport === 'soccer' && m.level === 'easy')).toBe(true);

    // Bob answered in Russian; his record reads in either language.
    const bobRu = await misses(bob, 'ru');
    expect(bobRu.map((m) => [m.question, m.user_answer]).sort()).toEqual(
      [
        [ru(0).text, chosen.bob![0]],
        [ru(1).text, 'TIMEOUT'],
      ].sort(),
    );
    const bobEn = await misses(bob, 'en');
    const wrongIndex = ((correct[0] ?? 0) + 1) % 4;
    expect(bobEn.find((m) => m.question === en(0).text)?.user_answer).toBe(en(0).answers[wrongIndex]?.text);

    const cards = (
      await call<{ flashcards: Flashcard[] }>(
        server,
        bob,
        'GET',
        `/training/flashcards/${bob.username}?sport=soccer&level=easy&language=ru`,
      )
    ).body.flashcards;
    expect(
      cards
        .filter((c) => c.source === 'incorrect_answer')
        .map((c) => c.term)
        .sort(),
    ).toEqual([ru(0).text, ru(1).text].sort());
  });
  it("a question missed again inside a caller's transaction (the battle result) renews its one record", async () => {
    const user = await player(server, 'en');
    const row = await server.platform.users.findByUsername(user.username);
    if (!row) throw new Error('no user');
    const miss = {
      questionKey: 'q:test-only',
      questionId: null,
      questionText: 'A question only this test asks?',
      userAnswer: 'TIMEOUT',
      userAnswerIndex: null,
      correctAnswer: 'Yes',
      sport: 'soccer',
      level: 'easy',
      origin: 'battle' as const,
    };
    const first = await server.platform.db.transaction((tx) => recordMiss(tx, row.id, miss, new Date()));
    const second = await server.platform.db.transaction((tx) => recordMiss(tx, row.id, { ...miss, userAnswer: 'No' }, new Date()));
    expect(second).toBe(first);
    expect(await misses(user, 'en')).toMatchObject([{ id: first, misses: 2, user_answer: 'No' }]);
  });
});
