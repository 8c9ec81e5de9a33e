import { afterEach, describe, expect, it } from 'vitest';
import { signUp, startTestServer, uniqueName, type TestServer } from '../../test/harness.js';

describe('auth rate limits', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    server!.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('locks an account after 5 failed sign-ins, even for the right password, with a clear 429', async () => {
    server = await startTestServer();
    const user = await signUp(server);
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/auth/signin', { username: user.email, password: 'wrong-guess' }, `10.0.1.${i}`)).statusCode).toBe(401);
    }
    const locked = await post('/auth/signin', { username: user.email, password: user.password }, '10.0.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringMatching(/try again/i) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops one address after 20 failed sign-ins across accounts', async () => {
    server = await startTestServer();
    for (let i = 0; i < 20; i += 1) {
      expect((await post('/auth/signin', { username: `ghost${i}@example.com`, password: 'whatever1' })).statusCode).toBe(404);
    }
    const blocked = await post('/auth/signin', { username: 'ghost99@example.com', password: 'whatever1' });
    expect(blocked.statusCode).toBe(429);
    // Another address is unaffected.
    expect((await post('/auth/signin', { username: 'ghost99@example.com', password: 'whatever1' }, '10.9.9.9')).statusCode).toBe(404);
  });

  it('limits sign-ups per address to 20 an hour', async () => {
    server = await startTestServer();
    for (let i = 0; i < 20; i += 1) {
      const name = uniqueName('bulk');
      expect((await post('/auth/signup', { username: name, email: `${name}@example.com`, password: 'longenough' })).statusCode).toBe(201);
    }
    const name = uniqueName('bulk');
    const res = await post('/auth/signup', { username: name, email: `${name}@example.com`, password: 'longenough' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
  });
});
