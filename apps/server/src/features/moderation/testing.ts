import { signUp, type TestServer, type TestUser } from '../../test/harness.js';
import { runAdminRequest } from './admin.js';

/** Helpers of the reports and moderation suites. */

export const bearer = (user: Pick<TestUser, 'token'>) => ({ authorization: `Bearer ${user.token}` });

/** One JSON call as `user` (null: without a token). */
export async function api(
  server: TestServer,
  user: Pick<TestUser, 'token'> | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  const res = await server.app.inject({
    method,
    url,
    headers: user ? bearer(user) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown> & { code?: string }>() };
}

/** Grants the moderator role as `npm run admin` does (its own test runs the command itself). */
export async function makeModerator(server: TestServer, user: Pick<TestUser, 'username'>): Promise<void> {
  const answer = await runAdminRequest(server.platform.db, { command: 'grant-moderator', username: user.username }, new Date());
  if (!answer.ok) throw new Error(answer.message);
}

export const report = (server: TestServer, user: TestUser | null, body: Record<string, unknown>) =>
  api(server, user, 'POST', '/reports', body);
export const act = (server: TestServer, user: TestUser | null, body: Record<string, unknown>) =>
  api(server, user, 'POST', '/moderation/actions', body);

/** A settable clock: the server's time is the real one plus `offsetMs` (mutes end without waiting hours). */
export function movableClock() {
  const clock = { offsetMs: 0, now: () => Date.now() + clock.offsetMs };
  return clock;
}

/** Letters no profanity is made of: a generated name with digits can trip the username filter (leetspeak). */
const PLAIN = 'bdghjmnpqrtvwxz';

/** A player signed up through the real route, named with those letters only. */
export function member(server: TestServer): Promise<TestUser> {
  const name = `m${Array.from({ length: 12 }, () => PLAIN[Math.floor(Math.random() * PLAIN.length)]).join('')}`;
  return signUp(server, { username: name });
}
