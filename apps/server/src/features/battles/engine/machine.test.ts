import { describe, expect, it } from 'vitest';
import { CONFIG, QUESTIONS, STATS, answer, harness, init, toFirstQuestion } from './fixtures.js';
import { startBattle, step } from './machine.js';

const T0 = 1_000_000;
const deep = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const v of Object.values(value)) deep(v);
  }
  return value;
};

describe('battle machine: start', () => {
  it('waits in the lobby until both sockets connect, then counts down for both at once', () => {
    const h = harness();
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    expect(h.runner.state.phase.name).toBe('lobby');
    expect(h.to('alice', 'battle_state')[0]).toMatchObject({ status: 'lobby', opponent: 'bob' });
    h.time.advance(5_000);
    h.runner.dispatch({ type: 'player_connected', username: 'bob' });
    const startsAt = T0 + 5_000 + CONFIG.countdownMs;
    expect(h.runner.state.phase).toEqual({ name: 'countdown', endsAt: startsAt });
    for (const name of ['alice', 'bob'])
      expect(h.to(name, 'quiz_ready')[0]).toMatchObject({ starts_at: startsAt, countdown_ms: CONFIG.countdownMs, total: 3 });
    expect(h.to('bob', 'quiz_ready')[0]).toMatchObject({ opponent: 'alice', opponent_avatar: 'a.png', scores: { alice: 0, bob: 0 } });
  });

  it('asks the same question at the same moment, each player in their own language, without the answer', () => {
    const h = harness();
    toFirstQuestion(h);
    const [en] = h.to('alice', 'next_question');
    const [ru] = h.to('bob', 'next_question');
    expect(en).toMatchObject({ question_index: 0, total: 3, deadline: T0 + 20_000, server_time: T0 + 10_000, time_left_ms: 10_000 });
    expect(en?.question.text).toBe('Question 0?');
    expect(ru?.question.text).toBe('Вопрос 0?');
    expect(ru?.question.id).toBe(en?.question.id);
    expect(ru?.deadline).toBe(en?.deadline);
    expect(JSON.stringify(en)).not.toMatch(/correct|bank\./);
    expect(h.served).toEqual(['bank.q0']);
  });

  it('is pure: the input state is never changed', () => {
    const first = startBattle(init(), T0);
    const frozen = deep(first.state);
    expect(() => step(frozen, { type: 'player_connected', username: 'alice' }, T0)).not.toThrow();
    const next = step(frozen, { type: 'player_connected', username: 'alice' }, T0);
    expect(next.state).not.toBe(frozen);
    expect(frozen.players[0].connected).toBe(false);
  });

  it('a second socket of a connected player (double join) only gets a snapshot', () => {
    const h = harness();
    toFirstQuestion(h);
    const before = h.runner.state;
    const snapshots = h.to('alice', 'battle_state').length;
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    expect(h.runner.state.phase).toEqual(before.phase);
    expect(h.to('alice', 'battle_state')).toHaveLength(snapshots + 1);
    expect(h.to('bob', 'opponent_reconnected')).toHaveLength(0);
  });

  it('ignores players who are not in the battle', () => {
    const h = harness();
    h.runner.dispatch({ type: 'player_connected', username: 'mallory' });
    answer(h, 'mallory', 0, 'answer 0.1');
    expect(h.sent).toEqual([]);
  });
});

describe('battle machine: answers and scoring', () => {
  it('scores 100 + speed bonus for a right answer, 0 for a wrong one, and closes the round when both answered', () => {
    const h = harness();
    toFirstQuestion(h);
    h.time.advance(2_000);
    answer(h, 'alice', 0, 'answer 0.1');
    expect(h.to('alice', 'answer_submitted')[0]).toEqual({
      type: 'answer_submitted',
      question_index: 0,
      answer: 'answer 0.1',
      correct: true,
      correct_answer: 'answer 0.1',
      points: 180,
      scores: { alice: 180, bob: 0 },
      start_countdown: false,
      time_left_ms: 8_000,
    });
    expect(h.to('alice', 'waiting_for_opponent')[0]).toMatchObject({ question_index: 0, opponent: 'bob', last: false });
    // The opponent learns that alice answered, not whether she was right.
    expect(h.to('bob', 'opponent_answered')[0]).toEqual({ type: 'opponent_answered', question_index: 0, username: 'alice' });
    h.time.advance(5_000);
    answer(h, 'bob', 0, 'ответ 0.3');
    expect(h.to('bob', 'answer_submitted')[0]).toMatchObject({
      correct: false,
      points: 0,
      correct_answer: 'ответ 0.1',
      start_countdown: true,
    });
    const [result] = h.to('alice', 'round_result');
    expect(result).toMatchObject({
      question_index: 0,
      correct_answer: 'answer 0.1',
      scores: { alice: 180, bob: 0 },
      answers: { alice: { answer: 'answer 0.1', correct: true, points: 180 }, bob: { answer: 'ответ 0.3', correct: false, points: 0 } },
      start_countdown: true,
      next_question_at: T0 + 17_000 + CONFIG.pauseMs,
    });
    expect(h.runner.state.phase.name).toBe('pause');
    h.time.advance(CONFIG.pauseMs);
    expect(h.to('bob', 'next_question')[1]).toMatchObject({ question_index: 1, scores: { alice: 180, bob: 0 } });
  });

  it('closes the round at the deadline (plus grace) when someone does not answer', () => {
    const h = harness();
    toFirstQuestion(h);
    answer(h, 'alice', 0, 'answer 0.0');
    h.time.advance(CONFIG.questionMs + CONFIG.answerGraceMs - 1);
    expect(h.runner.state.phase.name).toBe('question');
    h.time.advance(1);
    expect(h.to('bob', 'round_result')[0]).toMatchObject({
      correct_answer: 'ответ 0.1',
      answers: { bob: { answer: null, correct: false, points: 0 } },
    });
    expect(h.runner.state.phase.name).toBe('pause');
  });

  it('counts an answer inside the grace with no bonus and refuses one after it as late', () => {
    const h = harness();
    toFirstQuestion(h);
    h.time.advance(CONFIG.questionMs + 100);
    answer(h, 'alice', 0, 'answer 0.1');
    expect(h.to('alice', 'answer_submitted')[0]).toMatchObject({ correct: true, points: 100, time_left_ms: 0 });
    h.time.advance(CONFIG.answerGraceMs);
    answer(h, 'bob', 0, 'ответ 0.1');
    expect(h.to('bob', 'error')[0]).toMatchObject({ code: 'answer_late' });
    expect(h.runner.state.players[1].score).toBe(0);
  });

  it('refuses repeated, out-of-range and unknown answers with an error, and never reveals the answer in them', () => {
    const h = harness();
    toFirstQuestion(h);
    answer(h, 'alice', 0, 'answer 0.0');
    answer(h, 'alice', 0, 'answer 0.1');
    answer(h, 'bob', 1, 'ответ 1.2');
    answer(h, 'bob', -1, 'ответ 0.1');
    answer(h, 'bob', 99, 'ответ 0.1');
    answer(h, 'bob', 0.5, 'ответ 0.1');
    answer(h, 'bob', 0, 'something else');
    expect(h.to('alice', 'error').map((e) => e.code)).toEqual(['answer_repeated']);
    expect(h.to('bob', 'error').map((e) => e.code)).toEqual([
      'answer_out_of_range',
      'answer_out_of_range',
      'answer_out_of_range',
      'answer_out_of_range',
      'answer_out_of_range',
    ]);
    expect(JSON.stringify(h.to('bob', 'error'))).not.toContain('ответ 0.1');
    expect(h.runner.state.players[0].score).toBe(0);
    expect(h.runner.state.players[1].answers[0]).toBeUndefined();
  });

  it('refuses answers before the first question and after the battle', () => {
    const h = harness();
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    h.runner.dispatch({ type: 'player_connected', username: 'bob' });
    answer(h, 'alice', 0, 'answer 0.1');
    expect(h.to('alice', 'error')[0]).toMatchObject({ code: 'answer_out_of_range' });
    h.runner.dispatch({ type: 'quit', username: 'bob' });
    answer(h, 'alice', 0, 'answer 0.1');
    expect(h.to('alice', 'error')[1]).toMatchObject({ code: 'battle_over' });
  });

  it("accepts the answer's text in the other language (a player may switch language mid-battle)", () => {
    const h = harness();
    toFirstQuestion(h);
    answer(h, 'bob', 0, 'answer 0.1');
    expect(h.to('bob', 'answer_submitted')[0]).toMatchObject({ correct: true, answer: 'ответ 0.1' });
  });

  it('ignores a stale timer', () => {
    const h = harness();
    toFirstQuestion(h);
    const before = h.runner.state;
    h.runner.dispatch({ type: 'round_deadline', index: 2 });
    h.runner.dispatch({ type: 'pause_elapsed', index: 0 });
    h.runner.dispatch({ type: 'countdown_elapsed' });
    expect(h.runner.state).toBe(before);
  });
});

/** Plays every round: alice always right after `aliceMs`, bob right or wrong after `bobMs`. */
function play(h: ReturnType<typeof harness>, plan: Array<{ aliceMs: number; bobMs: number; bobRight: boolean }>): void {
  plan.forEach((round, i) => {
    const q = QUESTIONS[i];
    if (!q) throw new Error('no question');
    const right = q.correctIndex;
    const first = Math.min(round.aliceMs, round.bobMs);
    const second = Math.max(round.aliceMs, round.bobMs);
    const aliceFirst = round.aliceMs <= round.bobMs;
    h.time.advance(first);
    if (aliceFirst) answer(h, 'alice', i, `answer ${i}.${right}`);
    else answer(h, 'bob', i, `ответ ${i}.${round.bobRight ? right : (right + 1) % 4}`);
    h.time.advance(second - first);
    if (aliceFirst) answer(h, 'bob', i, `ответ ${i}.${round.bobRight ? right : (right + 1) % 4}`);
    else answer(h, 'alice', i, `answer ${i}.${right}`);
    if (i + 1 < plan.length) h.time.advance(CONFIG.pauseMs);
  });
}

describe('battle machine: the end', () => {
  it('writes the result first, then sends battle_finished with scores, winner, loser, result and stats', async () => {
    const h = harness();
    toFirstQuestion(h);
    play(h, [
      { aliceMs: 1_000, bobMs: 2_000, bobRight: true },
      { aliceMs: 5_000, bobMs: 3_000, bobRight: false },
      { aliceMs: 10_000, bobMs: 500, bobRight: true },
    ]);
    expect(h.runner.state.phase.name).toBe('finishing');
    expect(h.to('alice', 'battle_finished')).toHaveLength(0);
    await h.flush();
    expect(h.persisted).toHaveLength(1);
    const { outcome, answers } = h.persisted[0]!;
    // alice 190 + 150 + 100 = 440; bob 180 + 0 + 195 = 375
    expect(outcome).toEqual({
      reason: 'completed',
      finalScores: { alice: 440, bob: 375 },
      winner: 'alice',
      loser: 'bob',
      forfeitedBy: null,
    });
    expect(answers).toHaveLength(6);
    expect(answers.find((a) => a.username === 'bob' && a.questionIndex === 2)).toMatchObject({
      questionId: 'bank.q2',
      points: 195,
      elapsedMs: 500,
    });
    const [won] = h.to('alice', 'battle_finished');
    const [lost] = h.to('bob', 'battle_finished');
    expect(won).toMatchObject({
      final_scores: { alice: 440, bob: 375 },
      winner: 'alice',
      loser: 'bob',
      result: 'win',
      updated_users: STATS,
      reason: 'completed',
    });
    expect(lost).toMatchObject({ result: 'lose', processing_status: 'completed' });
    expect(won?.explanation).toMatch(/100 points plus a speed bonus of up to 100/);
    expect(lost?.explanation).toMatch(/бонус за скорость/);
    expect(h.to('bob', 'battle_end')[0]).toMatchObject({ reason: 'finished' });
    expect(h.notified.map((n) => [n.userId, n.message.type])).toEqual([
      ['u-alice', 'battle_finished'],
      ['u-bob', 'battle_finished'],
    ]);
    expect(h.closed.value).toBe(true);
    expect(h.time.timers).toBe(0);
  });

  it('calls equal scores a draw: no winner, no loser, draw for both', async () => {
    const h = harness();
    toFirstQuestion(h);
    play(
      h,
      [0, 1, 2].map(() => ({ aliceMs: 3_000, bobMs: 3_000, bobRight: true })),
    );
    await h.flush();
    expect(h.persisted[0]?.outcome).toMatchObject({ winner: null, loser: null, finalScores: { alice: 510, bob: 510 } });
    expect(h.to('alice', 'battle_finished')[0]).toMatchObject({ result: 'draw', winner: null, loser: null });
    expect(h.to('bob', 'battle_finished')[0]?.result).toBe('draw');
  });

  it('retries a failed write, and cancels with an error when it keeps failing', async () => {
    const ok = harness({ persistFailures: 1 });
    toFirstQuestion(ok);
    ok.runner.dispatch({ type: 'quit', username: 'bob' });
    await ok.flush();
    ok.time.advance(500);
    await ok.flush();
    expect(ok.to('alice', 'battle_finished')).toHaveLength(1);

    const bad = harness({ persistFailures: Infinity });
    toFirstQuestion(bad);
    bad.runner.dispatch({ type: 'quit', username: 'bob' });
    for (let i = 0; i < 3; i += 1) {
      await bad.flush();
      bad.time.advance(2_000);
    }
    await bad.flush();
    expect(bad.to('alice', 'battle_finished')).toHaveLength(0);
    expect(bad.to('alice', 'error')[0]).toMatchObject({ code: 'server_error' });
    expect(bad.to('alice', 'battle_end')[0]).toMatchObject({ reason: 'error' });
    expect(bad.cancelled).toEqual(['error']);
  });
});
