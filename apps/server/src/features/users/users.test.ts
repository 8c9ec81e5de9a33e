import { eq, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battles, users } from '../../platform/db/schema.js';
import { BACKENDS, signUp, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { displayName } from './dto.js';
import { OWN_BATTLES_MAX } from './own-record.js';
import { bearer, setStats, TEST_ENV, userId } from './test-support.js';

const JWT_SECRET = 'a-users-test-secret-long-enough-for-hs256';

/** The same claims as the user's token, expired a minute ago. */
async function expiredToken(user: TestUser): Promise<string> {
  const claims = decodeJwt(user.token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ username: claims.username, ver: claims.ver })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub))
    .setIssuer('fanclash')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

describe.each(BACKENDS)('GET /db/get-user-by-username (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { ...TEST_ENV, JWT_SECRET } });
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
    for (const res of [await get(owner.username, bearer(other)), await get(owner.username)]) {
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(PUBLIC_FIELDS);
      expect(body).toMatchObject({ username: owner.username, winBattle: 3, totalBattle: 4, winRate: 75, streak: 2 });
      expect(res.body).not.toContain(owner.email);
      expect(res.body).not.toMatch(/password|argon|token/i);
    }
  });

  it('answers 401 token_expired to a bearer that is present but expired, revoked or junk (a visitor sends none)', async () => {
    const owner = await signUp(server);
    const revoked = await signUp(server);
    await server.platform.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, await userId(server, revoked.username)));
    for (const headers of [{ authorization: `Bearer ${await expiredToken(owner)}` }, bearer(revoked), { authorization: 'Bearer junk' }]) {
      const res = await get(owner.username, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'token_expired' });
      expect(res.body).not.toContain(owner.email);
    }
    const expiredQuery = await get(`${owner.username}&token=${await expiredToken(owner)}`);
    expect(expiredQuery.statusCode).toBe(401);
    expect(expiredQuery.json()).toMatchObject({ code: 'token_expired' });
    expect((await get(owner.username)).statusCode).toBe(200);
  });

  it("lists the owner's finished battles since the last reset in `battles`, newest first", async () => {
    const owner = await signUp(server);
    const rival = await signUp(server);
    const [ownerId, rivalId] = [await userId(server, owner.username), await userId(server, rival.username)];
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const battle = async (status: 'finished' | 'waiting' | 'active' | 'cancelled', minutesAgo: number, ownerFirst = true) => {
      const seats = ownerFirst
        ? { firstOpponentId: ownerId, firstOpponent: owner.username, secondOpponentId: rivalId, secondOpponent: rival.username }
        : { firstOpponentId: rivalId, firstOpponent: rival.username, secondOpponentId: ownerId, secondOpponent: owner.username };
      const [row] = await server.platform.db
        .insert(battles)
        .values({
          ...seats,
          sport: 'soccer',
          level: 'easy',
          status,
          createdAt: at(minutesAgo),
          finishedAt: status === 'finished' || status === 'cancelled' ? at(minutesAgo - 1) : null,
        })
        .returning({ id: battles.id });
      return row!.id;
    };
    const beforeReset = await battle('finished', 60);
    await server.platform.db
      .update(users)
      .set({ statsResetAt: at(50) })
      .where(eq(users.id, ownerId));
    const older = await battle('finished', 40);
    const asSecond = await battle('finished', 30, false);
    const newest = await battle('finished', 20);
    await battle('cancelled', 15);
    await battle('active', 10);
    await battle('waiting', 5);

    const own = (await get(owner.username, bearer(owner))).json<{ battles: string[] }>();
    expect(own.battles).toEqual([newest, asSecond, older]);
    // The opponent never reset: the battle before the owner's reset is still theirs.
    const theirs = (await get(rival.username, bearer(rival))).json<{ battles: string[] }>();
    expect(theirs.battles).toEqual([newest, asSecond, older, beforeReset]);
    // Signing in carries the same list.
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/auth/signin',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: '10.200.0.1',
    });
    expect(signIn.json<{ user: { battles: string[] } }>().user.battles).toEqual([newest, asSecond, older]);
  });

  it(`bounds the own record's battles at the newest ${OWN_BATTLES_MAX}`, async () => {
    const owner = await signUp(server);
    const rival = await signUp(server);
    const [ownerId, rivalId] = [await userId(server, owner.username), await userId(server, rival.username)];
    const rows = Array.from({ length: OWN_BATTLES_MAX + 5 }, (_, i) => ({
      // Alternating seats, so the newest 100 come from both index walks.
      firstOpponentId: i % 2 ? ownerId : rivalId,
      firstOpponent: i % 2 ? owner.username : rival.username,
      secondOpponentId: i % 2 ? rivalId : ownerId,
      secondOpponent: i % 2 ? rival.username : owner.username,
      sport: 'golf',
      level: 'hard',
      status: 'finished',
      createdAt: new Date(Date.now() - (i + 1) * 1000),
      finishedAt: new Date(Date.now() - i * 1000),
    }));
    const inserted = await server.platform.db.insert(battles).values(rows).returning({ id: battles.id });
    const own = (await get(owner.username, bearer(owner))).json<{ battles: string[] }>();
    expect(own.battles).toEqual(inserted.slice(0, OWN_BATTLES_MAX).map((r) => r.id));
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
