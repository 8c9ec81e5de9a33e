import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomInt } from 'node:crypto';
import { users } from '../../platform/db/schema.js';
import { uniqueName, type TestServer, type TestUser } from '../../test/harness.js';
import { dailyDebateJobs } from './index.js';

/** Helpers of the debates suites. */

export const TEST_ENV = { RATE_LIMITS: 'off' } as const;

export const auth = (user: Pick<TestUser, 'token'>) => ({ authorization: `Bearer ${user.token}` });

/** A player signed up through the real route, in `language` (stored on the account). */
export async function fan(server: TestServer, language: 'en' | 'ru' = 'en'): Promise<TestUser> {
  const username = uniqueName('deb');
  const email = `${username.toLowerCase()}@example.com`;
  const password = 'correct horse battery';
  const res = await server.app.inject({ method: 'POST', url: '/auth/signup', payload: { email, password, username, language } });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { username, email, password, token: res.json<{ access_token: string }>().access_token, cookie: '' };
}

/** One call as `user` (or without a token when user is null). */
export function call(
  server: TestServer,
  user: Pick<TestUser, 'token'> | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    headers: user ? auth(user) : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

export const validPick = (overrides: Record<string, unknown> = {}) => ({
  option1_name: 'Lionel Messi',
  option1_description: 'The most complete attacker of all time.',
  option2_name: 'Cristiano Ronaldo',
  option2_description: 'The top scorer in the history of the men’s game.',
  category: 'Football',
  ...overrides,
});

/** Creates a debate as `user` and answers its id. */
export async function createPick(server: TestServer, user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await call(server, user, 'POST', '/selection/picks', validPick(overrides));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** Player rows written directly: for counts (trending) that would take a hundred sign-ups. */
export async function insertPlayers(server: TestServer, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const name = `bulk_${randomInt(100_000, 1_000_000)}${randomInt(100_000, 1_000_000)}`;
    return { username: name, email: `${name}@example.com`, passwordHash: 'not-a-hash' };
  });
  const inserted = await server.platform.db.insert(users).values(rows).returning({ id: users.id });
  return inserted.map((row) => row.id);
}

/** Waits until the publication a fresh start makes has finished. */
export async function dailySettled(server: TestServer): Promise<void> {
  const job = dailyDebateJobs.get(server.platform);
  if (!job) throw new Error('no daily debate job');
  await job.settled();
}
