import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { challengeListSchema, notificationsResponseSchema } from '@fanclash/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema.js';
import {
  BACKENDS,
  startInstancePair,
  startTestServer,
  type InstancePair,
  type LiveClient,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { FAST_BATTLES, auth, battleRow, battleSocket, eventually, player, recordAll } from '../battles/testing.js';
import { befriend, tab } from '../friends/testing.js';
import { challenge, getJson, playRun, signIn } from './testing.js';

const HOUR = 3_600_000;
const ENV = { ...FAST_BATTLES, ACCESS_TOKEN_TTL_S: '86400', CHALLENGE_SWEEP_MS: '50' };

async function friends(server: TestServer): Promise<{ a: TestUser; b: TestUser; ta: LiveClient; tb: LiveClient }> {
  const [a, b] = [await player(server), await player(server)];
  const [ta, tb] = [await tab(server, a), await tab(server, b)];
  await befriend(ta, a, tb, b);
  return { a, b, ta, tb };
}

async function withdraw(server: TestServer, user: TestUser, id: string) {
  const res = await server.app.inject({ method: 'DELETE', url: `/battle/challenges/${id}`, headers: auth(user) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

const statsOf = async (server: TestServer, user: TestUser) =>
  (await server.platform.db.select().from(users).where(eq(users.username, user.username)))[0];

/** Every score any message to `messages`' reader carried for `name` before the result. */
function leaks(messages: Array<Record<string, unknown>>, name: string): unknown[] {
  const found: unknown[] = [];
  for (const m of messages) {
    if (m.type === 'battle_finished' || m.type === 'battle_end') break;
    if (m.type === 'opponent_answered' || m.type === 'waiting_for_opponent') found.push(m);
    const scores = m.scores as Record<string, unknown> | undefined;
    if (scores && name in scores) found.push(m);
    const answers = m.answers as Record<string, unknown> | undefined;
    if (answers && name in answers) found.push(m);
    if (m.type === 'battle_state' && m.opponent_answered === true) found.push(m);
  }
  return found;
}

describe.each(BACKENDS)('friend challenges (%s)', (backend) => {
  let server: TestServer;
  let offset = 0;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: ENV, clock: { now: () => Date.now() + offset } });
  });
  afterAll(() => server.close());

  it('A plays now, B hears it live and plays a day later; both hear the result and the stats move once', { timeout: 120_000 }, async () => {
    const { a, b, ta, tb } = await friends(server);
    const before = { a: await statsOf(server, a), b: await statsOf(server, b) };
    const created = await challenge(server, a, b.username, 'soccer', 'easy');
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const expires = Date.parse(created.body.expires_at as string);
    expect(Math.abs(expires - (Date.now() + offset + 24 * HOUR))).toBeLessThan(60_000);

    // Before A has played, B can reach nothing: no socket, no list entry, no notification.
    const early = battleSocket(server, b, id);
    expect((await early.closed).code).toBe(4003);
    expect((await getJson(server, b, '/battle/challenges')).body).toMatchObject({ incoming: [], outgoing: [] });

    // A plays alone at once, on the battle socket, with the usual messages; B's seat says nothing.
    const sa = battleSocket(server, a, id);
    const seenByA = recordAll(sa);
    const run = await playRun(server, sa, id, (_i, right) => right);
    expect(run).toMatchObject({ type: 'run_finished', mode: 'challenge', total: 3, grid: [true, true, true] });
    const aScore = run.score as number;
    expect(aScore).toBeGreaterThan(300);
    expect(leaks(seenByA, b.username)).toEqual([]);
    expect(seenByA.find((m) => m.type === 'quiz_ready')).not.toHaveProperty('opponent_played');
    sa.close();

    // B hears it live on /ws, with no score, and sees it in the list and the notifications.
    const received = await tb.next('challenge_received');
    expect(received.data).toMatchObject({ id, friend: a.username, status: 'your_turn', my_score: null, friend_score: null, result: null });
    const listB = challengeListSchema.parse((await getJson(server, b, '/battle/challenges')).body);
    expect(listB.incoming.map((c) => [c.id, c.status])).toEqual([[id, 'your_turn']]);
    expect(listB.incoming[0]).toMatchObject({ my_score: null, friend_score: null, result: null });
    // Nor through the battle's REST views: no score of A's, no question, no review.
    const summary = await getJson(server, b, `/battle/get-battle?battle_id=${id}`);
    expect(summary.body).toMatchObject({ first_score: 0, second_score: 0, winner: null });
    expect((await getJson(server, b, `/battle/get-battle-review?battle_id=${id}`)).status).not.toBe(200);
    const listA = challengeListSchema.parse((await getJson(server, a, '/battle/challenges')).body);
    expect(listA.outgoing.map((c) => [c.id, c.status])).toEqual([[id, 'waiting']]);
    const notes = notificationsResponseSchema.parse((await getJson(server, b, '/friends/notifications')).body);
    expect(notes.challenges?.map((c) => c.id)).toEqual([id]);
    // A cannot play the turn again: a reload of its page shows its result (score and grid), nothing of B's.
    const again = battleSocket(server, a, id);
    expect(await again.next('run_finished')).toMatchObject({ mode: 'challenge', score: aScore, total: 3, grid: [true, true, true] });
    expect(await again.next('battle_end')).toMatchObject({ reason: 'finished' });
    again.close();

    // A day later (the server's clock), B plays the same questions, learning nothing of A's run until the end.
    offset += 23 * HOUR;
    const b2 = await signIn(server, b);
    const a2 = await signIn(server, a);
    const [ua, ub] = [await tab(server, a2), await tab(server, b2)];
    const sb = battleSocket(server, b2, id);
    const seenByB = recordAll(sb);
    const finished = await playRun(server, sb, id, (i, right) => (i === 0 ? right : (right + 1) % 4), 'battle_finished');
    const bScore = (finished.final_scores as Record<string, number>)[b.username] ?? -1;
    expect(finished.final_scores).toEqual({ [a.username]: aScore, [b.username]: bScore });
    expect(finished).toMatchObject({ winner: a.username, result: 'lose' });
    expect(leaks(seenByB, a.username)).toEqual([]);
    expect(seenByB.filter((m) => m.type === 'next_question').length).toBe(3);
    // B is told only that A has played (the quiz shows "played", no score).
    expect(seenByB.find((m) => m.type === 'quiz_ready')).toMatchObject({ opponent: a.username, opponent_played: true });

    for (const t of [ua, ub]) {
      const heard = await t.next('battle_finished');
      expect((heard.data as Record<string, unknown>).final_scores).toEqual({ [a.username]: aScore, [b.username]: bScore });
    }
    const row = await battleRow(server, id);
    expect(row).toMatchObject({ status: 'finished', firstScore: aScore, secondScore: bScore, winner: a.username });
    const after = { a: await statsOf(server, a), b: await statsOf(server, b) };
    expect(after.a?.totalBattle).toBe((before.a?.totalBattle ?? 0) + 1);
    expect(after.a?.winBattle).toBe((before.a?.winBattle ?? 0) + 1);
    expect(after.b?.totalBattle).toBe((before.b?.totalBattle ?? 0) + 1);
    expect(after.b?.winBattle).toBe(before.b?.winBattle ?? 0);

    const done = challengeListSchema.parse((await getJson(server, b2, '/battle/challenges')).body);
    expect(done.finished[0]).toMatchObject({ id, status: 'finished', my_score: bScore, friend_score: aScore, result: 'lose' });
    // The finished battle replays its result; no second turn.
    const late = battleSocket(server, b2, id);
    await late.next('battle_end');
    for (const c of [ta, tb, ua, ub, sb, late]) c.close();
  });

  it('refuses a stranger, a blocked player, the eleventh pending challenge and bad input', async () => {
    const { a, b, ta, tb } = await friends(server);
    const stranger = await player(server);
    expect(await challenge(server, a, stranger.username)).toMatchObject({ status: 403, body: { code: 'not_friends' } });
    expect(await challenge(server, a, a.username)).toMatchObject({ status: 403 });
    expect((await challenge(server, a, b.username, 'curling')).status).toBe(422);
    expect((await challenge(server, a, b.username, 'soccer', 'legendary')).status).toBe(422);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/battle/challenge',
          payload: { friend_username: b.username, sport: 'soccer', level: 'easy' },
        })
      ).statusCode,
    ).toBe(401);
    for (let i = 0; i < 10; i += 1) expect((await challenge(server, a, b.username)).status).toBe(201);
    expect(await challenge(server, a, b.username)).toMatchObject({ status: 409, body: { code: 'too_many_challenges' } });

    const { a: c, b: d, ta: tc, tb: td } = await friends(server);
    td.send({ type: 'block_user', friend_username: c.username });
    await eventually(async () => (await challenge(server, c, d.username)).status === 403);
    expect(await challenge(server, c, d.username)).toMatchObject({ status: 403, body: { code: 'user_blocked' } });
    for (const s of [ta, tb, tc, td]) s.close();
  });

  it('declines: both hear challenge_declined, nobody counts it, the friend cannot play it', async () => {
    const { a, b, ta, tb } = await friends(server);
    const id = (await challenge(server, a, b.username)).body.id as string;
    const sa = battleSocket(server, a, id);
    await playRun(server, sa, id, () => null);
    await tb.next('challenge_received');
    tb.send({ type: 'decline_challenge', challenge_id: id });
    for (const t of [ta, tb]) expect((await t.next('challenge_declined')).data).toEqual({ challenge_id: id, by: b.username });
    expect((await battleRow(server, id))?.status).toBe('cancelled');
    expect((await battleSocket(server, b, id).next('battle_end')).reason).toBe('cancelled');
    const list = challengeListSchema.parse((await getJson(server, a, '/battle/challenges')).body);
    expect(list.finished.find((c) => c.id === id)).toMatchObject({ status: 'declined', my_score: null });
    // A second decline (or a stranger's) is refused.
    tb.send({ type: 'decline_challenge', challenge_id: id });
    expect((await tb.next('error')).code).toBe('challenge_not_found');
    expect((await statsOf(server, a))?.totalBattle).toBe(0);
    for (const s of [ta, tb, sa]) s.close();
  });

  it('withdraws: only the challenger, before the friend plays; whoever heard of it hears it, nobody counts it', async () => {
    const { a, b, ta, tb } = await friends(server);
    // Before A played: B never heard of it, so only A's tabs hear it withdrawn and B's list never shows it.
    const early = (await challenge(server, a, b.username)).body.id as string;
    expect(await withdraw(server, b, early)).toMatchObject({ status: 404, body: { code: 'challenge_not_found' } });
    expect(await withdraw(server, a, early)).toMatchObject({ status: 200, body: { id: early, status: 'withdrawn' } });
    expect((await ta.next('challenge_withdrawn')).data).toEqual({ challenge_id: early, by: a.username });
    expect((await battleRow(server, early))?.status).toBe('cancelled');

    // After A played: B heard of it; both hear it withdrawn, and B can no longer play it.
    const id = (await challenge(server, a, b.username)).body.id as string;
    const sa = battleSocket(server, a, id);
    await playRun(server, sa, id, () => null);
    await tb.next('challenge_received');
    expect((await withdraw(server, a, id)).status).toBe(200);
    for (const t of [ta, tb]) expect((await t.next('challenge_withdrawn')).data).toEqual({ challenge_id: id, by: a.username });
    expect((await battleSocket(server, b, id).next('battle_end')).reason).toBe('cancelled');
    const mine = challengeListSchema.parse((await getJson(server, a, '/battle/challenges')).body);
    expect(mine.finished.filter((c) => c.id === id || c.id === early).map((c) => c.status)).toEqual(['withdrawn', 'withdrawn']);
    const theirs = challengeListSchema.parse((await getJson(server, b, '/battle/challenges')).body);
    expect(theirs.finished.map((c) => c.id)).toEqual([id]);
    expect(theirs.finished[0]).toMatchObject({ status: 'withdrawn', my_score: null, friend_score: null });
    expect(await withdraw(server, a, id)).toMatchObject({ status: 404, body: { code: 'challenge_not_found' } });
    expect((await withdraw(server, a, 'not-an-id')).status).toBe(422);
    expect((await server.app.inject({ method: 'DELETE', url: `/battle/challenges/${id}` })).statusCode).toBe(401);

    // A turn being played cannot be taken back.
    const playing = (await challenge(server, a, b.username)).body.id as string;
    const turn = battleSocket(server, a, playing);
    await turn.next('quiz_ready');
    expect(await withdraw(server, a, playing)).toMatchObject({ status: 409, body: { code: 'challenge_in_play' } });
    expect((await statsOf(server, a))?.totalBattle).toBe(0);
    for (const s of [ta, tb, sa, turn]) s.close();
  });

  it("ends a deleted player's open challenges: the friend hears them expired, counted for nobody", async () => {
    const { a, b, ta, tb } = await friends(server);
    // One from A that B has heard of, and one from B waiting for A.
    const sent = (await challenge(server, a, b.username)).body.id as string;
    const sa = battleSocket(server, a, sent);
    await playRun(server, sa, sent, () => null);
    await tb.next('challenge_received');
    const received = (await challenge(server, b, a.username)).body.id as string;
    const sb = battleSocket(server, b, received);
    await playRun(server, sb, received, () => null);
    await ta.next('challenge_received');

    ta.send({ type: 'delete_user', token: a.token, username: a.username });
    await ta.next('user_deleted');
    const heard = [(await tb.next('challenge_expired')).data, (await tb.next('challenge_expired')).data];
    expect(heard).toEqual(expect.arrayContaining([{ challenge_id: sent }, { challenge_id: received }]));
    for (const id of [sent, received]) expect((await battleRow(server, id))?.status).toBe('cancelled');
    const list = challengeListSchema.parse((await getJson(server, b, '/battle/challenges')).body);
    expect([...list.incoming, ...list.outgoing, ...list.finished].filter((c) => c.id === sent || c.id === received)).toEqual([]);
    expect((await battleSocket(server, b, sent).next('battle_end')).reason).toBe('cancelled');
    expect((await statsOf(server, b))?.totalBattle).toBe(0);
    for (const s of [ta, tb, sa, sb]) s.close();
  });

  it('expires after CHALLENGE_TTL_H: challenge_expired to both, counted for nobody', async () => {
    const { a, b, ta, tb } = await friends(server);
    const id = (await challenge(server, a, b.username)).body.id as string;
    offset += 25 * HOUR;
    for (const t of [ta, tb]) expect((await t.next('challenge_expired')).data).toEqual({ challenge_id: id });
    expect((await battleRow(server, id))?.status).toBe('cancelled');
    const a2 = await signIn(server, a);
    expect((await battleSocket(server, a2, id).next('battle_end')).reason).toBe('cancelled');
    const list = challengeListSchema.parse((await getJson(server, a2, '/battle/challenges')).body);
    expect(list.finished.find((c) => c.id === id)?.status).toBe('expired');
    expect((await statsOf(server, b))?.totalBattle).toBe(0);
    for (const s of [ta, tb]) s.close();
  });
});

describe.each(BACKENDS)("a challenge whose challenger deletes their account during the friend's turn (%s)", (backend) => {
  let server: TestServer;
  const logLines: Array<{ level: number; msg?: string }> = [];
  beforeAll(async () => {
    server = await startTestServer({
      backend,
      listen: true,
      // Long rounds: the friend is still on the first question when the challenger's account goes.
      env: { ...ENV, BATTLE_QUESTION_MS: '30000' },
      logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(JSON.parse(line) as { level: number }) } },
    });
  });
  afterAll(() => server.close());

  it('ends the run for the friend with opponent_left: told why, counted for nobody, no error logged', async () => {
    const { a, b, ta, tb } = await friends(server);
    const id = (await challenge(server, a, b.username)).body.id as string;
    // Answered at once: each of A's rounds closes without waiting for its deadline.
    await playRun(server, battleSocket(server, a, id), id, (_i, right) => right);
    await tb.next('challenge_received');
    const sb = battleSocket(server, b, id);
    const seenByB = recordAll(sb);
    await sb.next('quiz_ready');
    await sb.next('next_question', (m) => m.question_index === 0, 10_000);
    const errorsBefore = logLines.filter((l) => l.level >= 50).length;

    ta.send({ type: 'delete_user', token: a.token, username: a.username });
    await ta.next('user_deleted');
    const ended = await sb.next('battle_end');
    expect(ended).toMatchObject({ battle_id: id, reason: 'opponent_left' });
    expect(ended.message).toMatch(/other player left/);
    expect(seenByB.filter((m) => m.type === 'battle_finished' || m.type === 'error')).toEqual([]);
    expect((await tb.next('battle_cancelled')).data).toMatchObject({ id, reason: 'opponent_left' });
    expect((await battleRow(server, id))?.status).toBe('cancelled');
    expect((await statsOf(server, b))?.totalBattle).toBe(0);
    expect(logLines.filter((l) => l.level >= 50).slice(errorsBefore)).toEqual([]);
    for (const s of [ta, tb, sb]) s.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)('friend challenges across two instances', () => {
  let pair: InstancePair;
  let offset = 0;
  beforeAll(async () => {
    pair = await startInstancePair({
      listen: true,
      env: { ...ENV, JWT_SECRET: randomBytes(32).toString('hex') },
      clock: { now: () => Date.now() + offset },
    });
  });
  afterAll(() => pair?.close());

  it('A plays on one instance, B hears it and plays on the other a day later; one result, heard on both', async () => {
    const { one, two } = pair;
    const a = await player(one);
    const b = await player(two);
    const [ta, tb] = [await tab(one, a), await tab(two, b)];
    await befriend(ta, a, tb, b);
    const id = (await challenge(one, a, b.username)).body.id as string;
    const run = await playRun(one, battleSocket(one, a, id), id, (_i, right) => right);
    expect((await tb.next('challenge_received')).data).toMatchObject({ id, status: 'your_turn', friend_score: null });

    offset += 20 * HOUR;
    const sb = battleSocket(two, await signIn(two, b), id);
    const finished = await playRun(two, sb, id, () => null, 'battle_finished');
    expect(finished).toMatchObject({ winner: a.username, final_scores: { [a.username]: run.score, [b.username]: 0 } });
    expect(((await ta.next('battle_finished')).data as Record<string, unknown>).winner).toBe(a.username);
    expect((await statsOf(one, a))?.winBattle).toBe(1);
    expect((await statsOf(two, b))?.totalBattle).toBe(1);
    for (const s of [ta, tb, sb]) s.close();
  });

  it('a withdrawal on one instance is heard by both players on the other', async () => {
    const { one, two } = pair;
    const a = await player(one);
    const b = await player(two);
    const [ta, tb] = [await tab(two, a), await tab(two, b)];
    await befriend(ta, a, tb, b);
    const id = (await challenge(one, a, b.username)).body.id as string;
    await playRun(one, battleSocket(one, a, id), id, () => null);
    await tb.next('challenge_received');
    const res = await one.app.inject({ method: 'DELETE', url: `/battle/challenges/${id}`, headers: auth(a) });
    expect(res.statusCode).toBe(200);
    for (const t of [ta, tb]) expect((await t.next('challenge_withdrawn')).data).toEqual({ challenge_id: id, by: a.username });
    expect((await battleRow(two, id))?.status).toBe('cancelled');
    for (const s of [ta, tb]) s.close();
  });
});
