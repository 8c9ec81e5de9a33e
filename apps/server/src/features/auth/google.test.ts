import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startTestServer, uniqueName, type TestServer } from '../../test/harness.js';
import { startFakeGoogle, unsignedToken, type FakeGoogle } from './test-google.js';

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const post = (server: TestServer, url: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url, payload, remoteAddress: randomAddress() });

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let server: TestServer;
  let google: FakeGoogle;
  beforeAll(async () => {
    google = await startFakeGoogle();
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    await google.close();
  });

  it('hides the button (no client id) and answers 404 with a code on both calls', async () => {
    expect((await server.app.inject({ url: '/auth/config' })).json()).toEqual({ googleClientId: null, contactEmail: null });
    const credential = await google.sign();
    for (const url of ['/auth/signup', '/auth/signin']) {
      const res = await post(server, url, { provider: 'google', password: credential, email: 'fan@example.com', username: 'testfan' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'google_not_configured' });
    }
  });
});

describe.each(BACKENDS)('Google sign-in (%s)', (backend) => {
  let server: TestServer;
  let google: FakeGoogle;
  const email = () => `${uniqueName('g')}@gmail.com`.toLowerCase();

  beforeAll(async () => {
    google = await startFakeGoogle();
    server = await startTestServer({
      backend,
      env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl, CONTACT_EMAIL: 'operator@fanclash.example' },
    });
  });
  afterAll(async () => {
    await server.close();
    await google.close();
  });

  it('publishes the client id for the button, and the operator contact for the legal pages', async () => {
    expect((await server.app.inject({ url: '/auth/config' })).json()).toEqual({
      googleClientId: google.clientId,
      contactEmail: 'operator@fanclash.example',
    });
  });

  it('sign-in finds no account (404), sign-up creates one with the generated name, then sign-in works', async () => {
    const address = email();
    const credential = await google.sign({ email: address, name: 'Лев Яшин' });
    const first = await post(server, '/auth/signin', { provider: 'google', password: credential, email: address });
    expect(first.statusCode).toBe(404);
    expect(first.json()).toMatchObject({ code: 'user_not_found' });

    const created = await post(server, '/auth/signup', { provider: 'google', password: credential, email: address, username: '' });
    expect(created.statusCode).toBe(201);
    const user = created.json().user;
    // Transliterated from the verified name (the device sent none).
    expect(user.username).toMatch(/^levyashin\d*$/);
    expect(user.email).toBe(address);
    expect(created.json().access_token).toMatch(/^ey/);

    const again = await post(server, '/auth/signin', { provider: 'google', password: credential });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.username).toBe(user.username);

    // A second sign-up with the same Google account is refused with 401: the page falls back to sign-in.
    const duplicate = await post(server, '/auth/signup', { provider: 'google', password: credential, username: 'another_name' });
    expect(duplicate.statusCode).toBe(401);
    expect(duplicate.json()).toMatchObject({ code: 'google_account_exists' });
  });

  it("uses the device's generated name when free and makes a taken one unique", async () => {
    const name = uniqueName('gen').slice(0, 12);
    const a = await post(server, '/auth/signup', { provider: 'google', password: await google.sign({ email: email() }), username: name });
    const b = await post(server, '/auth/signup', { provider: 'google', password: await google.sign({ email: email() }), username: name });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json().user.username).toBe(name);
    expect(b.json().user.username).not.toBe(name);
    expect(b.json().user.username.startsWith(name.slice(0, 9))).toBe(true);
    expect(b.json().user.username.length).toBeLessThanOrEqual(15);
  });

  it('links an existing e-mail/password account with the same verified e-mail instead of duplicating it', async () => {
    const player = await signUp(server);
    const credential = await google.sign({ email: player.email.toUpperCase(), name: 'Someone Else' });
    const signIn = await post(server, '/auth/signin', { provider: 'google', password: credential });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.username).toBe(player.username);
    const signUpAttempt = await post(server, '/auth/signup', { provider: 'google', password: credential, username: 'someoneels' });
    expect(signUpAttempt.statusCode).toBe(401);
    // The password still works too.
    const withPassword = await post(server, '/auth/signin', { email: player.email, password: player.password });
    expect(withPassword.statusCode).toBe(200);
  });

  it('recognises a spec client that sends the credential as the password without a provider field', async () => {
    const player = await signUp(server);
    const res = await post(server, '/auth/signin', {
      username: player.email,
      email: player.email,
      password: await google.sign({ email: player.email }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(player.username);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const refusals: Array<[string, () => Promise<string>, string]> = [
    ['a wrong audience', () => google.sign({ aud: 'someone-else.apps.googleusercontent.com' }), 'google_token_audience'],
    ['a wrong issuer', () => google.sign({ iss: 'https://evil.example.com' }), 'google_token_issuer'],
    ['an expired token', () => google.sign({}, { expiresIn: -60 }), 'google_token_expired'],
    ['a bad signature', () => google.sign({}, { foreignKey: true }), 'google_token_signature'],
    [
      'alg none',
      async () =>
        unsignedToken({
          iss: 'https://accounts.google.com',
          aud: google.clientId,
          sub: '1',
          email: 'fan@example.com',
          email_verified: true,
          iat: now(),
          exp: now() + 600,
        }),
      'google_token_invalid',
    ],
    ['an unverified e-mail', () => google.sign({ email_verified: false }), 'google_email_unverified'],
    ['an unknown key id', () => google.sign({}, { kid: 'not-published', foreignKey: true }), 'google_key_unknown'],
    ['a malformed token', async () => `${'not-a-header'.repeat(4)}.payload.signature`, 'google_token_invalid'],
  ];

  it.each(refusals)('refuses %s with 401 and a code, on sign-in and sign-up', async (_label, make, code) => {
    const credential = await make();
    for (const url of ['/auth/signin', '/auth/signup']) {
      const res = await post(server, url, { provider: 'google', password: credential, username: 'refusedfan' });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toMatchObject({ code });
    }
  });

  it('answers 422 for a missing or oversized credential and never crashes', async () => {
    for (const password of ['', 'x'.repeat(5000), 12]) {
      const res = await post(server, '/auth/signin', { provider: 'google', password });
      expect(res.statusCode).toBe(422);
    }
  });
});
