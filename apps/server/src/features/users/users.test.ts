import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { displayName } from './dto.js';
import { bearer, setStats, TEST_ENV } from './test-support.js';

describe.each(BACKENDS)('GET /db/get-user-by-username (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: TEST_ENV });
  });
  afterAll(() => server.close());

  const get = (username: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url: `/db/get-user-by-username?username=${username}`, headers });
  const PUBLIC_FIELDS = ['avatar', 'favourite', 'ranking', 'streak', 'totalBattle', 'username', 'winBattle', 'winRate'];

  it('gives the owner the full record (header or ?token), with e-mail, language and lists', async () => {
    const owner = await signUp(server);
    for (const res of [await get(owner.username, bearer(owner)), await get(`${owner.username}&token=${owner.token}`)]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        username: owner.username,
        email: owner.email,
        language: 'en',
        friends: [],
        friendRequests: [],
        battles: [],
        invitations: [],
      });
    }
  });

  it('shows other players and visitors the public fields only: never e-mail or secrets', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    await setStats(server, owner.username, { winBattle: 3, totalBattle: 4, winRate: 75, streak: 2 });
    for (const res of [
      await get(owner.username, bearer(other)),
      await get(owner.username),
      await get(owner.username, { authorization: 'Bearer junk' }),
    ]) {
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(PUBLIC_FIELDS);
      expect(body).toMatchObject({ username: owner.username, winBattle: 3, totalBattle: 4, winRate: 75, streak: 2 });
      expect(res.body).not.toContain(owner.email);
      expect(res.body).not.toMatch(/password|argon|token/i);
    }
  });

  it('finds a player by any case of the name; 404 for an unknown one; 422 without a name', async () => {
    const owner = await signUp(server);
    expect((await get(owner.username.toUpperCase())).json().username).toBe(owner.username);
    expect((await get('nobody_by_that_name')).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/db/get-user-by-username' })).statusCode).toBe(422);
  });
});

describe('displayName', () => {
  it("shows a name whose account is gone as 'deleted player'", () => {
    expect(displayName('alice', null)).toBe('deleted player');
  });
  it('keeps a live player’s name and an empty seat empty', () => {
    expect(displayName('alice', '6f1c1a36-0000-4000-8000-000000000000')).toBe('alice');
    expect(displayName('', null)).toBe('');
  });
});
