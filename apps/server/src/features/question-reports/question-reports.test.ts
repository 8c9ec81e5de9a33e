import { drawQuestions, getQuestion } from '@fanclash/content';
import { battleReviewResponseSchema, questionReportResponseSchema, QUESTION_REPORT_LIMITS } from '@fanclash/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { FAST_BATTLES, battleSocket, correctIndexes, createBattle, eventually, player, userSocket } from '../battles/testing.js';
import { battleAnswers, battles } from '../../platform/db/schema.js';
import { drawBattleQuestions } from '../battles/questions.js';
import { randomQuestions } from '../training/questions.js';
import { userId } from '../users/test-support.js';
import { hiddenQuestions } from './hidden.js';
import { formatReports, groupReports } from './report-list.js';
import { createQuestionReportStore } from './store.js';

/** A bank question nobody else in this file reports: each test takes its own. */
const pool = drawQuestions({ sport: 'soccer', level: 'easy', count: 10_000, lang: 'en' }).map((q) => q.id);
let next = 0;
const freshQuestion = () => pool[next++] as string;

async function report(server: TestServer, user: TestUser | null, id: string, payload: unknown) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/questions/${encodeURIComponent(id)}/report`,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    payload: payload as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

describe.each(BACKENDS)('question reports (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // A short refresh: a clear made behind the server's back (the CLI) reaches the draw quickly.
    server = await startTestServer({ backend, listen: true, env: { ...FAST_BATTLES, QUESTION_REPORTS_REFRESH_MS: '50' } });
  });
  afterAll(() => server.close());

  it('records a report (201), refuses a second one from the same player (409) and needs a token (401)', async () => {
    const [alice, bob] = [await player(server), await player(server)];
    const id = freshQuestion();
    const first = await report(server, alice, id, { reason: 'translation', note: '  The Russian text names another club  ' });
    expect(first.status).toBe(201);
    expect(questionReportResponseSchema.parse(first.body)).toMatchObject({ question_id: id, reason: 'translation' });

    const again = await report(server, alice, id, { reason: 'other' });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_reported' } });
    expect(typeof again.body.detail).toBe('string');
    // Another player may report the same question.
    expect((await report(server, bob, id, { reason: 'wrong_answer' })).status).toBe(201);
    expect((await report(server, null, id, { reason: 'other' })).status).toBe(401);

    const rows = (await createQuestionReportStore(server.platform.db).all()).filter((r) => r.questionId === id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.note)).toEqual(expect.arrayContaining([null, 'The Russian text names another club']));
  });

  it('answers 404 to an unknown question and 422 to a bad reason or a note too long', async () => {
    const carol = await player(server);
    expect(await report(server, carol, 'soccer.no-such:question:here', { reason: 'other' })).toMatchObject({
      status: 404,
      body: { code: 'question_not_found' },
    });
    const id = freshQuestion();
    expect(await report(server, carol, id, { reason: 'boring' })).toMatchObject({ status: 422, body: { code: 'validation_error' } });
    expect(await report(server, carol, id, {})).toMatchObject({ status: 422, body: { code: 'validation_error' } });
    const long = 'x'.repeat(QUESTION_REPORT_LIMITS.noteMax + 1);
    expect(await report(server, carol, id, { reason: 'other', note: long })).toMatchObject({ status: 422 });
    // None of the refused ones counted: the player may still report it.
    expect((await report(server, carol, id, { reason: 'other', note: 'x'.repeat(QUESTION_REPORT_LIMITS.noteMax) })).status).toBe(201);
  });

  it('limits how many questions one player reports in a window (429 rate_limited)', async () => {
    const dave = await player(server);
    for (let i = 0; i < QUESTION_REPORT_LIMITS.perWindow; i += 1)
      expect((await report(server, dave, freshQuestion(), { reason: 'other' })).status).toBe(201);
    expect(await report(server, dave, freshQuestion(), { reason: 'other' })).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
  });

  it('takes a question out of the draw once QUESTION_REPORTS_HIDE (3) players reported it, and back once cleared', async () => {
    const id = freshQuestion();
    const hidden = hiddenQuestions(server.platform);
    const drawWhole = () => drawBattleQuestions('review-battle', 'soccer', 'easy', pool.length - 1, [], hidden.ids()).map((q) => q.bankId);
    const trainWhole = () => randomQuestions('soccer', 'easy', pool.length - 1, 'en', Math.random, hidden.ids()).map((q) => q.id);

    for (const reason of ['wrong_answer', 'two_right'] as const)
      expect((await report(server, await player(server), id, { reason })).status).toBe(201);
    expect(hidden.ids().has(id)).toBe(false);
    expect((await report(server, await player(server), id, { reason: 'outdated', note: 'He moved in 2024' })).status).toBe(201);
    // The reporting instance reloads its list before answering: the very next draw leaves it out.
    expect(hidden.ids().has(id)).toBe(true);
    expect(drawWhole()).not.toContain(id);
    expect(trainWhole()).not.toContain(id);

    // The CLI's list names it with its count, reasons and note.
    const store = createQuestionReportStore(server.platform.db);
    const listed = groupReports(await store.all(), 3).find((q) => q.questionId === id);
    expect(listed).toMatchObject({ count: 3, hidden: true, reasons: { wrong_answer: 1, two_right: 1, outdated: 1 } });
    expect(listed?.text).toBe(getQuestion(id, 'en')?.text);
    expect(formatReports(listed ? [listed] : [], 3)).toContain('"He moved in 2024"');

    // Cleared behind the server's back (as the CLI does): within the refresh it is drawn again.
    expect(await store.clear(id)).toBe(3);
    await eventually(() => !hidden.ids().has(id));
    expect(drawWhole()).toContain(id);
  });

  it("reviews a finished battle question by question: the bank id, the viewer's pick, the opponent's, the right one", async () => {
    const [erin, fred] = [await player(server), await player(server, 'ru')];
    const fredTab = await userSocket(server, fred);
    const battleId = await createBattle(server, erin);
    fredTab.send({ type: 'join_battle', battle_id: battleId });
    await fredTab.next('battle_started');
    const correct = await correctIndexes(server, battleId);
    const [e, f] = [battleSocket(server, erin, battleId), battleSocket(server, fred, battleId)];
    type Served = { answers: Array<{ text: string }> };
    const [qe, qf] = (await Promise.all([e.next('next_question'), f.next('next_question')])).map((m) => m.question as Served);
    const wrong = ((correct[0] as number) + 1) % 4;
    e.send({ type: 'submit_answer', battle_id: battleId, answer: qe?.answers[correct[0] as number]?.text, question_index: 0 });
    f.send({ type: 'submit_answer', battle_id: battleId, answer: qf?.answers[wrong]?.text, question_index: 0 });
    await Promise.all([e.next('answer_submitted'), f.next('answer_submitted')]);
    f.send({ type: 'quit_battle' });
    await e.next('battle_finished');
    for (const socket of [e, f, fredTab]) socket.close();

    const read = (user: TestUser) =>
      server.app.inject({
        method: 'GET',
        url: `/battle/get-battle-review?battle_id=${battleId}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
    await eventually(async () => (await read(erin)).statusCode === 200);
    const review = battleReviewResponseSchema.parse((await read(erin)).json());
    expect(review.questions).toHaveLength(3);
    const [first, second] = review.questions;
    expect(first).toMatchObject({ correct_index: correct[0], your_index: correct[0], opponent_index: wrong });
    expect(first?.question).toBe(getQuestion(first?.id ?? '', 'en')?.text);
    expect(second).toMatchObject({ your_index: null, opponent_index: null });
    // Fred reads it in Russian, with the picks seen from his side.
    const fredsView = battleReviewResponseSchema.parse((await read(fred)).json());
    expect(fredsView.questions[0]).toMatchObject({ id: first?.id, your_index: wrong, opponent_index: correct[0] });
    expect(fredsView.questions[0]?.question).toBe(getQuestion(first?.id ?? '', 'ru')?.text);
    // Its ids are what a report names.
    expect((await report(server, erin, first?.id ?? '', { reason: 'two_right' })).status).toBe(201);

    // A stranger learns nothing (404), and nor does anyone while a battle is in play.
    const stranger = await player(server);
    expect((await read(stranger)).statusCode).toBe(404);
    const running = await createBattle(server, stranger);
    const res = await server.app.inject({
      method: 'GET',
      url: `/battle/get-battle-review?battle_id=${running}`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it('reviews a 2v2 battle for each of its four players: their own pick and the pick of the player across, never the teammate', async () => {
    const four = [await player(server), await player(server), await player(server), await player(server)];
    const ids = await Promise.all(four.map((p) => userId(server, p.username)));
    const [lead, rival, mate, rivalMate] = four.map((p, i) => ({ ...p, id: ids[i]! }));
    const question = freshQuestion();
    const texts = getQuestion(question, 'en')!.answers.map((a) => a.text);
    const [row] = await server.platform.db
      .insert(battles)
      .values({
        mode: '2v2',
        status: 'finished',
        sport: 'soccer',
        level: 'easy',
        questionIds: [question],
        firstOpponentId: lead!.id,
        firstOpponent: lead!.username,
        secondOpponentId: rival!.id,
        secondOpponent: rival!.username,
        firstPartnerId: mate!.id,
        firstPartner: mate!.username,
        secondPartnerId: rivalMate!.id,
        secondPartner: rivalMate!.username,
      })
      .returning({ id: battles.id });
    // Each seat picked a different answer: picks 0-3 in seat order.
    const picks = [lead!, rival!, mate!, rivalMate!].map((p, i) => ({
      username: p.username,
      question_index: 0,
      question_id: question,
      answer: texts[i]!,
      correct: i === 0,
      points: 0,
      elapsed_ms: 900,
    }));
    await server.platform.db.insert(battleAnswers).values({ battleId: row!.id, answers: picks });
    const reviewOf = async (user: TestUser) => {
      const res = await server.app.inject({
        method: 'GET',
        url: `/battle/get-battle-review?battle_id=${row!.id}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(res.statusCode).toBe(200);
      return battleReviewResponseSchema.parse(res.json()).questions[0];
    };
    expect(await reviewOf(lead!)).toMatchObject({ your_index: 0, opponent_index: 1 });
    expect(await reviewOf(rival!)).toMatchObject({ your_index: 1, opponent_index: 0 });
    expect(await reviewOf(mate!)).toMatchObject({ your_index: 2, opponent_index: 3 });
    expect(await reviewOf(rivalMate!)).toMatchObject({ your_index: 3, opponent_index: 2 });
  });
});
