import { LiveClient, type TestServer, type TestUser } from '../../test/harness.js';
import { auth } from '../battles/testing.js';

/** Helpers of the friends feature's tests. */

/** An open user socket that has authenticated (its first pong proves the server reads it). */
export async function tab(server: TestServer, user: TestUser): Promise<LiveClient> {
  const client = LiveClient.connect(`${server.wsUrl}/ws?username=${user.username}&token=${user.token}`);
  await client.opened;
  client.send({ type: 'ping' });
  await client.next('pong');
  return client;
}

export async function getJson<T>(server: TestServer, user: TestUser, url: string): Promise<{ status: number; body: T }> {
  const res = await server.app.inject({ url, headers: auth(user) });
  return { status: res.statusCode, body: res.json<T>() };
}

export type Message = Record<string, unknown> & { data: Record<string, unknown> };

/** Sends a friend action and waits for the actor's friend_request_updated with that value (or the error). */
export async function act(client: LiveClient, type: string, friend: TestUser, expectValue?: string): Promise<Message> {
  client.send({ type, friend_username: friend.username });
  if (!expectValue) return (await client.next('error')) as Message;
  return (await client.next('friend_request_updated', (m) => (m.data as Message['data']).response_value === expectValue)) as Message;
}

/** Makes two players friends through the real messages. */
export async function befriend(a: LiveClient, aUser: TestUser, b: LiveClient, bUser: TestUser): Promise<void> {
  await act(a, 'send_friend_request', bUser, 'pending');
  await b.next('friend_request_updated', (m) => (m.data as Message['data']).response_value === 'pending');
  await act(b, 'accept_friend_request', aUser, 'accepted');
  await a.next('friend_request_updated', (m) => (m.data as Message['data']).response_value === 'accepted');
  // Drain the user_updated copies so later waits see fresh ones.
  for (const c of [a, b]) c.messages.splice(0);
}
