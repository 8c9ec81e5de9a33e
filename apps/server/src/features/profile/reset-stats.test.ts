import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { bearer, openUserSocket, setStats, TEST_ENV } from '../users/test-support.js';

describe.each(BACKENDS)('POST /db/reset-user-stats (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: TEST_ENV });
  });
  afterAll(() => server.close());

  const reset = (query: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url: `/db/reset-user-stats?${query}`, headers });
  const profile = async (username: string) => (await server.app.inject({ url: `/db/get-user-by-username?username=${username}` })).json();

  it('resets the own statistics, answers the new figures and tells every open tab', async () => {
    const user = await signUp(server);
    await setStats(server, user.username, { totalBattle: 30, winBattle: 20, winRate: 67, streak: 4 });
    const tab = await openUserSocket(server, user);
    const res = await reset(`username=${user.username}&reset_type=all`, bearer(user));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: 'Statistics have been reset',
      // No battle left: unranked until the next one.
      new_stats: { totalBattle: 0, winBattle: 0, winRate: 0, streak: 0, ranking: null },
    });
    expect(await profile(user.username)).toMatchObject({
      totalBattle: 0,
      winBattle: 0,
      winRate: 0,
      streak: 0,
      ranking: body.new_stats.ranking,
    });
    expect(await tab.next('stats_reset')).toEqual({ type: 'stats_reset', data: body });
    tab.close();
  });

  it.each(['battles', 'rankings'])('treats reset_type=%s as all', async (type) => {
    const user = await signUp(server);
    await setStats(server, user.username, { totalBattle: 3, winBattle: 2, winRate: 67, streak: 2 });
    const res = await reset(`username=${user.username}&reset_type=${type}`, bearer(user));
    expect(res.statusCode).toBe(200);
    expect(res.json().new_stats).toMatchObject({ totalBattle: 0, winBattle: 0, winRate: 0, streak: 0 });
  });

  it('403 for another player, whose statistics stay', async () => {
    const me = await signUp(server);
    const other = await signUp(server);
    await setStats(server, other.username, { totalBattle: 5, winBattle: 5, winRate: 100, streak: 5 });
    const res = await reset(`username=${other.username}&reset_type=all`, bearer(me));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(await profile(other.username)).toMatchObject({ totalBattle: 5, winBattle: 5 });
  });

  it('401 without a token or with a bad one', async () => {
    const user = await signUp(server);
    expect((await reset(`username=${user.username}&reset_type=all`)).statusCode).toBe(401);
    expect((await reset(`username=${user.username}&reset_type=all`, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('422 for an unknown reset_type', async () => {
    const user = await signUp(server);
    const res = await reset(`username=${user.username}&reset_type=everything`, bearer(user));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_error', fields: { reset_type: 'validation_error' } });
  });
});
