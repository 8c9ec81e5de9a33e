import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOSE_CODES, CLOSE_REASONS } from '@fanclash/protocol';
import { BACKENDS, startInstancePair, startTestServer, type Backend, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, battleRow, battleSocket, correctIndexes, createBattle, player, userSocket } from '../../features/battles/testing.js';
import { befriend, openChat } from '../../features/chat/testing.js';

type Question = { answers: Array<{ text: string }> };

/** Rounds close once both have answered; a long question time leaves the checks between answers room on a busy machine. */
const ENV = { ...FAST_BATTLES, BATTLE_QUESTION_MS: '4000', JWT_SECRET: randomBytes(32).toString('hex'), RATE_LIMITS: 'off' };

/**
 * The instance that drains, and on PostgreSQL + Redis a second one sharing its database and bus
 * (a cluster of two, as `npm run start:cluster` runs it). PGlite has one process: no second.
 */
async function cluster(backend: Backend): Promise<{ draining: TestServer; other: TestServer | undefined; close(): Promise<void> }> {
  if (backend === 'postgres' && process.env.TEST_REDIS_URL) {
    const pair = await startInstancePair({ listen: true, env: ENV });
    return { draining: pair.one, other: pair.two, close: () => pair.close() };
  }
  const server = await startTestServer({ backend, listen: true, env: ENV });
  return { draining: server, other: undefined, close: () => server.close() };
}

/** Whether a new TCP connection to the server's port is accepted (a raw connect: no pooled connection is reused). */
function accepts(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe.each(BACKENDS)('graceful drain on SIGTERM (%s)', (backend) => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('lets the battle in play finish, closes idle sockets with 4012, accepts no new connection, then ends', async () => {
    const setup = await cluster(backend);
    close = setup.close;
    const { draining, other } = setup;
    const elsewhere = other ?? draining;
    const [alice, bob, carol, dave] = await Promise.all([player(draining), player(draining), player(draining), player(draining)]);
    await befriend(draining, carol, dave);
    // Idle sockets on the instance that will drain: Carol's tab and her conversation with Dave.
    const carolTab = await userSocket(draining, carol);
    const carolChat = await openChat(draining, carol, dave.username);

    // Bob joins on the draining instance, which therefore runs the battle; Alice plays it from the other.
    const bobTab = await userSocket(draining, bob);
    const id = await createBattle(draining, alice);
    bobTab.send({ type: 'join_battle', battle_id: id });
    // A fresh process's first battle loads the question bank: slow on a busy machine.
    await bobTab.next('battle_started', () => true, 60_000);
    const a = battleSocket(elsewhere, alice, id);
    const b = battleSocket(draining, bob, id);
    await Promise.all([a.next('quiz_ready', () => true, 20_000), b.next('quiz_ready', () => true, 20_000)]);
    const correct = await correctIndexes(draining, id);
    let alicePoints = 0;
    const play = async (i: number) => {
      const [qa, qb] = await Promise.all([a.next('next_question'), b.next('next_question')]);
      const right = correct[i]!;
      a.send({ type: 'submit_answer', battle_id: id, answer: (qa.question as Question).answers[right]!.text, question_index: i });
      b.send({ type: 'submit_answer', battle_id: id, answer: (qb.question as Question).answers[(right + 1) % 4]!.text, question_index: i });
      const [sa, sb] = await Promise.all([a.next('answer_submitted'), b.next('answer_submitted')]);
      expect(sa.correct).toBe(true);
      expect(sb).toMatchObject({ correct: false, points: 0 });
      alicePoints += sa.points as number;
    };
    await play(0);
    expect((await draining.app.inject({ url: '/ready' })).statusCode).toBe(200);

    const drained = draining.drain(20_000);
    const ready = await draining.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'draining' });
    // Alive all the same: the battle is still being played here.
    expect((await draining.app.inject({ url: '/health' })).statusCode).toBe(200);
    for (const idle of [carolTab, carolChat, bobTab]) {
      expect(await idle.closed).toEqual({ code: CLOSE_CODES.draining, reason: CLOSE_REASONS.draining });
    }
    // New connections are refused here (nginx moves them on) and taken by the other instance.
    expect(await accepts(draining.url)).toBe(false);
    if (other) {
      const back = await userSocket(other, carol);
      back.close();
      expect((await other.app.inject({ url: '/ready' })).statusCode).toBe(200);
    }

    // The battle goes on to its end, every answer acknowledged, with a result rather than a cancel.
    await play(1);
    await play(2);
    const [fa, fb] = await Promise.all([a.next('battle_finished', () => true, 10_000), b.next('battle_finished', () => true, 10_000)]);
    expect(fa).toMatchObject({ winner: alice.username, result: 'win' });
    expect(fb).toMatchObject({ loser: bob.username, result: 'lose', final_scores: { [alice.username]: alicePoints } });
    // No call-off: the only battle_end is the one that follows a finished battle.
    expect(a.messages.concat(b.messages).filter((m) => m.type === 'battle_end' && m.reason !== 'finished')).toEqual([]);

    const outcome = await drained;
    expect(outcome).toMatchObject({ finished: true, left: {} });
    // The battle socket on the draining instance closed once its battle was over.
    expect((await b.closed).code).toBe(CLOSE_CODES.draining);
    expect(await battleRow(elsewhere, id)).toMatchObject({ status: 'finished' });
    a.close();
  }, 240_000);

  it('gives up after the drain timeout: what is still in play is called off at the shutdown', async () => {
    const setup = await cluster(backend);
    close = setup.close;
    const { draining } = setup;
    const [alice, bob] = await Promise.all([player(draining), player(draining)]);
    const bobTab = await userSocket(draining, bob);
    const id = await createBattle(draining, alice);
    bobTab.send({ type: 'join_battle', battle_id: id });
    // A fresh process's first battle loads the question bank: slow on a busy machine.
    await bobTab.next('battle_started', () => true, 60_000);
    const a = battleSocket(draining, alice, id);
    // Connected (the owner answers a lone player with the battle's state): the drain must wait for it.
    await a.next('battle_state', () => true, 20_000);

    const outcome = await draining.drain(300);
    expect(outcome.finished).toBe(false);
    expect(outcome.left).toMatchObject({ battles: 1 });
    // The shutdown then calls the battle off, and its players hear it on the socket kept open.
    const ended = a.next('battle_end', () => true, 10_000);
    await draining.close();
    expect(await ended).toMatchObject({ battle_id: id, reason: 'server_restart' });
  }, 240_000);
});
