import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { dailyLeaderboardSchema, dailyResponseSchema, dailyShareGrid } from '@fanclash/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../platform/db/schema.js';
import { answersOf } from '../battles/answer-lists.js';
import { BACKENDS, startInstancePair, startTestServer, type InstancePair, type TestServer, type TestUser } from '../../test/harness.js';
import { FAST_BATTLES, auth, battleRow, battleSocket, correctIndexes, player } from '../battles/testing.js';
import { getJson, playRun } from '../challenges/testing.js';
import { dayOf, drawDaily, nextDayAt } from './draw.js';

async function start(server: TestServer, user: TestUser, sport = 'soccer') {
  const res = await server.app.inject({ method: 'POST', url: `/daily/${sport}/start`, headers: auth(user) });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

describe('the daily draw', () => {
  it('is the same list for a date and sport, another for another day, spread over levels', () => {
    const one = drawDaily('2026-11-27', 'soccer', 10);
    expect(one).toHaveLength(10);
    expect(new Set(one).size).toBe(10);
    expect(drawDaily('2026-11-27', 'soccer', 10)).toEqual(one);
    expect(drawDaily('2026-11-28', 'soccer', 10)).not.toEqual(one);
    expect(dayOf(Date.UTC(2026, 10, 27, 23, 59))).toBe('2026-11-27');
    expect(nextDayAt(Date.UTC(2026, 10, 27, 23, 59))).toBe(Date.UTC(2026, 10, 28));
  });

  it('shares a grid of squares and nothing else', () => {
    expect(dailyShareGrid([true, false, null])).toBe('🟩🟥⬜');
  });
});

describe.each(BACKENDS)('the daily challenge (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: FAST_BATTLES });
  });
  afterAll(() => server.close());

  it('gives two players the same questions in the same order and refuses a second start', async () => {
    const [ann, ben] = [await player(server, 'en'), await player(server, 'ru')];
    const first = await start(server, ann, 'tennis');
    const second = await start(server, ben, 'tennis');
    expect([first.status, second.status]).toEqual([201, 201]);
    const [ra, rb] = [await battleRow(server, first.body.battle_id as string), await battleRow(server, second.body.battle_id as string)];
    expect(ra?.questionIds).toHaveLength(3);
    expect(rb?.questionIds).toEqual(ra?.questionIds);
    expect(ra).toMatchObject({ opponentKind: 'daily', status: 'active' });
    expect(await start(server, ann, 'tennis')).toMatchObject({ status: 409, body: { code: 'daily_played' } });
    expect((await start(server, ann, 'curling')).status).toBe(422);
    expect((await server.app.inject({ method: 'POST', url: '/daily/tennis/start' })).statusCode).toBe(401);
  });

  it('plays a run alone, counts a run left halfway, and ranks by score, then total time', async () => {
    const [fast, wrong, idle, idler, quitter] = [
      await player(server),
      await player(server),
      await player(server),
      await player(server),
      await player(server),
    ];
    const runOf = async (user: TestUser) => {
      const id = (await start(server, user, 'basketball')).body.battle_id as string;
      return { id, socket: battleSocket(server, user, id) };
    };
    const f = await runOf(fast);
    const done = await playRun(server, f.socket, f.id, (_i, right) => right);
    expect(done).toMatchObject({ mode: 'daily', total: 3, grid: [true, true, true] });
    // A reload of the run's page: its own result again (score and grid), never a battle against nobody.
    const reload = battleSocket(server, fast, f.id);
    expect(await reload.next('run_finished')).toMatchObject({
      mode: 'daily',
      sport: 'basketball',
      score: done.score,
      total: 3,
      grid: [true, true, true],
      date: dayOf(Date.now()),
    });
    expect(await reload.next('battle_end')).toMatchObject({ reason: 'finished' });
    reload.close();
    const w = await runOf(wrong);
    expect(await playRun(server, w.socket, w.id, (_i, right) => (right + 1) % 4)).toMatchObject({ score: 0, grid: [false, false, false] });
    const i = await runOf(idle);
    expect(await playRun(server, i.socket, i.id, () => null)).toMatchObject({ score: 0, grid: [null, null, null] });
    // The same score and the same total time as `idle`: who finished first ranks first.
    const i2 = await runOf(idler);
    await playRun(server, i2.socket, i2.id, () => null);

    // Left after one right answer: counted with that answer.
    const q = await runOf(quitter);
    await q.socket.next('quiz_ready');
    const question = await q.socket.next('next_question', () => true, 5_000);
    const index = (await correctIndexes(server, q.id))[0] ?? 0;
    const text = (question.question as { answers: Array<{ text: string }> }).answers[index]?.text;
    q.socket.send({ type: 'submit_answer', battle_id: q.id, question_index: 0, answer: text });
    const kept = await q.socket.next('answer_submitted');
    // Kept while the run is in play (a server lost now would leave it counted with this answer).
    await vi.waitFor(async () => {
      expect(await battleRow(server, q.id)).toMatchObject({ status: 'active', firstScore: kept.points });
      const rows = await answersOf(server.platform.db, q.id);
      expect(rows.map((r) => [r.question_index, r.correct])).toEqual([[0, true]]);
    });
    q.socket.send({ type: 'quit_battle' });
    const left = await q.socket.next('run_finished');
    expect(left.grid).toEqual([true, null, null]);

    const today = dailyResponseSchema.parse((await getJson(server, quitter, '/daily')).body);
    expect(today.sports.find((s) => s.sport === 'basketball')).toMatchObject({ played: true, score: left.score, grid: [true, null, null] });
    expect(today.sports.find((s) => s.sport === 'soccer')).toMatchObject({ played: false });
    expect(today.ms_to_next).toBeGreaterThan(0);
    expect(await start(server, quitter, 'basketball')).toMatchObject({ status: 409 });

    const board = dailyLeaderboardSchema.parse((await getJson(server, idle, '/daily/basketball/leaderboard?limit=10')).body);
    const names = board.entries.map((e) => e.username);
    expect(names).toEqual([fast.username, quitter.username, wrong.username, idle.username, idler.username]);
    expect(board.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(board.players).toBe(5);
    expect(board.me).toMatchObject({ username: idle.username, rank: 4, score: 0, total_ms: 3 * 400 });
    const page = dailyLeaderboardSchema.parse((await getJson(server, idle, '/daily/basketball/leaderboard?limit=1&offset=1')).body);
    expect(page.entries.map((e) => e.username)).toEqual([quitter.username]);
    expect((await getJson(server, idle, '/daily/basketball/leaderboard?date=yesterday')).status).toBe(422);

    // History (kind daily), no stats.
    const [row] = await server.platform.db.select().from(users).where(eq(users.username, fast.username));
    expect(row?.totalBattle).toBe(0);
    const history = await getJson<{ battles?: Array<Record<string, unknown>> } & Record<string, unknown>>(
      server,
      fast,
      `/battle/get_all_battles?username=${fast.username}&page=1`,
    );
    expect(JSON.stringify(history.body)).toContain(f.id);
    expect(JSON.stringify(history.body)).toContain('"opponent_kind":"daily"');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)('the daily challenge across two instances', () => {
  let pair: InstancePair;
  beforeAll(async () => {
    pair = await startInstancePair({ listen: true, env: { ...FAST_BATTLES, JWT_SECRET: randomBytes(32).toString('hex') } });
  });
  afterAll(() => pair?.close());

  it('refuses a second start on the other instance, and both instances draw the same list', async () => {
    const { one, two } = pair;
    const [ann, ben] = [await player(one), await player(two)];
    const starts = await Promise.all([start(one, ann, 'hockey'), start(two, ann, 'hockey')]);
    expect(starts.map((s) => s.status).sort()).toEqual([201, 409]);
    const other = await start(two, ben, 'hockey');
    const mine = starts.find((s) => s.status === 201);
    expect((await battleRow(two, other.body.battle_id as string))?.questionIds).toEqual(
      (await battleRow(one, mine?.body.battle_id as string))?.questionIds,
    );
  });
});
