import { expect } from 'vitest';
import webpush from 'web-push';
import type { App } from '../../app.js';
import { uniqueName, type TestUser } from '../../test/harness.js';
import { pushDispatcherOf } from './index.js';
import { TEST_PUSH_CA_FILE, type TestDevice } from './test-push-service.js';

/** Helpers of the push suites (push.test.ts, held.test.ts). */

const VAPID = webpush.generateVAPIDKeys();
export const TEST_VAPID_PUBLIC_KEY = VAPID.publicKey;

/** A server that pushes to the test push service (test-push-service.ts) with a VAPID pair of this run. */
export const PUSH_ENV = {
  DATA_DIR: 'memory',
  RATE_LIMITS: 'off',
  PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
  PUSH_CA_FILE: TEST_PUSH_CA_FILE,
  PUSH_VAPID_PUBLIC_KEY: VAPID.publicKey,
  PUSH_VAPID_PRIVATE_KEY: VAPID.privateKey,
  PUSH_SUBJECT: 'mailto:push-tests@fanclash.example',
};

export const bearer = (user: Pick<TestUser, 'token'>) => ({ authorization: `Bearer ${user.token}` });

/** Signs up through the real route, in a language. */
export async function player(server: App, language: 'en' | 'ru' = 'en'): Promise<TestUser> {
  const username = uniqueName('push');
  const email = `${username.toLowerCase()}@example.com`;
  const password = 'correct horse battery';
  const response = await server.app.inject({ method: 'POST', url: '/auth/signup', payload: { email, password, username, language } });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { username, email, password, token: response.json<{ access_token: string }>().access_token, cookie: '' };
}

/** The device's subscription, stored through the real route; answers its id. */
export async function subscribe(server: App, user: TestUser, device: TestDevice): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/push/subscriptions', headers: bearer(user), payload: device.toJSON() });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** Waits until every given instance has sent (or dropped, or held) what it heard. */
export async function settled(...servers: App[]): Promise<void> {
  await Promise.all(servers.map((server) => pushDispatcherOf(server.platform)?.idle()));
}

export async function userId(server: App, user: TestUser): Promise<string> {
  const row = await server.platform.users.findByUsername(user.username);
  if (!row) throw new Error('unknown player');
  return row.id;
}

/** Waits for a condition the server reaches on its own (a closed tab leaving user_presence). */
export async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
