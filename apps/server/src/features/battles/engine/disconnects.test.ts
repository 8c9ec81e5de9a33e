import { describe, expect, it } from 'vitest';
import { CONFIG, answer, harness, toFirstQuestion } from './fixtures.js';

describe('battle machine: disconnects, reconnects and forfeits', () => {
  it('a player who reconnects in time gets the current question in their language, the time left and the scores', () => {
    const h = harness();
    toFirstQuestion(h);
    answer(h, 'alice', 0, 'answer 0.1');
    h.runner.dispatch({ type: 'player_disconnected', username: 'bob' });
    expect(h.to('alice', 'opponent_disconnected')[0]).toMatchObject({ username: 'bob', grace_ms: CONFIG.reconnectGraceMs });
    h.time.advance(4_000);
    h.runner.dispatch({ type: 'player_connected', username: 'bob' });
    const [state] = h.to('bob', 'battle_state');
    expect(state).toMatchObject({
      status: 'question',
      question_index: 0,
      question: { text: 'Вопрос 0?' },
      time_left_ms: 6_000,
      // alice already answered, but her points for this open round stay hidden from bob.
      scores: { alice: 0, bob: 0 },
      my_answer: null,
      correct_answer: null,
      opponent_answered: true,
    });
    // A client that only understands next_question can carry on too.
    expect(h.to('bob', 'next_question')[1]).toMatchObject({ question_index: 0, time_left_ms: 6_000 });
    expect(h.to('alice', 'opponent_reconnected')).toHaveLength(1);
    h.time.advance(CONFIG.reconnectGraceMs);
    expect(h.persisted).toHaveLength(0);
  });

  it('a reconnect after answering shows the own answer, not the question again', () => {
    const h = harness();
    toFirstQuestion(h);
    answer(h, 'bob', 0, 'ответ 0.2');
    h.runner.dispatch({ type: 'player_disconnected', username: 'bob' });
    h.runner.dispatch({ type: 'player_connected', username: 'bob' });
    expect(h.to('bob', 'battle_state')[0]).toMatchObject({
      my_answer: { answer: 'ответ 0.2', correct: false, correct_answer: 'ответ 0.1' },
    });
    expect(h.to('bob', 'next_question')).toHaveLength(1);
  });

  it('a player away longer than the grace forfeits: the other wins whatever the score', async () => {
    const h = harness();
    toFirstQuestion(h);
    answer(h, 'bob', 0, 'ответ 0.1');
    h.runner.dispatch({ type: 'player_disconnected', username: 'bob' });
    h.time.advance(CONFIG.reconnectGraceMs - 1);
    expect(h.persisted).toHaveLength(0);
    h.time.advance(1);
    await h.flush();
    expect(h.persisted[0]?.outcome).toMatchObject({ reason: 'forfeit', winner: 'alice', loser: 'bob', forfeitedBy: 'bob' });
    expect(h.persisted[0]?.outcome.finalScores.bob).toBeGreaterThan(0);
    expect(h.to('alice', 'battle_finished')[0]).toMatchObject({ result: 'win', reason: 'forfeit', forfeited_by: 'bob' });
    expect(h.to('alice', 'battle_finished')[0]?.explanation).toMatch(/bob left the battle, so alice wins by forfeit/);
  });

  it('quit_battle forfeits at once', async () => {
    const h = harness();
    toFirstQuestion(h);
    h.runner.dispatch({ type: 'quit', username: 'alice' });
    await h.flush();
    expect(h.persisted[0]?.outcome).toMatchObject({ winner: 'bob', loser: 'alice', reason: 'forfeit' });
    h.runner.dispatch({ type: 'quit', username: 'bob' });
    expect(h.persisted).toHaveLength(1);
  });

  it('quit in the lobby (the opponent has not opened the battle yet) cancels without a result or stats', async () => {
    const h = harness();
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    h.time.advance(2_000);
    h.runner.dispatch({ type: 'quit', username: 'alice' });
    await h.flush();
    expect(h.persisted).toHaveLength(0);
    expect(h.cancelled).toEqual(['no_show']);
    expect(h.runner.state.phase).toEqual({ name: 'cancelled', reason: 'no_show' });
    expect(h.to('alice', 'battle_finished')).toHaveLength(0);
    expect(h.to('alice', 'battle_end')[0]).toMatchObject({ reason: 'no_show' });
    expect(h.notified.map((n) => [n.userId, n.message.type])).toEqual([
      ['u-alice', 'battle_cancelled'],
      ['u-bob', 'battle_cancelled'],
    ]);
    expect(h.closed.value).toBe(true);
    // The connect deadlines were dropped with it: nothing fires later.
    h.time.advance(CONFIG.reconnectGraceMs);
    await h.flush();
    expect(h.cancelled).toEqual(['no_show']);
  });

  it('quit during the countdown (both connected) is a forfeit', async () => {
    const h = harness();
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    h.runner.dispatch({ type: 'player_connected', username: 'bob' });
    h.runner.dispatch({ type: 'quit', username: 'bob' });
    await h.flush();
    expect(h.cancelled).toEqual([]);
    expect(h.persisted[0]?.outcome).toMatchObject({ reason: 'forfeit', winner: 'alice', forfeitedBy: 'bob' });
  });

  it('when both are gone the battle is cancelled as abandoned: no result, no stats', async () => {
    const h = harness();
    toFirstQuestion(h);
    h.runner.dispatch({ type: 'player_disconnected', username: 'alice' });
    h.time.advance(1_000);
    h.runner.dispatch({ type: 'player_disconnected', username: 'bob' });
    h.time.advance(CONFIG.reconnectGraceMs);
    await h.flush();
    expect(h.persisted).toHaveLength(0);
    expect(h.cancelled).toEqual(['abandoned']);
    expect(h.runner.state.phase).toEqual({ name: 'cancelled', reason: 'abandoned' });
    expect(h.notified.map((n) => n.message.type)).toEqual(['battle_cancelled', 'battle_cancelled']);
    expect(h.time.timers).toBe(0);
  });

  it('a battle someone never opens is cancelled as a no-show, with no result and no stats', async () => {
    const one = harness();
    one.runner.dispatch({ type: 'player_connected', username: 'bob' });
    one.time.advance(CONFIG.reconnectGraceMs - 1);
    expect(one.cancelled).toEqual([]);
    one.time.advance(1);
    await one.flush();
    expect(one.persisted).toEqual([]);
    expect(one.cancelled).toEqual(['no_show']);
    expect(one.to('bob', 'battle_end')[0]).toMatchObject({ reason: 'no_show' });

    const none = harness();
    none.time.advance(CONFIG.reconnectGraceMs);
    expect(none.cancelled).toEqual(['no_show']);
  });

  it('a player who was there and drops during the countdown forfeits like in any round', async () => {
    const h = harness();
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    h.runner.dispatch({ type: 'player_connected', username: 'bob' });
    h.runner.dispatch({ type: 'player_disconnected', username: 'alice' });
    h.time.advance(CONFIG.reconnectGraceMs);
    await h.flush();
    expect(h.persisted[0]?.outcome).toMatchObject({ winner: 'bob', forfeitedBy: 'alice', finalScores: { alice: 0, bob: 0 } });
  });

  it('a drop during the countdown gets the countdown again on reconnect', () => {
    const h = harness();
    h.runner.dispatch({ type: 'player_connected', username: 'alice' });
    h.runner.dispatch({ type: 'player_connected', username: 'bob' });
    h.time.advance(3_000);
    h.runner.dispatch({ type: 'player_disconnected', username: 'bob' });
    h.runner.dispatch({ type: 'player_connected', username: 'bob' });
    expect(h.to('bob', 'quiz_ready')[1]).toMatchObject({ countdown_ms: CONFIG.countdownMs - 3_000 });
    expect(h.to('bob', 'battle_state')[0]).toMatchObject({ status: 'countdown' });
  });

  it('a server shutdown cancels a running battle but lets a result being written finish', async () => {
    const h = harness();
    toFirstQuestion(h);
    h.runner.dispatch({ type: 'abort', reason: 'server_restart' });
    expect(h.cancelled).toEqual(['server_restart']);
    expect(h.to('alice', 'battle_end')).toHaveLength(0);
    await h.flush();
    expect(h.to('alice', 'battle_end')[0]).toMatchObject({ reason: 'server_restart' });

    const writing = harness();
    toFirstQuestion(writing);
    writing.runner.dispatch({ type: 'quit', username: 'bob' });
    writing.runner.dispatch({ type: 'abort', reason: 'server_restart' });
    await writing.runner.drain();
    await writing.flush();
    expect(writing.cancelled).toEqual([]);
    expect(writing.to('alice', 'battle_finished')).toHaveLength(1);
  });
});
