import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battles } from '../../platform/db/schema.js';
import { BACKENDS, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { auth, createBattle, player } from './testing.js';

describe.each(BACKENDS)('battles REST (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.close());

  const post = (url: string, user?: TestUser) => server.app.inject({ method: 'POST', url, headers: user ? auth(user) : {} });
  const get = (url: string, user?: TestUser) => server.app.inject({ method: 'GET', url, headers: user ? auth(user) : {} });

  describe('POST /battle/create', () => {
    it('creates a waiting battle for the token user', async () => {
      const alice = await player(server);
      const res = await post(`/battle/create?first_opponent=${alice.username}&sport=soccer&level=easy`, alice);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        first_opponent: alice.username,
        second_opponent: '',
        sport: 'soccer',
        level: 'easy',
        creator_avatar: '',
        created_at: expect.any(String),
        status: 'waiting',
      });
    });

    it("accepts 'football' as soccer and works without first_opponent", async () => {
      const alice = await player(server);
      const res = await post('/battle/create?sport=football&level=medium', alice);
      expect(res.statusCode).toBe(201);
      expect(res.json().sport).toBe('soccer');
    });

    it('requires a token, and refuses to create for someone else (403)', async () => {
      const alice = await player(server);
      const bob = await player(server);
      expect((await post(`/battle/create?first_opponent=${alice.username}&sport=soccer&level=easy`)).statusCode).toBe(401);
      const res = await post(`/battle/create?first_opponent=${alice.username}&sport=soccer&level=easy`, bob);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    });

    it.each([
      ['level=easy', 'sport_required', 'Please select a sport'],
      ['sport=&level=easy', 'sport_required', 'Please select a sport'],
      ['sport=soccer', 'level_required', 'Please select a difficulty level'],
      ['sport=chess&level=easy', 'invalid_sport', 'Unknown sport: chess'],
      ['sport=soccer&level=expert', 'invalid_level', 'Unknown level: expert'],
    ])('%s -> 422 %s', async (query, code, detail) => {
      const alice = await player(server);
      const res = await post(`/battle/create?${query}`, alice);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code, detail });
    });

    it('allows up to 3 waiting battles, and one per sport and level', async () => {
      const alice = await player(server);
      for (const level of ['easy', 'medium', 'hard']) await createBattle(server, alice, 'soccer', level);
      const fourth = await post('/battle/create?sport=basketball&level=easy', alice);
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toEqual({ code: 'battle_limit', detail: 'You can have up to 3 active battles at a time' });

      const bob = await player(server);
      await createBattle(server, bob, 'basketball', 'hard');
      const again = await post('/battle/create?sport=basketball&level=hard', bob);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'battle_duplicate', detail: 'You already have a basketball hard battle waiting' });
    });

    it('checks the limit one create at a time, even when they arrive together', async () => {
      const carol = await player(server);
      const results = await Promise.all(
        ['soccer', 'basketball', 'baseball', 'cricket', 'soccer'].map((sport, i) =>
          post(`/battle/create?sport=${sport}&level=${i === 4 ? 'easy' : 'medium'}`, carol),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    });
  });

  describe('GET /battle/get-battle', () => {
    it('answers sport, level, duration in minutes and status; 404 for an unknown id; 401 without a token', async () => {
      const alice = await player(server);
      const id = await createBattle(server, alice, 'basketball', 'medium');
      const res = await get(`/battle/get-battle?battle_id=${id}`, alice);
      expect(res.statusCode).toBe(200);
      // 10 s countdown + 10 x (10 s + 0.3 s grace) + 9 x 3 s pause = 140 s -> 3 minutes
      expect(res.json()).toMatchObject({
        id,
        sport: 'basketball',
        level: 'medium',
        duration: 3,
        status: 'waiting',
        total_questions: 10,
        first_opponent: alice.username,
      });
      expect((await get('/battle/get-battle?battle_id=00000000-0000-0000-0000-000000000000', alice)).statusCode).toBe(404);
      expect((await get('/battle/get-battle?battle_id=not-a-uuid', alice)).json().code).toBe('battle_not_found');
      expect((await get(`/battle/get-battle?battle_id=${id}`)).statusCode).toBe(401);
    });
  });

  describe('history, feed and repair', () => {
    let alice: TestUser;
    let bob: TestUser;
    let carol: TestUser;
    const ids: Record<string, string> = {};

    /** Finished battles as the engine writes them (alice first opponent unless swapped), oldest first. */
    beforeAll(async () => {
      alice = await player(server);
      bob = await player(server);
      carol = await player(server);
      for (const u of [alice, bob, carol]) ids[u.username] = (await server.platform.users.findByUsername(u.username))!.id;
      const rows: Array<[TestUser, TestUser, number, number, string | null, string]> = [
        [alice, bob, 500, 300, alice.username, 'soccer'],
        [alice, bob, 400, 400, null, 'soccer'],
        [bob, alice, 700, 200, bob.username, 'basketball'],
        [alice, carol, 300, 100, alice.username, 'soccer'],
        // A forfeit: bob led but left, alice won.
        [bob, alice, 600, 100, alice.username, 'soccer'],
        [carol, bob, 100, 0, carol.username, 'soccer'],
      ];
      const base = Date.UTC(2025, 0, 1);
      await server.platform.db.insert(battles).values(
        rows.map(([a, b, sa, sb, winner, sport], i) => ({
          firstOpponentId: ids[a.username],
          firstOpponent: a.username,
          secondOpponentId: ids[b.username],
          secondOpponent: b.username,
          sport,
          level: 'easy',
          status: 'finished',
          firstScore: sa,
          secondScore: sb,
          winner,
          createdAt: new Date(base + i * 60_000),
          startedAt: new Date(base + i * 60_000),
          finishedAt: new Date(base + i * 60_000 + 30_000),
        })),
      );
    });

    it("returns the player's finished battles newest first, with the viewer's result and the score", async () => {
      const res = await get(`/battle/get_all_battles?username=${alice.username}`, alice);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(5);
      expect(list[0]).toMatchObject({
        first_opponent: bob.username,
        second_opponent: alice.username,
        first_opponent_score: 600,
        second_opponent_score: 100,
        result: 'win',
        score: '600 : 100',
        level: 'easy',
      });
      expect(list.map((r: { result: string }) => r.result)).toEqual(['win', 'win', 'lose', 'draw', 'win']);
    });

    it('pages with a total when page is given, and filters by sport and result', async () => {
      const page = (await get(`/battle/get_all_battles?username=${alice.username}&page=2&page_size=2`, alice)).json();
      expect(page).toMatchObject({ total: 5, page: 2, page_size: 2, pages: 3 });
      expect(page.items.map((r: { result: string }) => r.result)).toEqual(['lose', 'draw']);
      const wins = (await get(`/battle/get_all_battles?username=${alice.username}&page=1&result=win&sport=football`, alice)).json();
      expect(wins.total).toBe(3);
      const lost = (await get(`/battle/get_all_battles?page=1&result=lose`, alice)).json();
      expect(lost.items).toHaveLength(1);
      expect(lost.items[0].sport).toBe('basketball');
    });

    it("refuses another player's history and feed (403) and requires a token", async () => {
      expect((await get(`/battle/get_all_battles?username=${alice.username}`, carol)).statusCode).toBe(403);
      expect((await get(`/db/get-user-battles?username=${alice.username}`, carol)).statusCode).toBe(403);
      expect((await get(`/battle/get_all_battles?username=${alice.username}`)).statusCode).toBe(401);
      expect((await get(`/db/get-user-battles?username=${alice.username}`)).statusCode).toBe(401);
    });

    it('feeds the dashboard with id, opponents, status, winner, scores and sport', async () => {
      const feed = (await get(`/db/get-user-battles?username=${carol.username}`, carol)).json();
      expect(feed).toHaveLength(2);
      expect(feed[0]).toEqual(
        expect.objectContaining({
          first_opponent: carol.username,
          second_opponent: bob.username,
          status: 'finished',
          winner: carol.username,
          first_score: 100,
          second_score: 0,
          sport: 'soccer',
        }),
      );
    });

    it('shows scores only to the players in the battle summary', async () => {
      const [first] = (await get(`/battle/get_all_battles?username=${carol.username}`, carol)).json();
      expect((await get(`/battle/get-battle?battle_id=${first.id}`, carol)).json()).toMatchObject({
        first_score: 100,
        winner: carol.username,
      });
      expect((await get(`/battle/get-battle?battle_id=${first.id}`, alice)).json()).toMatchObject({
        first_score: null,
        second_score: null,
        winner: null,
      });
    });

    it('repair-user-battles recomputes the stats from the records, and running it again changes nothing', async () => {
      expect((await post('/db/repair-user-battles')).statusCode).toBe(401);
      const first = await post('/db/repair-user-battles', alice);
      expect(first.statusCode).toBe(200);
      // In order: win, draw, lose, win, win -> 5 played, 3 won, 60 %, streak 2.
      expect(first.json()).toEqual({
        message: expect.any(String),
        new_stats: { totalBattle: 5, winBattle: 3, winRate: 60, streak: 2, ranking: expect.any(Number) },
      });
      const second = await post('/db/repair-user-battles', alice);
      expect(second.json()).toEqual(first.json());
      const row = await server.platform.users.findByUsername(alice.username);
      expect(row).toMatchObject({ totalBattle: 5, winBattle: 3, winRate: 60, streak: 2 });
      // bob: lose, draw, win, lose, lose -> streak 0
      expect((await post('/db/repair-user-battles', bob)).json().new_stats).toMatchObject({
        totalBattle: 5,
        winBattle: 1,
        winRate: 20,
        streak: 0,
      });
    });
  });
});
