import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CLOSE_CODES } from '@fanclash/protocol';
import { users } from '../../platform/db/schema.js';
import { BACKENDS, LiveClient, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openUserSocket, userId } from '../users/test-support.js';
import { createFriendStore } from '../friends/store.js';
import { CHAT_TEST_ENV, befriend, chatUrl, history, openChat, sendRest } from './testing.js';

describe.each(BACKENDS)('the chat socket (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: CHAT_TEST_ENV });
  });
  afterAll(() => server?.close());

  const pair = async () => {
    const [alice, boris] = await Promise.all([signUp(server), signUp(server)]);
    await befriend(server, alice, boris);
    return { alice, boris };
  };

  /** A socket the server refuses: the error frame it sent, then the close. */
  const refused = async (url: string) => {
    const client = LiveClient.connect(url);
    const closed = await client.closed;
    return { closed, errors: client.messages.filter((m) => m.type === 'error') };
  };

  it('opens only for the token user and an existing friend who is not themselves', async () => {
    const { alice, boris } = await pair();
    const stranger = await signUp(server);
    const badToken = await refused(chatUrl(server, { username: alice.username, token: 'nope' }, boris.username));
    expect(badToken.closed.code).toBe(4001);

    const cases = [
      { url: chatUrl(server, { username: boris.username, token: alice.token }, alice.username), code: 'forbidden' },
      { url: chatUrl(server, alice, alice.username), code: 'chat_self' },
      { url: chatUrl(server, alice, 'nobody_like_this'), code: 'user_not_found' },
      { url: chatUrl(server, alice, stranger.username), code: 'chat_not_friends' },
      { url: chatUrl(server, alice, ''), code: 'validation_error' },
    ];
    for (const c of cases) {
      const result = await refused(c.url);
      expect(result.closed.code, c.code).toBe(4003);
      expect(result.errors, c.code).toEqual([expect.objectContaining({ type: 'error', code: c.code })]);
    }
  });

  it('delivers the stored message to every chat socket of both people; the sender copy is the ack', async () => {
    const { alice, boris } = await pair();
    const [a1, a2, b1, bUser, aUser] = await Promise.all([
      openChat(server, alice, boris.username),
      openChat(server, alice, boris.username),
      openChat(server, boris, alice.username),
      openUserSocket(server, boris),
      openUserSocket(server, alice),
    ]);
    a1.send({ message: ' hi Boris ', type: 'text', client_id: 'k1' });
    const ack = await a1.next('message');
    expect(ack).toMatchObject({
      sender: alice.username,
      receiver: boris.username,
      message: 'hi Boris',
      is_read: false,
      message_type: 'text',
      client_id: 'k1',
    });
    expect(typeof ack.id).toBe('number');
    expect(await a2.next('message')).toEqual(ack);
    expect(await b1.next('message')).toEqual(ack);
    // The user sockets: the receiver's header and list, and the sender's other tabs.
    const { type: _t, ...data } = ack;
    expect((await bUser.next('chat_message')).data).toEqual(data);
    expect((await aUser.next('chat_message')).data).toEqual(data);
    expect((await history(server, boris, alice.username)).map((m) => m.id)).toEqual([ack.id]);
    for (const c of [a1, a2, b1, bUser, aUser]) c.close();
  });

  it('a resend with the same client_id answers the stored message to the sender only and stores nothing', async () => {
    const { alice, boris } = await pair();
    const [a, b] = await Promise.all([openChat(server, alice, boris.username), openChat(server, boris, alice.username)]);
    a.send({ message: 'once', type: 'text', client_id: 'same' });
    const first = await a.next('message');
    await b.next('message');
    a.send({ message: 'once', type: 'text', client_id: 'same' });
    expect(await a.next('message')).toEqual(first);
    // A REST resend of the socket's message is the same message too.
    expect((await sendRest(server, alice, boris.username, 'once', 'same')).json()).toMatchObject({ id: first.id });
    // Boris heard it once: the next thing he hears is the next message.
    a.send({ message: 'next', type: 'text' });
    expect(await b.next('message')).toMatchObject({ message: 'next' });
    expect(b.messages.filter((m) => m.type === 'message')).toEqual([]);
    expect((await history(server, boris, alice.username)).map((m) => m.message)).toEqual(['once', 'next']);
    a.close();
    b.close();
  });

  it('refuses bad messages with an error and a code, stores nothing, and stays open', async () => {
    const { alice, boris } = await pair();
    const a = await openChat(server, alice, boris.username);
    a.send({ message: '   ', type: 'text', client_id: 'e1' });
    expect(await a.next('error')).toMatchObject({ code: 'chat_empty', client_id: 'e1' });
    a.send({ message: 'z'.repeat(CHAT_LIMITS.messageMax + 1), type: 'text' });
    expect(await a.next('error')).toMatchObject({ code: 'chat_too_long' });
    a.send('not json');
    expect(await a.next('error')).toMatchObject({ code: 'malformed_message' });
    a.send({ type: 'shout', message: 'x' });
    expect(await a.next('error')).toMatchObject({ code: 'unknown_message' });
    a.send({ type: 'text' });
    expect(await a.next('error')).toMatchObject({ code: 'malformed_message' });
    a.send({ message: 'still here', type: 'text' });
    expect(await a.next('message')).toMatchObject({ message: 'still here' });
    expect((await history(server, alice, boris.username)).map((m) => m.message)).toEqual(['still here']);
    a.close();
  });

  it('stops a conversation the moment they stop being friends (removed or blocked)', async () => {
    const { alice, boris } = await pair();
    const a = await openChat(server, alice, boris.username);
    const [ra, rb] = await Promise.all([
      server.platform.users.findByUsername(alice.username),
      server.platform.users.findByUsername(boris.username),
    ]);
    const friends = createFriendStore(server.platform.db);
    await friends.removeFriend(ra!.id, rb!.id);
    a.send({ message: 'are you there?', type: 'text', client_id: 'gone' });
    expect(await a.next('error')).toMatchObject({ code: 'chat_not_friends', client_id: 'gone' });
    await befriend(server, alice, boris);
    await friends.block(rb!.id, ra!.id, new Date());
    a.send({ message: 'hello?', type: 'text' });
    expect(await a.next('error')).toMatchObject({ code: 'chat_not_friends' });
    expect(await history(server, boris, alice.username).catch((e: Error) => e.message)).toMatch(/403/);
    a.close();
  });

  it('marks read from the chat socket: the sender hears messages_read on the chat and the user socket', async () => {
    const { alice, boris } = await pair();
    const [a, b, aUser, bUser] = await Promise.all([
      openChat(server, alice, boris.username),
      openChat(server, boris, alice.username),
      openUserSocket(server, alice),
      openUserSocket(server, boris),
    ]);
    a.send({ message: 'one', type: 'text' });
    a.send({ message: 'two', type: 'text' });
    const one = await b.next('message', (m) => m.message === 'one');
    const two = await b.next('message', (m) => m.message === 'two');
    b.send({ type: 'mark_read', up_to_id: one.id });
    expect(await a.next('messages_read')).toEqual({
      type: 'messages_read',
      reader: boris.username,
      sender: alice.username,
      up_to_id: one.id,
    });
    expect((await aUser.next('messages_read')).data).toEqual({ reader: boris.username, sender: alice.username, up_to_id: one.id });
    b.send({ type: 'mark_read' });
    expect(await a.next('messages_read')).toMatchObject({ up_to_id: two.id });
    // Boris's other tabs learn it too (their badges clear).
    expect((await bUser.next('messages_read', (m) => (m.data as { up_to_id: number }).up_to_id === two.id)).data).toMatchObject({
      reader: boris.username,
    });
    expect((await history(server, alice, boris.username)).map((m) => m.is_read)).toEqual([true, true]);
    for (const c of [a, b, aUser, bUser]) c.close();
  });

  it('a message sent over REST reaches the open chat sockets like a socket send', async () => {
    const { alice, boris } = await pair();
    const b = await openChat(server, boris, alice.username);
    const sent = (await sendRest(server, alice, boris.username, 'by REST', 'r1')).json<{ id: number }>();
    expect(await b.next('message')).toMatchObject({ id: sent.id, message: 'by REST', client_id: 'r1' });
    b.close();
  });

  it('sends nothing for a token revoked since the socket opened, and closes as a bad token', async () => {
    const { alice, boris } = await pair();
    const a = await openChat(server, alice, boris.username);
    // Revoked in the database alone, as if the bus's word of it had not come yet.
    await server.platform.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, await userId(server, alice.username)));
    a.send({ message: 'sent with a revoked token', type: 'text', client_id: 'revoked-1' });
    expect((await a.closed).code).toBe(CLOSE_CODES.badToken);
    expect((await history(server, boris, alice.username)).map((m) => m.message)).not.toContain('sent with a revoked token');
  });

  it('closes the chat sockets of a deleted account', async () => {
    const { alice, boris } = await pair();
    const [a, aUser] = await Promise.all([openChat(server, alice, boris.username), openUserSocket(server, alice)]);
    aUser.send({ type: 'delete_user', token: alice.token });
    // The same close the deleted account's user sockets get.
    expect((await a.closed).code).toBe(1000);
  });
});
