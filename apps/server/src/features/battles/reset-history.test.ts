import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness.js';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, auth, forfeitedBattle, player } from './testing.js';

describe.each(BACKENDS)("a stats reset clears the player's battles, not the opponent's (%s)", (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: FAST_BATTLES });
  });
  afterAll(() => server.close());

  /** Bob joins alice's battle and quits during the countdown: a forfeit win for alice. */
  const playOne = async (alice: TestUser, bob: TestUser) => (await forfeitedBattle(server, alice, bob, bob)).id;

  const lists = async (user: TestUser) => {
    const get = (url: string) => server.app.inject({ url, headers: auth(user) });
    const plain = (await get(`/battle/get_all_battles?username=${user.username}`)).json<Array<{ id: string }>>();
    const paged = (await get(`/battle/get_all_battles?username=${user.username}&page=1&page_size=10`)).json<{
      items: Array<{ id: string }>;
      total: number;
    }>();
    const feed = (await get(`/db/get-user-battles?username=${user.username}`)).json<Array<{ id: string }>>();
    const own = (await get(`/db/get-user-by-username?username=${user.username}`)).json<{ battles: string[]; totalBattle: number }>();
    return {
      history: plain.map((r) => r.id),
      paged: paged.items.map((r) => r.id),
      total: paged.total,
      feed: feed.map((r) => r.id),
      own: own.battles,
      totalBattle: own.totalBattle,
    };
  };

  it('play, reset: every list of the resetter is empty, the opponent keeps the battle; a new battle shows again', async () => {
    const alice = await player(server);
    const bob = await player(server);
    const before = await playOne(alice, bob);
    const played = { history: [before], paged: [before], total: 1, feed: [before], own: [before], totalBattle: 1 };
    expect(await lists(alice)).toEqual(played);
    expect(await lists(bob)).toEqual(played);

    const reset = await server.app.inject({
      method: 'POST',
      url: `/db/reset-user-stats?username=${alice.username}&reset_type=all`,
      headers: auth(alice),
    });
    expect(reset.statusCode).toBe(200);
    expect(await lists(alice)).toEqual({ history: [], paged: [], total: 0, feed: [], own: [], totalBattle: 0 });
    expect(await lists(bob)).toEqual(played);

    const after = await playOne(alice, bob);
    expect(await lists(alice)).toEqual({ history: [after], paged: [after], total: 1, feed: [after], own: [after], totalBattle: 1 });
    expect((await lists(bob)).history).toEqual([after, before]);
  });
});
