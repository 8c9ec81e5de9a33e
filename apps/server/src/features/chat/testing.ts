import type { App } from '../../app.js';
import { LiveClient, type TestServer, type TestUser } from '../../test/harness.js';
import { createFriendStore } from '../friends/store.js';

/** Test helpers of the chat suites. */

/** Chat suites sign many players up from one address. */
export const CHAT_TEST_ENV = { DATA_DIR: 'memory', RATE_LIMITS: 'off' } as const;

export const bearer = (user: Pick<TestUser, 'token'>) => ({ authorization: `Bearer ${user.token}` });

/** Makes two players friends through the friends feature's own store (a request, then its acceptance). */
export async function befriend(server: App, a: Pick<TestUser, 'username'>, b: Pick<TestUser, 'username'>): Promise<void> {
  const [ra, rb] = await Promise.all([server.platform.users.findByUsername(a.username), server.platform.users.findByUsername(b.username)]);
  if (!ra || !rb) throw new Error('befriend: unknown player');
  const friends = createFriendStore(server.platform.db);
  const now = new Date();
  await friends.sendRequest(ra.id, rb.id, now);
  if (!(await friends.accept(rb.id, ra.id, now))) throw new Error('befriend: request not accepted');
}

export function chatUrl(server: TestServer, me: Pick<TestUser, 'username' | 'token'>, receiver: string): string {
  const q = new URLSearchParams({ username: me.username, receiver, token: me.token });
  return `${server.wsUrl}/ws/simple-chat?${q.toString()}`;
}

/** Opens a chat socket and waits until it answers (a ping round trip proves it is set up). */
export async function openChat(server: TestServer, me: Pick<TestUser, 'username' | 'token'>, receiver: string): Promise<LiveClient> {
  const client = LiveClient.connect(chatUrl(server, me, receiver));
  await client.opened;
  client.send({ type: 'ping' });
  await client.next('pong');
  return client;
}

export async function sendRest(server: TestServer, from: TestUser, to: string, text: string, clientId?: string) {
  return server.app.inject({
    method: 'POST',
    url: '/simple-chat/send',
    headers: bearer(from),
    payload: {
      sender_username: from.username,
      receiver_username: to,
      message_content: text,
      message_type: 'text',
      ...(clientId ? { client_id: clientId } : {}),
    },
  });
}

export async function history(server: TestServer, me: TestUser, friend: string, extra = '') {
  const response = await server.app.inject({
    url: `/simple-chat/history?sender=${me.username}&receiver=${friend}${extra}`,
    headers: bearer(me),
  });
  if (response.statusCode !== 200) throw new Error(`history: ${response.statusCode} ${response.body}`);
  return response.json<Array<{ id: number; sender: string; receiver: string; message: string; is_read: boolean; client_id?: string }>>();
}
