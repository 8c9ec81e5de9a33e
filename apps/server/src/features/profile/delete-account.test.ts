import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardEntry } from '@fanclash/protocol';
import { battles, refreshTokens } from '../../platform/db/schema.js';
import { BACKENDS, LiveClient, signUp, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { displayName } from '../users/dto.js';
import { bearer, multipartFile, nextOf, openUserSocket, setStats, twoColourImage, userId, TEST_ENV } from '../users/test-support.js';

describe.each(BACKENDS)('delete_user on the user socket (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: TEST_ENV });
  });
  afterAll(() => server.close());

  const uploadAvatar = async (user: TestUser) => {
    const body = multipartFile(await twoColourImage('png'));
    const res = await server.app.inject({
      method: 'POST',
      url: '/db/upload-avatar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user) },
    });
    return res.json<{ avatar_path: string }>().avatar_path;
  };
  const leaderboardNames = async () =>
    (await server.app.inject({ url: '/db/get-leaderboard?limit=100' }))
      .json<{ entries: LeaderboardEntry[] }>()
      .entries.map((e) => e.username);

  it('deletes the account and what only it owns; the opponent keeps a readable battle', async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const [aliceId, bobId] = [await userId(server, alice.username), await userId(server, bob.username)];
    await setStats(server, alice.username, { winBattle: 1000, totalBattle: 1000, winRate: 100 });
    const avatar = await uploadAvatar(alice);
    const [played] = await server.platform.db
      .insert(battles)
      .values({
        firstOpponentId: aliceId,
        firstOpponent: alice.username,
        secondOpponentId: bobId,
        secondOpponent: bob.username,
        sport: 'soccer',
        level: 'easy',
        status: 'finished',
        winner: alice.username,
        firstScore: 5,
        secondScore: 2,
      })
      .returning();
    const [waiting] = await server.platform.db
      .insert(battles)
      .values({ firstOpponentId: aliceId, firstOpponent: alice.username, sport: 'golf', level: 'easy', status: 'waiting' })
      .returning();
    expect(await leaderboardNames()).toContain(alice.username);

    const tab1 = await openUserSocket(server, alice);
    const tab2 = await openUserSocket(server, alice);
    tab1.send({ type: 'delete_user', token: alice.token, username: alice.username });
    expect(await tab1.next('user_deleted')).toEqual({ type: 'user_deleted', data: { message: 'Your account has been deleted' } });
    expect((await tab1.closed).code).toBe(1000);
    expect((await tab2.next('user_deleted')).data).toEqual({ message: 'Your account has been deleted' });

    // Tokens are dead: REST 401, the socket 4001, the refresh cookie 401.
    expect(
      (await server.app.inject({ method: 'POST', url: '/db/reset-user-stats?reset_type=all', headers: bearer(alice) })).statusCode,
    ).toBe(401);
    expect((await LiveClient.connect(`${server.wsUrl}/ws?username=${alice.username}&token=${alice.token}`).closed).code).toBe(4001);
    expect((await server.app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: alice.cookie } })).statusCode).toBe(401);
    expect(await server.platform.db.select().from(refreshTokens).where(eq(refreshTokens.userId, aliceId))).toEqual([]);

    // Gone from the profile and the leaderboard; the picture is gone; the name is free again.
    expect((await server.app.inject({ url: `/db/get-user-by-username?username=${alice.username}` })).statusCode).toBe(404);
    expect(await leaderboardNames()).not.toContain(alice.username);
    expect((await server.app.inject({ url: avatar })).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/auth/username-user?username=${alice.username}` })).json()).toBe(false);
    const newcomer = await signUp(server, { username: alice.username, email: `new.${alice.email}` });
    expect(newcomer.username).toBe(alice.username);

    // Bob's battle stays, its first player shown as a deleted player (not the newcomer); the waiting one is gone.
    const [kept] = await server.platform.db.select().from(battles).where(eq(battles.id, played!.id));
    expect(kept).toMatchObject({ firstOpponentId: null, firstOpponent: alice.username, secondOpponentId: bobId, firstScore: 5 });
    expect(displayName(kept!.firstOpponent, kept!.firstOpponentId)).toBe('deleted player');
    expect(displayName(kept!.secondOpponent, kept!.secondOpponentId)).toBe(bob.username);
    expect(await server.platform.db.select().from(battles).where(eq(battles.id, waiting!.id))).toEqual([]);

    // The other tab is told and closed at once.
    expect((await tab2.closed).code).toBe(1000);
  });

  it("refuses another player's token, a bad token and a mistyped username, deleting nothing", async () => {
    const carol = await signUp(server);
    const dave = await signUp(server);
    const tab = await openUserSocket(server, carol);
    const attempt = async (fields: Record<string, unknown>) => {
      tab.send({ type: 'delete_user', ...fields });
      return nextOf(tab, ['error', 'user_deleted']);
    };
    expect(await attempt({ token: dave.token })).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(await attempt({ token: 'garbage' })).toMatchObject({ type: 'error', code: 'unauthorized' });
    expect(await attempt({ token: carol.token, username: carol.username.toUpperCase() })).toMatchObject({
      type: 'error',
      code: 'username_mismatch',
      message: "Username doesn't match",
    });
    expect(await attempt({})).toMatchObject({ type: 'error', code: 'malformed_message' });
    expect((await server.app.inject({ url: `/db/get-user-by-username?username=${carol.username}` })).statusCode).toBe(200);
    expect((await server.app.inject({ url: `/db/get-user-by-username?username=${dave.username}` })).statusCode).toBe(200);
    tab.close();
  });
});
