import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardEntry, LeaderboardPage } from '@fanclash/protocol';
import { BACKENDS, signUp, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { bearer, setStats, TEST_ENV } from '../users/test-support.js';
import { seedPlayers } from './seed.js';
import { createLeaderboardStore } from './store.js';

describe.each(BACKENDS)('GET /db/get-leaderboard (%s)', (backend) => {
  let server: TestServer;
  const players: Record<'top' | 'second' | 'third' | 'fourth' | 'tieA' | 'tieB' | 'loser' | 'idle', TestUser> = {} as never;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  beforeAll(async () => {
    // A board of its own, so every rank is known.
    server = await startTestServer({ backend, env: TEST_ENV });
    const suffix = String(Date.now() % 100000);
    for (const [key, username] of [
      ['top', `lb_top_${suffix}`],
      ['second', `lb_second_${suffix}`],
      ['third', `lb_third_${suffix}`],
      ['fourth', `lb_fourth_${suffix}`],
      ['tieA', `tie_${suffix}_a`],
      ['tieB', `tie_${suffix}_b`],
      ['loser', `lb_loser_${suffix}`],
      ['idle', `lb_idle_${suffix}`],
    ] as const) {
      players[key] = await signUp(server, { username });
    }
    // wins first, then win rate, then streak, then name.
    await setStats(server, players.top.username, { winBattle: 12, totalBattle: 100, winRate: 12, streak: 0 });
    await setStats(server, players.second.username, { winBattle: 10, totalBattle: 16, winRate: 60, streak: 3 });
    await setStats(server, players.third.username, { winBattle: 10, totalBattle: 16, winRate: 60, streak: 1 });
    await setStats(server, players.fourth.username, { winBattle: 10, totalBattle: 20, winRate: 50, streak: 9 });
    await setStats(server, players.tieA.username, { winBattle: 5, totalBattle: 10, winRate: 50, streak: 2 });
    await setStats(server, players.tieB.username, { winBattle: 5, totalBattle: 10, winRate: 50, streak: 2 });
    // Lost every battle: ranked, though an unranked newcomer (idle: no battle) sorts before by name.
    await setStats(server, players.loser.username, { winBattle: 0, totalBattle: 3, winRate: 0, streak: 0 });
    // Ranks come from the order kept in memory; on PostgreSQL it hears of these changes a moment after their commits.
    await server.platform.users.standingsSettled();
  });
  afterAll(() => server.close());

  const expectedOrder = () =>
    [players.top, players.second, players.third, players.fourth, players.tieA, players.tieB, players.loser].map((p) => p.username);

  it('requires no token and answers the spec plain list of entries by default', async () => {
    const res = await get('/db/get-leaderboard');
    expect(res.statusCode).toBe(200);
    const entries = res.json<LeaderboardEntry[]>();
    expect(Array.isArray(entries)).toBe(true);
    expect(entries[0]).toEqual({ rank: 1, username: players.top.username, avatar: '', wins: 12, winRate: 12, streak: 0 });
    expect(JSON.stringify(entries)).not.toMatch(/@|email|password/i);
  });

  it('orders by wins, then win rate, then streak, then username, and lists ranked players only', async () => {
    const entries = (await get('/db/get-leaderboard')).json<LeaderboardEntry[]>();
    expect(entries.map((e) => e.username)).toEqual(expectedOrder());
    expect(entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('agrees with the ranking on the profile, a player without a win included', async () => {
    // Read from the order in memory, not counted: the profile's rank and the board's ORDER BY are two ways.
    expect(server.platform.users.rankSource()).toBe('memory');
    const profile = await get(`/db/get-user-by-username?username=${players.fourth.username}`);
    expect(profile.json().ranking).toBe(4);
    const loser = await get(`/db/get-user-by-username?username=${players.loser.username}`);
    expect(loser.json().ranking).toBe(7);
  });

  it('shows a player with no battle as unranked (null), not #1, on the profile and as `me`', async () => {
    const newcomer = await signUp(server, { username: `aaa_new_${Date.now() % 100000}` });
    expect((await get(`/db/get-user-by-username?username=${newcomer.username}`)).json().ranking).toBeNull();
    expect((await get(`/db/get-user-by-username?username=${newcomer.username}`, bearer(newcomer))).json().ranking).toBeNull();
    const page = (await get('/db/get-leaderboard?limit=10', bearer(newcomer))).json<LeaderboardPage>();
    expect(page.me).toEqual({ rank: null, username: newcomer.username, avatar: '', wins: 0, winRate: 0, streak: 0 });
    expect(page.entries.map((e) => e.username)).not.toContain(newcomer.username);
  });

  it('pages with limit and offset, or limit and page, in an envelope', async () => {
    const byOffset = (await get('/db/get-leaderboard?limit=2&offset=2')).json<LeaderboardPage>();
    expect(byOffset).toMatchObject({ total: 7, limit: 2, offset: 2, me: null });
    expect(byOffset.entries.map((e) => [e.rank, e.username])).toEqual([
      [3, players.third.username],
      [4, players.fourth.username],
    ]);
    const byPage = (await get('/db/get-leaderboard?limit=2&page=2')).json<LeaderboardPage>();
    expect(byPage).toEqual(byOffset);
    const defaults = (await get('/db/get-leaderboard?page=1')).json<LeaderboardPage>();
    expect(defaults.limit).toBe(50);
    expect(defaults.entries).toHaveLength(7);
    const beyond = (await get('/db/get-leaderboard?offset=100')).json<LeaderboardPage>();
    expect(beyond).toMatchObject({ entries: [], total: 7, offset: 100 });
  });

  it("adds the caller's own entry as `me`, even off the page", async () => {
    const off = (await get('/db/get-leaderboard?limit=2', bearer(players.idle))).json<LeaderboardPage>();
    expect(off.entries.map((e) => e.username)).not.toContain(players.idle.username);
    expect(off.me).toEqual({ rank: null, username: players.idle.username, avatar: '', wins: 0, winRate: 0, streak: 0 });
    const below = (await get('/db/get-leaderboard?limit=2', bearer(players.loser))).json<LeaderboardPage>();
    expect(below.me).toEqual({ rank: 7, username: players.loser.username, avatar: '', wins: 0, winRate: 0, streak: 0 });
    const on = (await get('/db/get-leaderboard?limit=3', bearer(players.second))).json<LeaderboardPage>();
    expect(on.me).toEqual(on.entries[1]);
    const viaQuery = (await get(`/db/get-leaderboard?limit=1&token=${players.tieB.token}`)).json<LeaderboardPage>();
    expect(viaQuery.me?.rank).toBe(6);
  });

  it('shows visitors and stale tokens the board, without `me`', async () => {
    const stale = await get('/db/get-leaderboard?limit=5', { authorization: 'Bearer not-a-token' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().me).toBeNull();
  });

  it.each(['limit=0', 'limit=101', 'limit=ten', 'offset=-1', 'page=0', 'offset=2&page=2', 'limit=1.5'])(
    'refuses %s with 422',
    async (query) => {
      const res = await get(`/db/get-leaderboard?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('validation_error');
    },
  );
});

describe.each(BACKENDS)('leaderboard with 100,000 players (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: TEST_ENV });
    await seedPlayers(server.platform.db, 100_000);
  }, 120_000);
  afterAll(() => server.close());

  const plan = async (limit: number, offset: number) => {
    const query = createLeaderboardStore(server.platform.db).pageQuery(limit, offset);
    const result = (await server.platform.db.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
  };

  it.each([
    ['the first page', 50, 0],
    ['a deep page', 100, 50_000],
  ])('walks users_leaderboard_idx for %s, with no sort', async (_label, limit, offset) => {
    const text = await plan(limit, offset);
    expect(text).toMatch(/Index Scan using users_leaderboard_idx/);
    expect(text).not.toMatch(/\bSort\b/);
  });

  it('answers a page and the total', async () => {
    const res = await server.app.inject({ url: '/db/get-leaderboard?limit=100&page=3' });
    const body = res.json<LeaderboardPage>();
    // Ranked players only: the seed gives one player in 400 no battle (total = 7919 g mod 400).
    expect(body.total).toBe(100_000 - 100_000 / 400);
    expect(body.entries[0]?.rank).toBe(201);
    const wins = body.entries.map((e) => e.wins);
    expect(wins).toEqual([...wins].sort((a, b) => b - a));
  });
});
