import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, LiveClient, signUp, startTestServer, type TestServer, type TestUser } from '../test/harness.js';

/**
 * The shared input step (lib/validate.ts registerInputGuards): a repeated query parameter and
 * a NUL byte or broken surrogate anywhere in a query or JSON body answer 422 on every route,
 * and on the live sockets an `error` frame, never a 500 and never a skipped 403 check.
 */
describe.each(BACKENDS)('shared input guards (%s)', (backend) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true });
    alice = await signUp(server);
    bob = await signUp(server);
  });
  afterAll(() => server.close());

  const auth = () => ({ authorization: `Bearer ${alice.token}` });

  it.each([
    ['GET', '/db/get-user-battles'],
    ['POST', '/db/repair-user-battles'],
    ['POST', '/db/upload-avatar'],
    ['GET', '/battle/get_all_battles'],
  ] as const)('refuses a repeated username on %s %s with 422 (it used to skip the 403 check)', async (method, path) => {
    const response = await server.app.inject({
      method,
      url: `${path}?username=${alice.username}&username=${bob.username}`,
      headers: auth(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: { username: 'repeated_parameter' } });
  });

  it.each([
    '/auth/username-user?username=%00',
    '/db/get-user-by-username?username=%00',
    '/battle/get_all_battles?sport=%00',
    '/battle/get_all_battles?sport=a%00b&page=1',
    '/leaderboard?page=%00',
  ])('refuses a NUL byte in the query of %s with 422', async (url) => {
    const response = await server.app.inject({ method: 'GET', url, headers: auth() });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
    expect(Object.values(response.json<{ fields: Record<string, string> }>().fields)).toContain('invalid_characters');
  });

  it.each([
    ['/auth/signin', { email: 'a\u0000@example.com', password: 'whatever1' }, 'email'],
    ['/auth/signin', { username: 'x@example.com', password: 'pass\u0000word' }, 'password'],
    ['/auth/signup', { email: 'ok@example.com', password: 'long enough', username: 'abc\ud800' }, 'username'],
    ['/auth/forgot-password', { email: { nested: ['\u0000'] } }, 'email.nested.0'],
  ])('refuses a NUL byte or lone surrogate in the JSON body of %s with 422 naming the field', async (url, payload, field) => {
    const response = await server.app.inject({ method: 'POST', url, payload, remoteAddress: '10.200.0.1' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: { [field]: 'invalid_characters' } });
  });

  it('still answers well-formed emoji and accented text normally', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/auth/username-user?username=${encodeURIComponent('Zoë😀')}` });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a repeated parameter on the socket upgrade, and a NUL in a live frame with an error', async () => {
    const doubled = LiveClient.connect(`${server.wsUrl}/ws?username=${alice.username}&username=${bob.username}&token=${alice.token}`);
    await expect(doubled.opened).rejects.toThrow(/422/);
    const client = LiveClient.connect(`${server.wsUrl}/ws?username=${alice.username}&token=${alice.token}`);
    await client.opened;
    client.send({ type: 'join_battle', data: { battle_id: 'x\u0000y' } });
    expect(await client.next('error')).toMatchObject({ code: 'invalid_characters' });
    client.send({ type: 'ping' });
    expect(await client.next('pong')).toHaveProperty('server_time');
    client.close();
  });
});
