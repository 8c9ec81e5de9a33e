import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_SPORTS, type Flashcard, type IncorrectAnswer, type TrainingStats } from '@fanclash/protocol';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { TEST_ENV } from '../users/test-support.js';
import { player } from '../battles/testing.js';
import { answer, call, englishText, questions, startSession } from './testing.js';

const MINUTE = 60_000;

describe.each(BACKENDS)('training API (%s)', (backend) => {
  let server: TestServer;
  let offset = 0;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: TEST_ENV, clock: { now: () => Date.now() + offset } });
  });
  afterAll(() => server.close());

  const stats = async (user: { username: string; token: string }) =>
    (await call<TrainingStats>(server, user as never, 'GET', `/training/training-stats/${user.username}`)).body;

  it('every call requires a token', async () => {
    const user = await signUp(server);
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', `/training/training-stats/${user.username}`],
      ['GET', `/training/incorrect-answers/${user.username}`],
      ['GET', '/training/generate-random-questions?sport=soccer&level=easy'],
      ['POST', '/training/generate-random-questions?sport=soccer&level=easy'],
      ['GET', '/training/practice-questions'],
      ['POST', `/training/start-session?session_type=random&sport=soccer&level=easy`],
      ['POST', '/training/submit-answer'],
      ['POST', '/training/complete-session/00000000-0000-4000-8000-000000000000'],
      ['GET', `/training/flashcards/${user.username}`],
      ['POST', '/training/translate-flashcards'],
      ['POST', '/training/flashcard-review'],
    ];
    for (const [method, url] of calls) {
      const res = await call(server, null, method, url, method === 'POST' ? {} : undefined);
      expect([method, url, res.status, res.body.code]).toEqual([method, url, 401, 'unauthorized']);
    }
  });

  it("403 for another player's name, in the path, the query or the body", async () => {
    const me = await signUp(server);
    const other = await signUp(server);
    for (const url of [
      `/training/training-stats/${other.username}`,
      `/training/incorrect-answers/${other.username}`,
      `/training/flashcards/${other.username}`,
      `/training/incorrect-answers/${me.username}?username=${other.username}`,
    ]) {
      const res = await call(server, me, 'GET', url);
      expect([url, res.status, res.body.code]).toEqual([url, 403, 'forbidden']);
    }
    const start = await call(
      server,
      me,
      'POST',
      `/training/start-session?username=${other.username}&session_type=random&sport=soccer&level=easy`,
    );
    expect(start.status).toBe(403);
    // Parameters may come in a JSON body: a body naming someone else is refused the same way.
    const inBody = await call(server, me, 'POST', '/training/start-session', {
      username: other.username,
      session_type: 'random',
      sport: 'soccer',
      level: 'easy',
    });
    expect([inBody.status, inBody.body.code]).toEqual([403, 'forbidden']);
  });

  it('a new player has zero stats, no misses, and knowledge-only flashcards', async () => {
    const user = await signUp(server);
    expect(await stats(user)).toEqual({ total_answers: 0, total_incorrect: 0, accuracy_rate: 0, training_sessions: 0 });
    const misses = await call<{ incorrect_answers: IncorrectAnswer[] }>(
      server,
      user,
      'GET',
      `/training/incorrect-answers/${user.username}`,
    );
    expect(misses.body).toEqual({ incorrect_answers: [] });
    const cards = await call<{ flashcards: Flashcard[] }>(
      server,
      user,
      'GET',
      `/training/flashcards/${user.username}?sport=boxing&level=all`,
    );
    expect(cards.body.flashcards).toHaveLength(10);
    expect(cards.body.flashcards.every((c) => c.source === 'sport_knowledge' && c.sport === 'boxing')).toBe(true);
    // Level 'all' means medium.
    expect(cards.body.flashcards.every((c) => c.level === 'medium')).toBe(true);
  });

  it('generates 8 questions by default, 4 labelled answers each, exactly one correct, in the language asked for', async () => {
    const user = await signUp(server);
    const en = await questions(server, user, 'sport=basketball&level=medium');
    expect(en).toHaveLength(8);
    for (const q of en) {
      expect(q.answers.map((a) => a.label)).toEqual(['A', 'B', 'C', 'D']);
      expect(q.answers.filter((a) => a.correct).map((a) => a.text)).toEqual([q.correctAnswer]);
      expect([q.sport, q.level]).toEqual(['basketball', 'medium']);
    }
    const ru = await questions(server, user, 'sport=football&level=hard&count=10&language=ru');
    expect(ru).toHaveLength(10);
    expect(ru.every((q) => /[а-яё]/i.test(q.question) && q.sport === 'soccer')).toBe(true);
    const post = await call<{ questions: unknown[] }>(server, user, 'POST', '/training/generate-random-questions?level=easy&count=3');
    expect(post.body.questions).toHaveLength(3);
  });

  it('without a sport, questions come from the training sports', async () => {
    const user = await signUp(server);
    const mixed = await questions(server, user, 'count=10&level=all');
    expect(mixed).toHaveLength(10);
    expect(mixed.every((q) => (TRAINING_SPORTS as readonly string[]).includes(q.sport))).toBe(true);
  });

  it('practice: one question from each of up to 5 different sports, medium by default', async () => {
    const user = await signUp(server);
    const res = await call<{ questions: Array<{ sport: string; level: string }> }>(server, user, 'GET', '/training/practice-questions');
    expect(res.status).toBe(200);
    expect(res.body.questions).toHaveLength(5);
    expect(new Set(res.body.questions.map((q) => q.sport)).size).toBe(5);
    expect(res.body.questions.every((q) => q.level === 'medium')).toBe(true);
  });

  it.each([
    ['/training/generate-random-questions?sport=curling', 'training_invalid_sport', 'sport'],
    ['/training/generate-random-questions?level=expert', 'training_invalid_level', 'level'],
    ['/training/generate-random-questions?count=11', 'training_invalid_count', 'count'],
    ['/training/generate-random-questions?count=0', 'training_invalid_count', 'count'],
    ['/training/generate-random-questions?count=two', 'training_invalid_count', 'count'],
    ['/training/practice-questions?level=legend', 'training_invalid_level', 'level'],
    ['/training/flashcards/ME?sport=chess', 'training_invalid_sport', 'sport'],
  ])('422 with a code: %s', async (url, code, field) => {
    const user = await signUp(server);
    const res = await call<{ code: string; fields: Record<string, string> }>(server, user, 'GET', url.replace('ME', user.username));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(code);
    expect(res.body.fields[field]).toBe(code);
  });

  it('422 for an unknown session type, sport or level at start', async () => {
    const user = await signUp(server);
    const bad = [
      ['session_type=marathon&sport=soccer&level=easy', 'training_invalid_mode'],
      ['session_type=random&sport=darts&level=easy', 'training_invalid_sport'],
      ['session_type=random&sport=soccer&level=insane', 'training_invalid_level'],
      ['sport=soccer&level=easy', 'training_invalid_mode'],
    ];
    for (const [query, code] of bad) {
      const res = await call(server, user, 'POST', `/training/start-session?${query}`);
      expect([query, res.status, res.body.code]).toEqual([query, 422, code]);
    }
  });

  it('a quiz: right, wrong and TIMEOUT answers add up in the stats, misses and flashcards', async () => {
    const user = await signUp(server);
    const [q1, q2, q3] = await questions(server, user, 'sport=soccer&level=easy&count=3');
    if (!q1 || !q2 || !q3) throw new Error('three questions expected');
    const session = await startSession(server, user);

    const right = await answer(server, user, session, q1, 'right');
    expect(right.body).toEqual({ status: 'logged', correct: true, correct_answer: q1.correctAnswer, incorrect_answer_id: null });
    const wrong = await answer(server, user, session, q2, 'wrong');
    expect(wrong.body).toMatchObject({ correct: false, correct_answer: q2.correctAnswer, incorrect_answer_id: expect.any(String) });
    const timeout = await answer(server, user, session, q3, 'timeout');
    expect(timeout.body).toMatchObject({ correct: false, correct_answer: q3.correctAnswer });
    // A repeated submit (a retry) is not counted twice.
    expect((await answer(server, user, session, q2, 'wrong')).body.incorrect_answer_id).toBe(wrong.body.incorrect_answer_id);

    expect(await stats(user)).toEqual({ total_answers: 3, total_incorrect: 2, accuracy_rate: 33, training_sessions: 0 });
    const done = await call(server, user, 'POST', `/training/complete-session/${session}`);
    expect(done.body).toEqual({
      session_id: session,
      status: 'completed',
      total_answers: 3,
      correct_answers: 1,
      incorrect_answers: 2,
      accuracy_rate: 33,
    });
    expect((await stats(user)).training_sessions).toBe(1);
    // Completing again changes nothing; answering a completed session is refused.
    expect((await call(server, user, 'POST', `/training/complete-session/${session}`)).status).toBe(200);
    expect((await stats(user)).training_sessions).toBe(1);
    const late = await answer(server, user, session, q1, 'wrong');
    expect([late.status, (late.body as unknown as { code: string }).code]).toEqual([409, 'training_session_closed']);

    const misses = (
      await call<{ incorrect_answers: IncorrectAnswer[] }>(server, user, 'GET', `/training/incorrect-answers/${user.username}?sport=soccer`)
    ).body.incorrect_answers;
    expect(misses.map((m) => m.question).sort()).toEqual([q2.question, q3.question].sort());
    const timedOut = misses.find((m) => m.question === q3.question);
    expect(timedOut).toMatchObject({
      user_answer: 'TIMEOUT',
      correct_answer: q3.correctAnswer,
      sport: 'soccer',
      level: 'easy',
      origin: 'training',
      misses: 1,
    });
    expect(
      (await call<{ incorrect_answers: unknown[] }>(server, user, 'GET', `/training/incorrect-answers/${user.username}?sport=boxing`)).body
        .incorrect_answers,
    ).toEqual([]);

    const cards = (
      await call<{ flashcards: Flashcard[] }>(server, user, 'GET', `/training/flashcards/${user.username}?sport=soccer&level=easy`)
    ).body.flashcards;
    expect(cards).toHaveLength(10);
    const review = cards.filter((c) => c.source === 'incorrect_answer');
    expect(review.map((c) => c.term).sort()).toEqual([q2.question, q3.question].sort());
    expect(review.find((c) => c.term === q2.question)).toMatchObject({
      definition: q2.correctAnswer,
      userAnswer: q2.answers.find((a) => !a.correct)?.text,
    });
    expect(cards.slice(0, 2).every((c) => c.source === 'incorrect_answer')).toBe(true);
  });

  it('answers of another player are refused: their session is not found', async () => {
    const owner = await signUp(server);
    const intruder = await signUp(server);
    const session = await startSession(server, owner);
    const [q] = await questions(server, owner, 'sport=soccer&level=easy&count=1');
    if (!q) throw new Error('a question expected');
    const res = await answer(server, intruder, session, q, 'wrong');
    expect([res.status, (res.body as unknown as { code: string }).code]).toEqual([404, 'training_session_not_found']);
    expect((await call(server, intruder, 'POST', `/training/complete-session/${session}`)).status).toBe(404);
    expect((await call(server, intruder, 'POST', '/training/complete-session/not-a-uuid')).status).toBe(404);
  });

  it('a question missed again keeps one record and counts the misses', async () => {
    const user = await signUp(server);
    const [q] = await questions(server, user, 'sport=cricket&level=medium&count=1');
    if (!q) throw new Error('a question expected');
    await answer(server, user, await startSession(server, user), q, 'wrong');
    await answer(server, user, await startSession(server, user), q, 'timeout');
    const misses = (
      await call<{ incorrect_answers: IncorrectAnswer[] }>(server, user, 'GET', `/training/incorrect-answers/${user.username}`)
    ).body.incorrect_answers;
    expect(misses).toHaveLength(1);
    expect(misses[0]).toMatchObject({ misses: 2, user_answer: 'TIMEOUT' });
  });

  it('at most 8 review cards, then at least 2 knowledge cards', async () => {
    const user = await signUp(server);
    const session = await startSession(server, user, 'random', 'volleyball', 'hard');
    const qs = [...(await questions(server, user, 'sport=volleyball&level=hard&count=10'))];
    for (const q of qs) await answer(server, user, session, q, 'wrong');
    const cards = (
      await call<{ flashcards: Flashcard[] }>(server, user, 'GET', `/training/flashcards/${user.username}?sport=volleyball&level=hard`)
    ).body.flashcards;
    expect(cards.map((c) => c.source)).toEqual([...Array<string>(8).fill('incorrect_answer'), 'sport_knowledge', 'sport_knowledge']);
  });

  it("'got it' twice sends a card days ahead; 'need review' brings it back after a few minutes", async () => {
    const user = await signUp(server);
    const session = await startSession(server, user, 'random', 'baseball', 'easy');
    const [a, b] = await questions(server, user, 'sport=baseball&level=easy&count=2');
    if (!a || !b) throw new Error('two questions expected');
    const idA = (await answer(server, user, session, a, 'wrong')).body.incorrect_answer_id;
    const idB = (await answer(server, user, session, b, 'wrong')).body.incorrect_answer_id;
    const reviewCard = (card_id: string | null, rating: string) =>
      call<{ due: string; reps: number }>(server, user, 'POST', '/training/flashcard-review', { card_id, rating });
    const reviewTerms = async () =>
      (
        await call<{ flashcards: Flashcard[] }>(server, user, 'GET', `/training/flashcards/${user.username}?sport=baseball&level=easy`)
      ).body.flashcards
        .filter((c) => c.source === 'incorrect_answer')
        .map((c) => c.term);

    await reviewCard(idA, 'got_it');
    const second = await reviewCard(idA, 'got_it');
    expect(second.status).toBe(200);
    expect(second.body.reps).toBe(2);
    expect(new Date(second.body.due).getTime() - Date.now()).toBeGreaterThan(23 * 60 * MINUTE);
    const needed = await reviewCard(idB, 'need_review');
    expect(new Date(needed.body.due).getTime() - Date.now()).toBeLessThanOrEqual(10 * MINUTE);
    expect(await reviewTerms()).toEqual([]);

    offset = 15 * MINUTE;
    try {
      expect(await reviewTerms()).toEqual([b.question]);
    } finally {
      offset = 0;
    }
  });

  it('flashcard-review refuses an unknown or foreign card', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const session = await startSession(server, owner);
    const [q] = await questions(server, owner, 'sport=soccer&level=easy&count=1');
    if (!q) throw new Error('a question expected');
    const id = (await answer(server, owner, session, q, 'wrong')).body.incorrect_answer_id;
    const foreign = await call(server, other, 'POST', '/training/flashcard-review', { card_id: id, rating: 'got_it' });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'training_card_not_found']);
    const bad = await call(server, owner, 'POST', '/training/flashcard-review', { card_id: id, rating: 'maybe' });
    expect(bad.status).toBe(422);
  });

  it('translate-flashcards returns the same cards in the language asked for', async () => {
    const user = await signUp(server);
    const session = await startSession(server, user, 'random', 'soccer', 'medium');
    const [q] = await questions(server, user, 'sport=soccer&level=medium&count=1');
    if (!q) throw new Error('a question expected');
    await answer(server, user, session, q, 'wrong');
    const en = (
      await call<{ flashcards: Flashcard[] }>(
        server,
        user,
        'GET',
        `/training/flashcards/${user.username}?sport=soccer&level=medium&language=en`,
      )
    ).body.flashcards;
    const ru = await call<{ flashcards: Flashcard[] }>(server, user, 'POST', '/training/translate-flashcards', {
      flashcards: en,
      language: 'ru',
    });
    expect(ru.status).toBe(200);
    expect(ru.body.flashcards.map((c) => [c.id, c.source])).toEqual(en.map((c) => [c.id, c.source]));
    expect(ru.body.flashcards.every((c) => /[а-яё]/i.test(c.term + c.definition))).toBe(true);
    expect(englishText(q.id)).toBe(en[0]?.term);
  });

  it("without a language, questions and cards come in the account's language", async () => {
    const russian = await player(server, 'ru');
    expect((await questions(server, russian, 'sport=boxing&level=easy&count=3')).every((q) => /[а-яё]/i.test(q.question))).toBe(true);
    const cards = (
      await call<{ flashcards: Flashcard[] }>(server, russian, 'GET', `/training/flashcards/${russian.username}?sport=boxing&level=easy`)
    ).body.flashcards;
    expect(cards.every((c) => /[а-яё]/i.test(c.term))).toBe(true);
  });

  it('takes the parameters in a JSON body too; a question the bank does not know is checked by its texts', async () => {
    const user = await signUp(server);
    const generated = await call<{ questions: unknown[] }>(server, user, 'POST', '/training/generate-random-questions', {
      sport: 'cricket',
      count: 2,
    });
    expect(generated.body.questions).toHaveLength(2);
    const session = await startSession(server, user, 'random', 'cricket', 'easy');
    const base = {
      session_id: session,
      question_text: 'Who bowls the last over?',
      correct_answer: 'The  Captain!',
      sport: 'cricket',
      level: 'easy',
    };
    const right = await call(server, user, 'POST', '/training/submit-answer', { ...base, user_answer: 'the captain' });
    expect(right.body).toMatchObject({ correct: true, incorrect_answer_id: null });
    const wrong = await call(server, user, 'POST', '/training/submit-answer', {
      ...base,
      question_text: 'Who keeps wicket?',
      user_answer: 'Nobody',
    });
    expect(wrong.body).toMatchObject({ correct: false, correct_answer: 'The  Captain!', incorrect_answer_id: expect.any(String) });
    const misses = (
      await call<{ incorrect_answers: IncorrectAnswer[] }>(server, user, 'GET', `/training/incorrect-answers/${user.username}`)
    ).body.incorrect_answers;
    expect(misses).toMatchObject([
      { question: 'Who keeps wicket?', question_id: null, user_answer: 'Nobody', sport: 'cricket', level: 'easy' },
    ]);
  });

  it('a right quiz answer on a missed question counts as a review of its card', async () => {
    const user = await signUp(server);
    const [q] = await questions(server, user, 'sport=soccer&level=hard&count=1');
    if (!q) throw new Error('a question expected');
    const id = (await answer(server, user, await startSession(server, user), q, 'wrong')).body.incorrect_answer_id;
    const later = await startSession(server, user);
    const res = await call(server, user, 'POST', '/training/submit-answer', {
      session_id: later,
      question_text: q.question,
      user_answer: q.correctAnswer,
      correct_answer: q.correctAnswer,
      sport: q.sport,
      level: q.level,
      original_answer_id: id,
    });
    expect(res.body).toMatchObject({ correct: true });
    const [miss] = (
      await call<{ incorrect_answers: IncorrectAnswer[] }>(server, user, 'GET', `/training/incorrect-answers/${user.username}`)
    ).body.incorrect_answers;
    expect(new Date(miss?.due ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it("a statistics reset clears the player's training", async () => {
    const user = await signUp(server);
    const session = await startSession(server, user);
    const [q] = await questions(server, user, 'sport=soccer&level=easy&count=1');
    if (!q) throw new Error('a question expected');
    await answer(server, user, session, q, 'wrong');
    await call(server, user, 'POST', `/training/complete-session/${session}`);
    expect((await stats(user)).total_answers).toBe(1);
    const reset = await call(server, user, 'POST', `/db/reset-user-stats?username=${user.username}&reset_type=all`);
    expect(reset.status).toBe(200);
    expect(await stats(user)).toEqual({ total_answers: 0, total_incorrect: 0, accuracy_rate: 0, training_sessions: 0 });
    expect((await call(server, user, 'GET', `/training/incorrect-answers/${user.username}`)).body).toEqual({ incorrect_answers: [] });
  });
});
