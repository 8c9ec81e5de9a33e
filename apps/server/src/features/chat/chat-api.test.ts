import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@fanclash/protocol';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { CHAT_TEST_ENV, bearer, befriend, history, sendRest } from './testing.js';

describe.each(BACKENDS)('chat over REST (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: CHAT_TEST_ENV });
  });
  afterAll(() => server?.close());

  const pair = async () => {
    const [alice, boris] = await Promise.all([signUp(server), signUp(server)]);
    await befriend(server, alice, boris);
    return { alice, boris };
  };

  it('requires authentication on every call', async () => {
    const calls = [
      { method: 'GET' as const, url: '/simple-chat/history?sender=a&receiver=b' },
      { method: 'POST' as const, url: '/simple-chat/send', payload: { receiver_username: 'b', message_content: 'hi' } },
      { method: 'POST' as const, url: '/simple-chat/mark-read?sender=a&receiver=b' },
      { method: 'GET' as const, url: '/friends/chat-preview?username=a&friendUsername=b' },
      { method: 'GET' as const, url: '/friends/chat-previews' },
    ];
    for (const call of calls) {
      const response = await server.app.inject(call);
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('stores a trimmed message and answers it; history is oldest to newest for both sides', async () => {
    const { alice, boris } = await pair();
    const first = await sendRest(server, alice, boris.username, '  hello Boris  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      sender: alice.username,
      receiver: boris.username,
      message: 'hello Boris',
      is_read: false,
      message_type: 'text',
    });
    expect(new Date(first.json<{ timestamp: string }>().timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await sendRest(server, boris, alice.username, 'привет');
    const seenByAlice = await history(server, alice, boris.username);
    const seenByBoris = await history(server, boris, alice.username);
    expect(seenByAlice.map((m) => m.message)).toEqual(['hello Boris', 'привет']);
    expect(seenByBoris).toEqual(seenByAlice);
  });

  it('keeps markup as text: what is sent is what is stored and returned', async () => {
    const { alice, boris } = await pair();
    const markup = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    expect((await sendRest(server, alice, boris.username, markup)).json()).toMatchObject({ message: markup });
    expect((await history(server, boris, alice.username))[0]?.message).toBe(markup);
  });

  it('pages back with before_id and limit: the newest 50 by default', async () => {
    const { alice, boris } = await pair();
    const sent: number[] = [];
    // Sent from both sides so the per-user rate limit is not what this test meets.
    for (let i = 0; i < 55; i += 1) {
      const from = i % 2 === 0 ? alice : boris;
      const to = i % 2 === 0 ? boris : alice;
      sent.push((await sendRest(server, from, to.username, `m${i}`)).json<{ id: number }>().id);
    }
    const latest = await history(server, alice, boris.username);
    expect(latest).toHaveLength(CHAT_LIMITS.historyPage);
    expect(latest.map((m) => m.id)).toEqual(sent.slice(5));
    const older = await history(server, alice, boris.username, `&before_id=${latest[0]!.id}&limit=3`);
    expect(older.map((m) => m.message)).toEqual(['m2', 'm3', 'm4']);
    const tooMany = await server.app.inject({
      url: `/simple-chat/history?sender=${alice.username}&receiver=${boris.username}&limit=1000`,
      headers: bearer(alice),
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it('refuses empty, blank and too long messages with a code and stores nothing', async () => {
    const { alice, boris } = await pair();
    for (const [text, code] of [
      ['', 'chat_empty'],
      ['   \n\t ', 'chat_empty'],
      ['x'.repeat(CHAT_LIMITS.messageMax + 1), 'chat_too_long'],
    ] as const) {
      const response = await sendRest(server, alice, boris.username, text);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code });
    }
    const longest = await sendRest(server, alice, boris.username, ` ${'y'.repeat(CHAT_LIMITS.messageMax)} `);
    expect(longest.statusCode).toBe(201);
    expect((await history(server, alice, boris.username)).map((m) => m.message.length)).toEqual([CHAT_LIMITS.messageMax]);
  });

  it('refuses oneself, unknown players and another sender', async () => {
    const { alice, boris } = await pair();
    const self = await sendRest(server, alice, alice.username, 'me');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: 'chat_self', detail: 'Cannot Chat with Yourself' });
    const unknown = await sendRest(server, alice, 'nobody_here_xyz', 'hi');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'user_not_found' });
    const impersonation = await server.app.inject({
      method: 'POST',
      url: '/simple-chat/send',
      headers: bearer(alice),
      payload: { sender_username: boris.username, receiver_username: alice.username, message_content: 'not me' },
    });
    expect(impersonation.statusCode).toBe(403);
    const otherHistory = await server.app.inject({
      url: `/simple-chat/history?sender=${boris.username}&receiver=${alice.username}`,
      headers: bearer(alice),
    });
    expect(otherHistory.statusCode).toBe(403);
    const otherPreview = await server.app.inject({
      url: `/friends/chat-preview?username=${boris.username}&friendUsername=${alice.username}`,
      headers: bearer(alice),
    });
    expect(otherPreview.statusCode).toBe(403);
    const otherMark = await server.app.inject({
      method: 'POST',
      url: `/simple-chat/mark-read?sender=${alice.username}&receiver=${boris.username}`,
      headers: bearer(alice),
    });
    expect(otherMark.statusCode).toBe(403);
    expect(await history(server, alice, boris.username)).toEqual([]);
  });

  it('refuses players who are not friends on every call', async () => {
    const [alice, stranger] = await Promise.all([signUp(server), signUp(server)]);
    const send = await sendRest(server, alice, stranger.username, 'hi');
    expect(send.statusCode).toBe(403);
    expect(send.json()).toMatchObject({ code: 'chat_not_friends' });
    const read = await server.app.inject({
      url: `/simple-chat/history?sender=${alice.username}&receiver=${stranger.username}`,
      headers: bearer(alice),
    });
    expect(read.statusCode).toBe(403);
    const preview = await server.app.inject({ url: `/friends/chat-preview?friendUsername=${stranger.username}`, headers: bearer(alice) });
    expect(preview.json()).toMatchObject({ code: 'chat_not_friends' });
  });

  it('a resend with the same client_id returns the stored message and stores nothing new', async () => {
    const { alice, boris } = await pair();
    const first = await sendRest(server, alice, boris.username, 'once', 'c-1');
    const again = await sendRest(server, alice, boris.username, 'once', 'c-1');
    const racing = await Promise.all([1, 2, 3].map(() => sendRest(server, alice, boris.username, 'twice', 'c-2')));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(new Set(racing.map((r) => r.json<{ id: number }>().id)).size).toBe(1);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const stored = await history(server, boris, alice.username);
    expect(stored.map((m) => [m.message, m.client_id])).toEqual([
      ['once', 'c-1'],
      ['twice', 'c-2'],
    ]);
    // The same client_id from another sender is another message.
    expect((await sendRest(server, boris, alice.username, 'mine', 'c-1')).statusCode).toBe(201);
  });

  it('marks read, counts unread in the preview, and lists every friend newest message first', async () => {
    const [me, ann, bob, cid] = await Promise.all([signUp(server), signUp(server), signUp(server), signUp(server)]);
    await Promise.all([befriend(server, me, ann), befriend(server, me, bob), befriend(server, me, cid)]);
    await sendRest(server, ann, me.username, 'from ann 1');
    await sendRest(server, ann, me.username, 'from ann 2');
    await sendRest(server, me, bob.username, 'to bob');
    const preview = await server.app.inject({
      url: `/friends/chat-preview?username=${me.username}&friendUsername=${ann.username}`,
      headers: bearer(me),
    });
    expect(preview.json()).toMatchObject({ unreadCount: 2, lastMessage: { message: 'from ann 2', sender: ann.username } });

    const list = await server.app.inject({ url: `/friends/chat-previews?username=${me.username}`, headers: bearer(me) });
    expect(list.statusCode).toBe(200);
    expect(list.json<Array<{ username: string; unreadCount: number }>>().map((e) => [e.username, e.unreadCount])).toEqual([
      [bob.username, 0],
      [ann.username, 2],
      [cid.username, 0],
    ]);

    const firstId = (await history(server, me, ann.username))[0]!.id;
    const partial = await server.app.inject({
      method: 'POST',
      url: `/simple-chat/mark-read?sender=${ann.username}&receiver=${me.username}&up_to_id=${firstId}`,
      headers: bearer(me),
    });
    expect(partial.json()).toEqual({ marked: 1, up_to_id: firstId });
    const rest = await server.app.inject({ method: 'POST', url: `/simple-chat/mark-read?sender=${ann.username}`, headers: bearer(me) });
    expect(rest.json()).toMatchObject({ marked: 1 });
    const none = await server.app.inject({ method: 'POST', url: `/simple-chat/mark-read?sender=${ann.username}`, headers: bearer(me) });
    expect(none.json()).toEqual({ marked: 0, up_to_id: 0 });
    expect((await history(server, ann, me.username)).map((m) => m.is_read)).toEqual([true, true]);
    const after = await server.app.inject({ url: `/friends/chat-preview?friendUsername=${ann.username}`, headers: bearer(me) });
    expect(after.json()).toMatchObject({ unreadCount: 0 });
  });

  it('rate-limits sending per user', async () => {
    const { alice, boris } = await pair();
    const statuses: number[] = [];
    for (let i = 0; i <= CHAT_LIMITS.sendPerWindow; i += 1)
      statuses.push((await sendRest(server, alice, boris.username, `n${i}`)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(CHAT_LIMITS.sendPerWindow);
    const refused = await sendRest(server, alice, boris.username, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(await history(server, alice, boris.username)).toHaveLength(CHAT_LIMITS.sendPerWindow);
    // Boris's own allowance is his.
    expect((await sendRest(server, boris, alice.username, 'still fine')).statusCode).toBe(201);
  });
});
