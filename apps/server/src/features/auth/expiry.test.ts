import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { mailTo, tokenIn } from './test-mail.js';

const MINUTE = 60_000;

/** Lifetimes of reset links and refresh tokens, on a clock the test moves. */
describe.each(BACKENDS)('auth expiry (%s)', (backend) => {
  let server: TestServer;
  let now = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ backend, clock: { now: () => now } });
  });
  afterAll(() => server.close());

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.1` });
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0] ?? '';

  async function resetToken(email: string): Promise<string> {
    expect((await post('/auth/forgot-password', { email })).statusCode).toBe(200);
    return tokenIn(await mailTo(server, email));
  }

  it('a reset link works for 30 minutes and not after', async () => {
    const early = await signUp(server);
    const token = await resetToken(early.email);
    now += 29 * MINUTE;
    expect((await post('/auth/reset-password', { token, password: 'in time password' })).statusCode).toBe(200);

    const late = await signUp(server);
    const lateToken = await resetToken(late.email);
    now += 30 * MINUTE + 1_000;
    const res = await post('/auth/reset-password', { token: lateToken, password: 'too late password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('reset_token_invalid');
    expect((await post('/auth/signin', { username: late.email, password: late.password })).statusCode).toBe(200);
  });

  it('a rotated refresh token still works within 10 s (a racing tab)', async () => {
    const user = await signUp(server);
    const rotated = await post('/auth/refresh', {}, { cookie: user.cookie });
    expect(rotated.statusCode).toBe(200);
    now += 9_000;
    expect((await post('/auth/refresh', {}, { cookie: user.cookie })).statusCode).toBe(200);
    expect((await post('/auth/refresh', {}, { cookie: cookieOf(rotated) })).statusCode).toBe(200);
  });

  it('a rotated refresh token coming back after 10 s ends the whole sign-in, new tokens included', async () => {
    const user = await signUp(server);
    const rotated = await post('/auth/refresh', {}, { cookie: user.cookie });
    const current = cookieOf(rotated);
    now += 11_000;
    expect((await post('/auth/refresh', {}, { cookie: user.cookie })).statusCode).toBe(401);
    expect((await post('/auth/refresh', {}, { cookie: current })).statusCode).toBe(401);
    // Another sign-in of the same account is a different family and keeps working.
    const other = await post('/auth/signin', { username: user.email, password: user.password });
    expect((await post('/auth/refresh', {}, { cookie: cookieOf(other) })).statusCode).toBe(200);
  });

  it('a refresh token expires after REFRESH_TOKEN_TTL_S', async () => {
    const user = await signUp(server);
    const ttlMs = server.platform.config.refreshTokenTtlS * 1000;
    now += ttlMs - MINUTE;
    const renewed = await post('/auth/refresh', {}, { cookie: user.cookie });
    expect(renewed.statusCode).toBe(200);
    // The renewed token has a full lifetime of its own; past it, it is refused.
    now += ttlMs + 1_000;
    const expired = await post('/auth/refresh', {}, { cookie: cookieOf(renewed) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('unauthorized');
  });
});
