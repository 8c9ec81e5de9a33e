import { getQuestion } from '@fanclash/content';
import { eq } from 'drizzle-orm';
import { battles } from '../../platform/db/schema.js';
import { LiveClient, uniqueName, type TestServer, type TestUser } from '../../test/harness.js';

/** Helpers shared by the battle feature's API and live tests. */

export const FAST_BATTLES = { BATTLE_COUNTDOWN_MS: '100', BATTLE_QUESTION_MS: '400', BATTLE_PAUSE_MS: '50', BATTLE_QUESTIONS: '3' };

/** Signs up through the real route, optionally as a Russian-speaking player. */
export async function player(server: TestServer, language: 'en' | 'ru' = 'en'): Promise<TestUser> {
  const username = uniqueName('fan');
  const email = `${username.toLowerCase()}@example.com`;
  const password = 'correct horse battery';
  // A fresh address per player: the per-IP sign-up limit is shared through Redis across suites.
  const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const res = await server.app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { email, password, username, language },
    remoteAddress,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { username, email, password, token: res.json<{ access_token: string }>().access_token, cookie: '' };
}

export const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

export async function createBattle(server: TestServer, user: TestUser, sport = 'soccer', level = 'easy'): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url: `/battle/create?first_opponent=${user.username}&sport=${sport}&level=${level}`,
    headers: auth(user),
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

/**
 * A user socket that has finished authenticating and shows the arena: like the battle list
 * page, it asks for the list, so it follows the list's live updates.
 */
export async function userSocket(server: TestServer, user: TestUser): Promise<LiveClient> {
  const client = LiveClient.connect(`${server.wsUrl}/ws?username=${user.username}&token=${user.token}`);
  await client.opened;
  client.send({ type: 'get_waiting_battles' });
  await client.next('waiting_battles');
  return client;
}

export function battleSocket(server: TestServer, user: TestUser, battleId: string): LiveClient {
  return LiveClient.connect(`${server.wsUrl}/ws/battle/${battleId}?username=${user.username}&token=${user.token}`);
}

/**
 * A real battle decided by a forfeit: `joiner` joins `creator`'s battle, both open it, and
 * `quitter` (one of the two) quits. Resolves with the battle id and the battle_finished the
 * other player received.
 */
export async function forfeitedBattle(
  server: TestServer,
  creator: TestUser,
  joiner: TestUser,
  quitter: TestUser,
): Promise<{ id: string; finished: Record<string, unknown> }> {
  const joinerTab = await userSocket(server, joiner);
  const id = await createBattle(server, creator);
  joinerTab.send({ type: 'join_battle', battle_id: id });
  await joinerTab.next('battle_started');
  const [c, j] = [battleSocket(server, creator, id), battleSocket(server, joiner, id)];
  await Promise.all([c.next('quiz_ready'), j.next('quiz_ready')]);
  const [quitting, staying] = quitter === creator ? [c, j] : [j, c];
  quitting.send({ type: 'quit_battle' });
  const finished = await staying.next('battle_finished');
  for (const socket of [c, j, joinerTab]) socket.close();
  return { id, finished };
}

/** The right answer's index for each question of a started battle (read from the bank, as the server does). */
export async function correctIndexes(server: TestServer, battleId: string): Promise<number[]> {
  const [row] = await server.platform.db.select().from(battles).where(eq(battles.id, battleId));
  return (row?.questionIds ?? []).map((id) => getQuestion(id, 'en')?.correctIndex ?? -1);
}

export async function battleRow(server: TestServer, battleId: string) {
  const [row] = await server.platform.db.select().from(battles).where(eq(battles.id, battleId));
  return row;
}

/** Every message the client receives from now on (LiveClient.next consumes its own copies). */
export function recordAll(client: LiveClient): Array<Record<string, unknown>> {
  const all: Array<Record<string, unknown>> = [];
  client.socket.on('message', (data) => all.push(JSON.parse(data.toString()) as Record<string, unknown>));
  return all;
}

/** Waits until `check` passes (polling), for state that settles asynchronously. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
