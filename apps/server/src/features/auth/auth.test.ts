import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startTestServer, uniqueName, type TestServer } from '../../test/harness.js';
import { mailTo, tokenIn } from './test-mail.js';

describe.each(BACKENDS)('auth API (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.close());

  // A fresh address per request: the per-address limits have their own suite, and with Redis
  // their counters outlive a run.
  const randomAddress = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers, remoteAddress: randomAddress() });

  describe('POST /auth/signup', () => {
    it('creates an account with the spec defaults and returns user and access_token', async () => {
      const username = uniqueName('newbie');
      const res = await post('/auth/signup', {
        email: `${username}@Example.com`,
        password: 'longenough',
        username: `  ${username}  `,
        winBattle: 99,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.access_token).toMatch(/^ey/);
      expect(body.user).toMatchObject({
        username,
        email: `${username}@Example.com`,
        winBattle: 0,
        totalBattle: 0,
        winRate: 0,
        streak: 0,
        // No battle yet: unranked, not '#1' (issue 28, item 5).
        ranking: null,
        favourite: 'Football',
        avatar: '',
        friends: [],
        friendRequests: [],
        battles: [],
        invitations: [],
        language: 'en',
      });
      expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/fc_refresh=/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
    });

    it.each([
      [{ email: 'not-an-email', password: 'longenough' }, 'email', 'invalid_email'],
      [{ email: 'has space@x.io', password: 'longenough' }, 'email', 'invalid_email'],
      [{ email: 'ok@example.com', password: 'short' }, 'password', 'password_length'],
    ])('422 for %j with detail.%s', async (fields, field, code) => {
      const res = await post('/auth/signup', { username: uniqueName(), ...fields });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { [field]: code }, detail: { [field]: expect.any(String) } });
    });

    it.each([
      ['', 'username_empty', 'Username cannot be empty'],
      ['   ', 'username_empty', 'Username cannot be empty'],
      ['ab', 'username_short', 'Username must be at least 3 characters long'],
      ['a'.repeat(21), 'username_long', 'Username must be less than 20 characters long'],
      ['bad-name', 'username_chars', 'Username can only contain letters, numbers, and underscores'],
      ['9lives', 'username_digit', 'Username cannot start with a number'],
      ['Admin', 'username_reserved', 'This username is reserved'],
      ['www', 'username_reserved', 'This username is reserved'],
    ])('username %j is refused with %s', async (username, code, text) => {
      const res = await post('/auth/signup', { email: `${uniqueName()}@example.com`, password: 'longenough', username });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ fields: { username: code }, detail: { username: text } });
    });

    it('refuses a username or e-mail that differs only in case', async () => {
      const first = await signUp(server);
      const byName = await post('/auth/signup', {
        email: `${uniqueName()}@example.com`,
        password: 'longenough',
        username: first.username.toUpperCase(),
      });
      expect(byName.statusCode).toBe(422);
      expect(byName.json()).toMatchObject({
        fields: { username: 'username_exists' },
        detail: { username: 'This username is already taken' },
      });
      const byEmail = await post('/auth/signup', { email: first.email.toUpperCase(), password: 'longenough', username: uniqueName() });
      expect(byEmail.statusCode).toBe(422);
      expect(byEmail.json()).toMatchObject({ fields: { email: 'email_exists' } });
    });

    it('gives a clear error for a body that is not JSON', async () => {
      const res = await server.app.inject({
        method: 'POST',
        url: '/auth/signup',
        payload: '{oops',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', detail: expect.any(String) });
    });

    it('two simultaneous sign-ups with one name make one account', async () => {
      const username = uniqueName('race');
      const results = await Promise.all(
        [1, 2, 3].map((i) => post('/auth/signup', { email: `${username}${i}@example.com`, password: 'longenough', username })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    });
  });

  describe('GET /auth/username-user', () => {
    it('answers true for a taken name (any case) and false otherwise', async () => {
      const user = await signUp(server);
      const taken = await server.app.inject({ url: `/auth/username-user?username=${user.username.toUpperCase()}` });
      expect(taken.json()).toBe(true);
      const free = await server.app.inject({ url: `/auth/username-user?username=${uniqueName('free')}` });
      expect(free.json()).toBe(false);
    });
  });

  describe('POST /auth/signin', () => {
    it('signs in with the e-mail in `username` (the spec client) or in `email`', async () => {
      const user = await signUp(server);
      const a = await post('/auth/signin', { username: user.email, password: user.password });
      expect(a.statusCode).toBe(200);
      expect(a.json().user.username).toBe(user.username);
      const b = await post('/auth/signin', { email: user.email.toUpperCase(), password: user.password });
      expect(b.statusCode).toBe(200);
    });

    it('401 with invalid_credentials for a wrong password, 404 for an unknown e-mail, 422 for an empty password', async () => {
      const user = await signUp(server);
      const wrong = await post('/auth/signin', { username: user.email, password: 'wrong password' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        code: 'invalid_credentials',
        detail: 'Invalid email or password. Please check your credentials and try again.',
      });
      const unknown = await post('/auth/signin', { username: 'nobody-here@example.com', password: 'whatever1' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('user_not_found');
      const empty = await post('/auth/signin', { username: user.email, password: '' });
      expect(empty.statusCode).toBe(422);
    });
  });

  describe('sessions', () => {
    const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0] ?? '';

    it('refresh rotates the cookie; sign-out revokes it', async () => {
      const user = await signUp(server);
      const refreshed = await post('/auth/refresh', {}, { cookie: user.cookie });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json().access_token).toMatch(/^ey/);
      const next = cookieOf(refreshed);
      expect(next).not.toBe(user.cookie);
      const out = await post('/auth/signout', {}, { cookie: next });
      expect(out.statusCode).toBe(204);
      expect((await post('/auth/refresh', {}, { cookie: next })).statusCode).toBe(401);
    });

    it('refresh without a cookie is 401', async () => {
      expect((await post('/auth/refresh', {})).statusCode).toBe(401);
    });

    it('sign-out-everywhere revokes every access token', async () => {
      const user = await signUp(server);
      const auth = { authorization: `Bearer ${user.token}` };
      expect((await post('/auth/signout-all', {}, auth)).statusCode).toBe(204);
      const again = await post('/auth/signout-all', {}, auth);
      expect(again.statusCode).toBe(401);
      expect((await post('/auth/refresh', {}, { cookie: user.cookie })).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('mails a single-use link that changes the password and revokes old tokens', async () => {
      const user = await signUp(server);
      const res = await post('/auth/forgot-password', { email: user.email });
      expect(res.statusCode).toBe(200);
      const mail = await mailTo(server, user.email);
      expect(mail.subject).toBe('Reset your FanClash password');
      expect(mail.text).toContain(`Hi ${user.username},`);
      const token = tokenIn(mail);
      expect(token.length).toBeGreaterThan(20);

      expect((await post('/auth/reset-password', { token, password: 'brand new password' })).statusCode).toBe(200);
      const reused = await post('/auth/reset-password', { token, password: 'another password' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().code).toBe('reset_token_invalid');

      expect((await post('/auth/signin', { username: user.email, password: user.password })).statusCode).toBe(401);
      expect((await post('/auth/signin', { username: user.email, password: 'brand new password' })).statusCode).toBe(200);
      expect((await post('/auth/signout-all', {}, { authorization: `Bearer ${user.token}` })).statusCode).toBe(401);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const known = await signUp(server);
      const nobody = `${uniqueName('nobody')}@example.com`;
      const unknownRes = await post('/auth/forgot-password', { email: nobody });
      const knownRes = await post('/auth/forgot-password', { email: known.email });
      expect(unknownRes.statusCode).toBe(200);
      expect(unknownRes.body).toBe(knownRes.body);
      // The unknown address was looked up first and needs one query less: by the time the known
      // one's e-mail is out, the unknown one's work is done.
      await mailTo(server, known.email);
      expect(server.mails.some((m) => m.to === nobody)).toBe(false);
    });

    it("writes the e-mail in the account's language", async () => {
      const username = uniqueName('rus');
      const email = `${username}@example.com`;
      expect((await post('/auth/signup', { email, username, password: 'longenough', language: 'ru' })).json().user.language).toBe('ru');
      await post('/auth/forgot-password', { email });
      const mail = await mailTo(server, email);
      expect(mail.subject).toBe('Сброс пароля FanClash');
      expect(mail.text).toContain(`Здравствуйте, ${username}!`);
      expect(mail.text).toContain('в течение 30 минут');
      expect(tokenIn(mail).length).toBeGreaterThan(20);
    });

    it('refuses a made-up token', async () => {
      const res = await post('/auth/reset-password', { token: 'x'.repeat(43), password: 'brand new password' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('passwords', () => {
    it('are stored as argon2id with 19 MiB, 2 passes and 1 lane', async () => {
      const user = await signUp(server);
      const row = await server.platform.users.findByEmail(user.email);
      expect(row?.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    });

    it('refuses a sign-up language other than en or ru', async () => {
      const username = uniqueName('lang');
      const res = await post('/auth/signup', { email: `${username}@example.com`, username, password: 'longenough', language: 'de' });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('GET /db/get-user-by-username', () => {
    it('gives the owner the full record and others only public fields', async () => {
      const owner = await signUp(server);
      const other = await signUp(server);
      const url = `/db/get-user-by-username?username=${owner.username}`;
      const mine = await server.app.inject({ url, headers: { authorization: `Bearer ${owner.token}` } });
      expect(mine.json().email).toBe(owner.email);
      const theirs = await server.app.inject({ url, headers: { authorization: `Bearer ${other.token}` } });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json()).not.toHaveProperty('email');
      const visitor = await server.app.inject({ url });
      expect(visitor.json()).not.toHaveProperty('email');
      expect(JSON.stringify(visitor.json())).not.toMatch(/password|token/i);
    });

    it('404 for an unknown player', async () => {
      const res = await server.app.inject({ url: '/db/get-user-by-username?username=no_such_player' });
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('expired access tokens', () => {
  const secret = 'a-test-secret-that-is-long-enough-for-hs256';
  let server: TestServer;
  // Started in a hook: its own fresh database takes a while on a busy machine.
  beforeAll(async () => {
    server = await startTestServer({ env: { JWT_SECRET: secret } });
  });
  afterAll(() => server.close());

  it('are refused with token_expired', async () => {
    const user = await signUp(server);
    const { SignJWT, decodeJwt } = await import('jose');
    const claims = decodeJwt(user.token);
    const expired = await new SignJWT({ username: claims.username, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer('fanclash')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret));
    const res = await server.app.inject({ method: 'POST', url: '/auth/signout-all', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_expired');
  });
});
