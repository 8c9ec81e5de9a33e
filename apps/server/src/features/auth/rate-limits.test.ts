import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startTestServer, uniqueName, type TestServer } from '../../test/harness.js';
import { mailTo, tokenIn } from './test-mail.js';

const FIFTEEN_MINUTES_S = 15 * 60;
/** Short, so the test is quick, but long enough to measure. */
const SLOWDOWN_MS = 400;

describe.each(BACKENDS)('auth rate limits (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { SIGN_IN_SLOWDOWN_MS: String(SLOWDOWN_MS) } });
  });
  afterAll(() => server.close());

  // A fresh address block per test: with Redis the counters are shared and outlive a run.
  const freshAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress });
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it('locks an account for the address that failed 5 times, even for the right password, with a clear 429', async () => {
    const user = await signUp(server);
    const address = `${freshAddress()}.1`;
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/auth/signin', { username: user.email, password: 'wrong-guess' }, address)).statusCode).toBe(401);
    }
    const locked = await post('/auth/signin', { username: user.email, password: user.password }, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'rate_limited',
      detail: 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
    });
    expect(retryAfter(locked)).toBeGreaterThan(0);
    expect(retryAfter(locked)).toBeLessThanOrEqual(FIFTEEN_MINUTES_S);
  });

  it('lets the right password in from another address, slowed down, while the guessing address stays locked', async () => {
    const user = await signUp(server);
    const block = freshAddress();
    for (let i = 0; i < 5; i += 1) await post('/auth/signin', { username: user.email, password: 'wrong-guess' }, `${block}.1`);
    const started = Date.now();
    const owner = await post('/auth/signin', { username: user.email, password: user.password }, `${block}.100`);
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);
    expect((await post('/auth/signin', { username: user.email, password: user.password }, `${block}.1`)).statusCode).toBe(429);
  });

  it('slows every attempt on an account guessed from many addresses, right or wrong, without locking the owner out', async () => {
    const user = await signUp(server);
    const block = freshAddress();
    for (let i = 0; i < 5; i += 1) await post('/auth/signin', { username: user.email, password: 'wrong-guess' }, `${block}.${i + 1}`);
    const started = Date.now();
    const guess = await post('/auth/signin', { username: user.email, password: 'another-guess' }, `${block}.50`);
    expect(guess.statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);
    expect((await post('/auth/signin', { username: user.email, password: user.password }, `${block}.100`)).statusCode).toBe(200);
  });

  it('a password reset lifts the address lock: the owner signs in with the new password at once', async () => {
    const user = await signUp(server);
    const address = `${freshAddress()}.1`;
    for (let i = 0; i < 5; i += 1) await post('/auth/signin', { username: user.email, password: 'wrong-guess' }, address);
    expect((await post('/auth/signin', { username: user.email, password: user.password }, address)).statusCode).toBe(429);

    expect((await post('/auth/forgot-password', { email: user.email }, address)).statusCode).toBe(200);
    const token = tokenIn(await mailTo(server, user.email));
    expect((await post('/auth/reset-password', { token, password: 'a fresh password' }, address)).statusCode).toBe(200);
    const started = Date.now();
    expect((await post('/auth/signin', { username: user.email, password: 'a fresh password' }, address)).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(SLOWDOWN_MS);
  });

  it('Retry-After on a locked account is the time left in the window, not the whole window', async () => {
    const user = await signUp(server);
    const address = `${freshAddress()}.1`;
    for (let i = 0; i < 5; i += 1) await post('/auth/signin', { username: user.email, password: 'wrong-guess' }, address);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const locked = await post('/auth/signin', { username: user.email, password: user.password }, address);
    expect(locked.statusCode).toBe(429);
    expect(retryAfter(locked)).toBeLessThanOrEqual(FIFTEEN_MINUTES_S - 2);
  });

  it('stops one address after 20 failed sign-ins across accounts, readably and with the time left', async () => {
    const address = `${freshAddress()}.1`;
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await post('/auth/signin', { username: `${uniqueName('ghost')}@example.com`, password: 'whatever1' }, address)).statusCode,
      ).toBe(404);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const blocked = await post('/auth/signin', { username: 'ghost99@example.com', password: 'whatever1' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'rate_limited',
      detail: 'Too many failed sign-in attempts from your network. Please try again in 15 minutes.',
    });
    expect(retryAfter(blocked)).toBeGreaterThan(0);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(FIFTEEN_MINUTES_S - 2);
    // Another address is unaffected.
    expect((await post('/auth/signin', { username: 'ghost99@example.com', password: 'whatever1' }, `${freshAddress()}.1`)).statusCode).toBe(
      404,
    );
  });

  it('limits sign-ups per address to 20 an hour, with a readable message', async () => {
    const address = `${freshAddress()}.1`;
    const signUpFrom = (from: string) => {
      const name = uniqueName('bulk');
      return post('/auth/signup', { username: name, email: `${name}@example.com`, password: 'longenough' }, from);
    };
    for (let i = 0; i < 20; i += 1) expect((await signUpFrom(address)).statusCode).toBe(201);
    const res = await signUpFrom(address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'rate_limited',
      detail: 'Too many accounts created from your network. Please try again in an hour.',
    });
    expect(retryAfter(res)).toBeGreaterThan(0);
    expect(retryAfter(res)).toBeLessThanOrEqual(60 * 60);
  });

  it('limits reset requests to 3 an hour per e-mail, from any address', async () => {
    const email = `${uniqueName('reset')}@example.com`;
    for (let i = 0; i < 3; i += 1) expect((await post('/auth/forgot-password', { email }, `${freshAddress()}.1`)).statusCode).toBe(200);
    const refused = await post('/auth/forgot-password', { email: email.toUpperCase() }, `${freshAddress()}.1`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', detail: 'Too many reset requests. Please try again in an hour.' });
    expect(retryAfter(refused)).toBeGreaterThan(0);
    // Another address's e-mail is unaffected.
    expect((await post('/auth/forgot-password', { email: `${uniqueName('reset')}@example.com` }, `${freshAddress()}.1`)).statusCode).toBe(
      200,
    );
  });

  it('limits reset requests to 10 an hour per address, whatever the e-mail', async () => {
    const address = `${freshAddress()}.1`;
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/auth/forgot-password', { email: `${uniqueName('reset')}@example.com` }, address)).statusCode).toBe(200);
    }
    const refused = await post('/auth/forgot-password', { email: `${uniqueName('reset')}@example.com` }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited', detail: 'Too many reset requests. Please try again in an hour.' });
    expect((await post('/auth/forgot-password', { email: `${uniqueName('reset')}@example.com` }, `${freshAddress()}.1`)).statusCode).toBe(
      200,
    );
  });
});
