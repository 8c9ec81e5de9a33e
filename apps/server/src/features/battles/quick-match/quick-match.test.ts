import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_NAME } from '@fanclash/protocol';
import { battles, users } from '../../../platform/db/schema.js';
import { quickMatchQueue, recordedRuns } from '../../../platform/db/schema-play-now.js';
import {
  BACKENDS,
  startInstancePair,
  startTestServer,
  type InstancePair,
  type LiveClient,
  type TestServer,
  type TestUser,
} from '../../../test/harness.js';
import { userId } from '../../users/test-support.js';
import { FAST_BATTLES, auth, battleRow, battleSocket, correctIndexes, createBattle, eventually, player } from '../testing.js';
import { LiveClient as Client } from '../../../test/harness.js';

/**
 * Question time long enough that recorded answer times are told apart; short waits before widening
 * and recorded runs. The wait for a recorded run leaves room for a test's steps before it under a
 * loaded CI run (at 700 ms one test's queue-and-cancel was overtaken by the recorded run).
 */
const ENV = { ...FAST_BATTLES, BATTLE_QUESTION_MS: '1500', QUICK_MATCH_WIDEN_MS: '300', GHOST_AFTER_MS: '2000' };

type Question = { answers: Array<{ text: string }> };

async function tab(server: TestServer, user: TestUser): Promise<LiveClient> {
  const client = Client.connect(`${server.wsUrl}/ws?username=${user.username}&token=${user.token}`);
  await client.opened;
  return client;
}

const startedId = async (client: LiveClient, timeoutMs = 5_000) =>
  (await client.next('battle_started', () => true, timeoutMs)).data as string;

async function stats(server: TestServer, user: TestUser) {
  const [row] = await server.platform.db.select().from(users).where(eq(users.username, user.username));
  return { total: row?.totalBattle, wins: row?.winBattle, rate: row?.winRate, streak: row?.streak };
}

/**
 * Plays a whole battle on one socket: `plan[i]` is [delay before answering (ms), right?] or null (no
 * answer). Resolves with when each next_question and opponent_answered arrived and the result.
 */
async function play(server: TestServer, socket: LiveClient, battleId: string, plan: Array<[number, boolean] | null>) {
  const correct = await correctIndexes(server, battleId);
  const asked: number[] = [];
  const opponentAt: Array<number | undefined> = [];
  socket.socket.on('message', (data) => {
    const m = JSON.parse(data.toString()) as { type: string; question_index?: number };
    if (m.type === 'next_question') asked[m.question_index ?? -1] = Date.now();
    if (m.type === 'opponent_answered') opponentAt[m.question_index ?? -1] = Date.now();
  });
  for (let i = 0; i < plan.length; i += 1) {
    const question = await socket.next('next_question', (m) => m.question_index === i);
    const step = plan[i];
    if (!step) continue;
    await new Promise((resolve) => setTimeout(resolve, step[0]));
    const right = correct[i]!;
    socket.send({
      type: 'submit_answer',
      battle_id: battleId,
      question_index: i,
      answer: (question.question as Question).answers[step[1] ? right : (right + 1) % 4]!.text,
    });
    await socket.next('answer_submitted', (m) => m.question_index === i);
  }
  const finished = await socket.next('battle_finished', () => true, 10_000);
  return { asked, opponentAt, finished };
}

describe.each(BACKENDS)('Play now: quick match (%s)', (backend) => {
  let server: TestServer;
  /** The first lone fan, whose run the second one plays. */
  let first: TestUser;
  let second: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: ENV });
  });
  afterAll(() => server.close());

  it('a fresh server gives a lone player the bot, labelled; nothing counts toward stats, the run is recorded', async () => {
    first = await player(server);
    const me = await tab(server, first);
    me.send({ type: 'quick_match', sport: 'soccer', level: 'easy' });
    expect((await me.next('quick_match_queued')).data).toEqual({ sport: 'soccer', level: 'easy', waiting: 1 });
    const id = await startedId(me);
    expect((await me.next('battle_joined')).data).toMatchObject({ opponent: BOT_NAME, opponent_kind: 'bot' });
    const socket = battleSocket(server, first, id);
    expect(await socket.next('quiz_ready')).toMatchObject({ opponent: BOT_NAME, opponent_kind: 'bot' });
    const { finished } = await play(server, socket, id, [
      [100, true],
      [600, false],
      [300, true],
    ]);
    expect(finished.updated_users).toBeDefined();
    expect(await stats(server, first)).toEqual({ total: 0, wins: 0, rate: 0, streak: 0 });
    // Recomputing the figures from the battles leaves it out too.
    const repaired = await server.app.inject({
      method: 'POST',
      url: `/db/repair-user-battles?username=${first.username}`,
      headers: auth(first),
    });
    expect(repaired.json()).toMatchObject({ new_stats: { totalBattle: 0, winBattle: 0 } });
    expect((await battleRow(server, id))?.opponentKind).toBe('bot');
    const history = await server.app.inject({ url: `/battle/get_all_battles?username=${first.username}`, headers: auth(first) });
    expect(history.json()).toEqual([expect.objectContaining({ id, second_opponent: BOT_NAME, opponent_kind: 'bot' })]);
    const runs = await server.platform.db.select().from(recordedRuns).where(eq(recordedRuns.battleId, id));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.score).toBe((finished.final_scores as Record<string, number>)[first.username]);
    for (const client of [me, socket]) client.close();
  });

  it("a second lone player gets the first one's recorded run, replayed at its recorded times, scoring what it scored", async () => {
    const [run] = await server.platform.db.select().from(recordedRuns);
    const [owner] = await server.platform.db.select().from(users).where(eq(users.id, run!.userId));
    second = await player(server);
    const me = await tab(server, second);
    me.send({ type: 'quick_match', sport: 'soccer', level: 'easy' });
    const id = await startedId(me);
    const socket = battleSocket(server, second, id);
    expect(await socket.next('quiz_ready')).toMatchObject({ opponent: owner!.username, opponent_kind: 'recorded' });
    expect((await battleRow(server, id))?.questionIds).toEqual(run!.questionIds);
    const { asked, opponentAt, finished } = await play(server, socket, id, [null, [50, true], null]);
    run!.answers.forEach((answer, i) => {
      if (answer.index === null) return expect(opponentAt[i]).toBeUndefined();
      expect(Math.abs(opponentAt[i]! - asked[i]! - answer.elapsed_ms)).toBeLessThan(100);
    });
    expect((finished.final_scores as Record<string, number>)[owner!.username]).toBe(run!.score);
    // Neither the player nor the recorded player gains or loses anything.
    expect(await stats(server, second)).toEqual({ total: 0, wins: 0, rate: 0, streak: 0 });
    expect(await stats(server, { username: owner!.username } as TestUser)).toEqual({ total: 0, wins: 0, rate: 0, streak: 0 });
    for (const client of [me, socket]) client.close();
  });

  it("keeps a player's runs out of replays when they say so, and a deleted account's runs go with it", async () => {
    const setting = (user: TestUser, body?: object) =>
      server.app.inject({
        method: body ? 'POST' : 'GET',
        url: '/battle/replay-setting',
        headers: auth(user),
        ...(body ? { payload: body } : {}),
      });
    expect((await setting(first)).json()).toEqual({ replay_runs: true });
    expect((await setting(first, { replay_runs: false })).json()).toEqual({ replay_runs: false });
    expect((await setting(first)).json()).toEqual({ replay_runs: false });
    // The first fan opted out: a third lone fan gets the second one's run, never the first's.
    const third = await player(server);
    const me = await tab(server, third);
    me.send({ type: 'quick_match', sport: 'soccer', level: 'easy' });
    await startedId(me);
    expect((await me.next('battle_joined')).data).toMatchObject({ opponent: second.username, opponent_kind: 'recorded' });
    me.close();

    const secondId = await userId(server, second.username);
    const runsOf = async () => (await server.platform.db.select().from(recordedRuns).where(eq(recordedRuns.userId, secondId))).length;
    expect(await runsOf()).toBe(1);
    const t = await tab(server, second);
    t.send({ type: 'delete_user', token: second.token, username: second.username });
    await t.closed;
    await eventually(async () => (await runsOf()) === 0);
  });

  it('pairs two players of the same sport and level at once; a person counts toward stats', async () => {
    const [alice, bob] = await Promise.all([player(server), player(server)]);
    const [a, b] = await Promise.all([tab(server, alice), tab(server, bob)]);
    a.send({ type: 'quick_match', sport: 'hockey', level: 'medium' });
    await a.next('quick_match_queued');
    b.send({ type: 'quick_match', sport: 'hockey', level: 'medium' });
    const [ia, ib] = await Promise.all([startedId(a, 600), startedId(b, 600)]);
    expect(ia).toBe(ib);
    const row = await battleRow(server, ia);
    expect(row).toMatchObject({ status: 'active', sport: 'hockey', level: 'medium', opponentKind: 'player' });
    const [sa, sb] = [battleSocket(server, alice, ia), battleSocket(server, bob, ia)];
    expect(await sa.next('quiz_ready')).toMatchObject({ opponent: bob.username, opponent_kind: 'player' });
    await sb.next('quiz_ready');
    sb.send({ type: 'quit_battle' });
    await sa.next('battle_finished');
    expect((await stats(server, alice)).total).toBe(1);
    for (const client of [a, b, sa, sb]) client.close();
  });

  it('after the widening wait pairs other levels of the same sport, at the level of the first queued', async () => {
    const [alice, bob] = await Promise.all([player(server), player(server)]);
    const [a, b] = await Promise.all([tab(server, alice), tab(server, bob)]);
    a.send({ type: 'quick_match', sport: 'golf', level: 'hard' });
    await a.next('quick_match_queued');
    b.send({ type: 'quick_match', sport: 'golf', level: 'easy' });
    expect((await b.next('quick_match_queued')).data).toMatchObject({ waiting: 2 });
    const id = await startedId(b, 2_000);
    expect(await startedId(a)).toBe(id);
    expect((await battleRow(server, id))?.level).toBe('hard');
    for (const client of [a, b]) client.close();
  });

  it('joins an open arena battle of the same sport and level first', async () => {
    const [creator, joiner] = await Promise.all([player(server), player(server)]);
    const c = await tab(server, creator);
    const id = await createBattle(server, creator, 'rugby', 'easy');
    const j = await tab(server, joiner);
    j.send({ type: 'quick_match', sport: 'rugby', level: 'easy' });
    expect(await startedId(j, 1_000)).toBe(id);
    expect(await startedId(c)).toBe(id);
    for (const client of [c, j]) client.close();
  });

  it('refuses unknown sports and levels, and a player with a waiting battle of their own', async () => {
    const fan = await player(server);
    const t = await tab(server, fan);
    t.send({ type: 'quick_match', sport: 'quidditch', level: 'easy' });
    expect(await t.next('error')).toMatchObject({ code: 'invalid_sport' });
    t.send({ type: 'quick_match', sport: 'soccer', level: 'legendary' });
    expect(await t.next('error')).toMatchObject({ code: 'invalid_level' });
    await createBattle(server, fan, 'cricket', 'hard');
    t.send({ type: 'quick_match', sport: 'cricket', level: 'easy' });
    expect(await t.next('error')).toMatchObject({ code: 'already_in_battle' });
    t.close();
  });

  it('refuses a player who sits in a battle being played', async () => {
    const [alice, bob] = await Promise.all([player(server), player(server)]);
    const id = await createBattle(server, alice, 'cricket', 'easy');
    const [a, b] = await Promise.all([tab(server, alice), tab(server, bob)]);
    b.send({ type: 'join_battle', username: bob.username, battle_id: id });
    expect(await startedId(b)).toBe(id);
    b.send({ type: 'quick_match', sport: 'soccer', level: 'easy' });
    expect(await b.next('error')).toMatchObject({ code: 'already_in_battle' });
    for (const client of [a, b]) client.close();
  });

  it('keeps one entry per player whatever the tabs; cancel and a closed last tab leave the queue', async () => {
    const fan = await player(server);
    const queued = async () =>
      (await server.platform.db.select().from(quickMatchQueue).where(eq(quickMatchQueue.sport, 'volleyball'))).length;
    const [t1, t2] = await Promise.all([tab(server, fan), tab(server, fan)]);
    t1.send({ type: 'quick_match', sport: 'volleyball', level: 'hard' });
    await t1.next('quick_match_queued');
    await t2.next('quick_match_queued');
    t2.send({ type: 'quick_match', sport: 'volleyball', level: 'hard' });
    expect((await t2.next('quick_match_queued')).data).toMatchObject({ waiting: 1 });
    expect(await queued()).toBe(1);
    t1.send({ type: 'cancel_quick_match' });
    await t2.next('quick_match_cancelled');
    expect(await queued()).toBe(0);
    // Nobody is given a recorded run after leaving.
    t1.send({ type: 'quick_match', sport: 'volleyball', level: 'hard' });
    await t1.next('quick_match_queued');
    t1.close();
    t2.close();
    // Gone on the tab's close, well before the wait for a recorded run (GHOST_AFTER_MS) would take it.
    await eventually(async () => (await queued()) === 0, 400);
    const id = await userId(server, fan.username);
    const [started] = await server.platform.db.select().from(battles).where(eq(battles.firstOpponentId, id));
    expect(started).toBeUndefined();
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('Play now across two instances (PostgreSQL + Redis)', () => {
  const env = { ...ENV, JWT_SECRET: randomBytes(32).toString('hex') };
  let pair: InstancePair;
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    pair = await startInstancePair({ listen: true, env });
    ({ one, two } = pair);
  });
  afterAll(() => pair?.close());

  it('pairs players queued on different instances, each pair decided once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [alice, bob] = await Promise.all([player(one), player(two)]);
      const [a, b] = await Promise.all([tab(one, alice), tab(two, bob)]);
      // Both queue at the same moment: each instance decides, under the one lock.
      a.send({ type: 'quick_match', sport: 'baseball', level: 'easy' });
      b.send({ type: 'quick_match', sport: 'baseball', level: 'easy' });
      const [ia, ib] = await Promise.all([startedId(a, 600), startedId(b, 600)]);
      expect(ia).toBe(ib);
      const rows = await one.platform.db.select().from(battles).where(eq(battles.firstOpponent, alice.username));
      const other = await one.platform.db.select().from(battles).where(eq(battles.secondOpponent, alice.username));
      expect([...rows, ...other].map((r) => r.id)).toEqual([ia]);
      // The battle plays from both instances.
      const [sa, sb] = [battleSocket(one, alice, ia), battleSocket(two, bob, ia)];
      await Promise.all([sa.next('quiz_ready'), sb.next('quiz_ready')]);
      for (const client of [a, b, sa, sb]) client.close();
    }
  });
});
