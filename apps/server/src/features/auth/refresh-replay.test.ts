import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startInstancePair, startTestServer, type InstancePair, type TestServer } from '../../test/harness.js';

type Reply = { statusCode: number; headers: Record<string, unknown> };
const cookieOf = (res: Reply) => String(res.headers['set-cookie']).split(';')[0] ?? '';

function refresh(server: TestServer, cookie: string) {
  return server.app.inject({ method: 'POST', url: '/auth/refresh', payload: {}, headers: { cookie } });
}

/**
 * A used refresh token replayed within the 10 s grace (a racing tab, or a thief) gets the
 * successor the first use got, never a second one: a sign-in stays one chain, which a replay
 * after the grace ends entirely.
 */
describe.each(BACKENDS)('refresh token replay (%s)', (backend) => {
  let server: TestServer;
  let now = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ backend, clock: { now: () => now } });
  });
  afterAll(() => server.close());

  it('replays within the grace return the same successor; a replay after it ends the whole sign-in', async () => {
    const user = await signUp(server);
    const first = await refresh(server, user.cookie);
    expect(first.statusCode).toBe(200);
    const successor = cookieOf(first);
    expect(successor).not.toBe(user.cookie);

    now += 3_000;
    const replay = await refresh(server, user.cookie);
    now += 3_000;
    const again = await refresh(server, user.cookie);
    expect([replay.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(cookieOf(replay)).toBe(successor);
    expect(cookieOf(again)).toBe(successor);

    // The one chain goes on from the successor...
    const next = await refresh(server, successor);
    expect(next.statusCode).toBe(200);
    // ...until the first token comes back after the grace: then no token of that sign-in works.
    now += 11_000;
    expect((await refresh(server, user.cookie)).statusCode).toBe(401);
    expect((await refresh(server, cookieOf(next))).statusCode).toBe(401);
  });

  it('two requests racing with one token get one successor', async () => {
    const user = await signUp(server);
    const [a, b] = await Promise.all([refresh(server, user.cookie), refresh(server, user.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(cookieOf(a)).toBe(cookieOf(b));
    expect((await refresh(server, cookieOf(a))).statusCode).toBe(200);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

/** The successor is kept in the database, so a replay on another instance gets it too. */
describe.skipIf(!databaseUrl)('refresh token replay across two instances (PostgreSQL)', () => {
  let pair: InstancePair;
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    const env = { JWT_SECRET: randomBytes(32).toString('hex'), RATE_LIMITS: 'off' };
    pair = await startInstancePair({ env });
    ({ one, two } = pair);
  });
  afterAll(() => pair?.close());

  it('a replay on the other instance gets the same successor', async () => {
    const user = await signUp(one);
    const first = await refresh(one, user.cookie);
    const replay = await refresh(two, user.cookie);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(cookieOf(replay)).toBe(cookieOf(first));
  });
});
