import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { player } from '../battles/testing.js';
import { act, befriend, getJson, tab, type Message } from './testing.js';

type Own = { friends: string[]; friendRequests: string[]; sentFriendRequests: string[]; blocked: string[]; email: string };

describe.each(BACKENDS)('friend requests on the user socket (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true });
  });
  afterAll(() => server.close());

  const own = async (user: Awaited<ReturnType<typeof player>>) =>
    (await getJson<Own>(server, user, `/db/get-user-by-username?username=${user.username}`)).body;

  it('a request, then accept: both hear it at once on every tab, and both records list the friendship', async () => {
    const [alice, boris] = [await player(server), await player(server)];
    const [a, b1, b2] = [await tab(server, alice), await tab(server, boris), await tab(server, boris)];

    const sent = await act(a, 'send_friend_request', boris, 'pending');
    expect(sent.data).toMatchObject({ from: alice.username, to: boris.username, email: alice.email, sentFriendRequests: [boris.username] });
    for (const b of [b1, b2]) {
      const heard = (await b.next('friend_request_updated')) as Message;
      expect(heard.data).toMatchObject({ response_value: 'pending', email: boris.email, friendRequests: [alice.username], friends: [] });
      expect((await b.next('user_updated')).data).toMatchObject({ friendRequests: [alice.username], response_value: 'pending' });
    }
    expect(await own(boris)).toMatchObject({ friendRequests: [alice.username], friends: [] });
    expect(await own(alice)).toMatchObject({ sentFriendRequests: [boris.username], friendRequests: [] });

    const accepted = await act(b1, 'accept_friend_request', alice, 'accepted');
    expect(accepted.data).toMatchObject({ friends: [alice.username], friendRequests: [] });
    expect((await a.next('friend_request_updated', (m) => (m.data as Message['data']).response_value === 'accepted')).data).toMatchObject({
      friends: [boris.username],
      sentFriendRequests: [],
      from: boris.username,
      to: alice.username,
    });
    expect(await own(alice)).toMatchObject({ friends: [boris.username], sentFriendRequests: [] });
    expect(await own(boris)).toMatchObject({ friends: [alice.username], friendRequests: [] });
    for (const c of [a, b1, b2]) c.close();
  });

  it('refuses with a code and changes nothing: self, unknown, duplicate, friend, missing request, non-friend, someone else', async () => {
    const [alice, boris, carol] = [await player(server), await player(server), await player(server)];
    const a = await tab(server, alice);
    const b = await tab(server, boris);
    const code = async (type: string, friend: { username: string }, extra: Record<string, unknown> = {}) => {
      a.send({ type, friend_username: friend.username, ...extra });
      return (await a.next('error')).code;
    };
    expect(await code('send_friend_request', alice)).toBe('friend_self');
    expect(await code('send_friend_request', { username: 'nobody_here_x' })).toBe('user_not_found');
    expect(await code('accept_friend_request', boris)).toBe('friend_request_not_found');
    expect(await code('reject_friend_request', boris)).toBe('friend_request_not_found');
    expect(await code('cancel_friend_request', boris)).toBe('friend_request_not_found');
    expect(await code('remove_friend', boris)).toBe('not_friends');
    expect(await code('send_friend_request', boris, { username: carol.username })).toBe('forbidden');
    expect(await own(boris)).toMatchObject({ friendRequests: [] });

    await act(a, 'send_friend_request', boris, 'pending');
    expect(await code('send_friend_request', boris)).toBe('friend_request_exists');
    // Alice cannot accept her own request.
    expect(await code('accept_friend_request', boris)).toBe('friend_request_not_found');
    await act(b, 'accept_friend_request', alice, 'accepted');
    expect(await code('send_friend_request', boris)).toBe('already_friends');
    expect(await own(alice)).toMatchObject({ friends: [boris.username] });

    a.send({ type: 'send_friend_request' });
    expect((await a.next('error')).code).toBe('malformed_message');
    for (const c of [a, b]) c.close();
  });

  it('requests crossing each other make them friends; both sent at once leave one row', async () => {
    const [alice, boris] = [await player(server), await player(server)];
    const [a, b] = [await tab(server, alice), await tab(server, boris)];
    a.send({ type: 'send_friend_request', friend_username: boris.username });
    b.send({ type: 'send_friend_request', friend_username: alice.username });
    await a.next('friend_request_updated', (m) => (m.data as Message['data']).response_value === 'accepted');
    await b.next('friend_request_updated', (m) => (m.data as Message['data']).response_value === 'accepted');
    expect(await own(alice)).toMatchObject({ friends: [boris.username], friendRequests: [], sentFriendRequests: [] });
    for (const c of [a, b]) c.close();
  });

  it('reject, cancel and remove clear the relation for both', async () => {
    const [alice, boris] = [await player(server), await player(server)];
    const [a, b] = [await tab(server, alice), await tab(server, boris)];
    await act(a, 'send_friend_request', boris, 'pending');
    await act(b, 'reject_friend_request', alice, 'rejected');
    expect((await a.next('friend_request_updated', (m) => (m.data as Message['data']).response_value === 'rejected')).data).toMatchObject({
      sentFriendRequests: [],
    });
    await act(a, 'send_friend_request', boris, 'pending');
    await act(a, 'cancel_friend_request', boris, 'cancelled');
    expect((await b.next('friend_request_updated', (m) => (m.data as Message['data']).response_value === 'cancelled')).data).toMatchObject({
      friendRequests: [],
    });
    await befriend(a, alice, b, boris);
    await act(b, 'remove_friend', alice, 'removed');
    expect((await a.next('friend_request_updated', (m) => (m.data as Message['data']).response_value === 'removed')).data).toMatchObject({
      friends: [],
    });
    for (const c of [a, b]) c.close();
  });

  it('a block removes the friend, refuses new requests and hides the blocker from search; unblock restores search', async () => {
    const [alice, boris] = [await player(server), await player(server)];
    const [a, b] = [await tab(server, alice), await tab(server, boris)];
    await befriend(a, alice, b, boris);
    await act(a, 'block_user', boris, 'blocked');
    expect((await b.next('friend_request_updated')).data).toMatchObject({ response_value: 'removed', friends: [] });
    expect(await own(alice)).toMatchObject({ friends: [], blocked: [boris.username] });
    b.send({ type: 'send_friend_request', friend_username: alice.username });
    expect((await b.next('error')).code).toBe('user_blocked');
    a.send({ type: 'send_friend_request', friend_username: boris.username });
    expect((await a.next('error')).code).toBe('user_blocked');
    const hidden = await getJson<Array<{ username: string }>>(server, boris, `/friends/search-user?username=${alice.username}`);
    expect(hidden.body.map((r) => r.username)).not.toContain(alice.username);
    const shown = await getJson<Array<{ username: string; relation: string }>>(
      server,
      alice,
      `/friends/search-user?username=${boris.username}`,
    );
    expect(shown.body[0]).toMatchObject({ username: boris.username, relation: 'blocked' });
    expect((await getJson<Array<{ username: string }>>(server, alice, '/friends/blocked')).body).toMatchObject([
      { username: boris.username },
    ]);

    a.send({ type: 'block_user', friend_username: boris.username });
    expect((await a.next('error')).code).toBe('already_blocked');
    await act(a, 'unblock_user', boris, 'unblocked');
    a.send({ type: 'unblock_user', friend_username: boris.username });
    expect((await a.next('error')).code).toBe('not_blocked');
    const back = await getJson<Array<{ username: string }>>(server, boris, `/friends/search-user?username=${alice.username}`);
    expect(back.body[0]).toMatchObject({ username: alice.username });
    for (const c of [a, b]) c.close();
  });

  it('search: token required, prefix before contains, relation shown, never an e-mail, empty query empty', async () => {
    const alice = await player(server);
    const [b, c] = [await player(server), await player(server)];
    const a = await tab(server, alice);
    const bt = await tab(server, b);
    await act(a, 'send_friend_request', b, 'pending');
    expect((await server.app.inject({ url: '/friends/search-user?username=fan' })).statusCode).toBe(401);
    expect((await getJson<unknown[]>(server, alice, '/friends/search-user?username=')).body).toEqual([]);
    expect((await getJson<unknown[]>(server, alice, '/friends/search-user?username=%20%20')).body).toEqual([]);

    const exact = await getJson<Array<Record<string, unknown>>>(server, alice, `/friends/search-user?username=${b.username.toUpperCase()}`);
    expect(exact.body[0]).toEqual({ username: b.username, avatar: '', ranking: null, relation: 'request_sent' });
    const fromB = await getJson<Array<Record<string, unknown>>>(server, b, `/friends/search-user?username=${alice.username}`);
    expect(fromB.body[0]).toMatchObject({ username: alice.username, relation: 'request_received' });
    // 'an_' is inside every 'fan_...' name but starts none of them: contains matches, after prefix ones.
    const inside = await getJson<Array<{ username: string }>>(server, alice, `/friends/search-user?username=${c.username.slice(1)}`);
    expect(inside.body.map((r) => r.username)).toContain(c.username);
    expect(JSON.stringify(inside.body)).not.toContain('@');
    // LIKE's wildcards are literal: '%' matches no name.
    expect((await getJson<unknown[]>(server, alice, '/friends/search-user?username=%25')).body).toEqual([]);
    expect((await getJson<unknown[]>(server, alice, `/friends/search-user?username=${alice.username}`)).body).toEqual([]);
    for (const t of [a, bt]) t.close();
  });

  it('notifications and the friends list need a token and answer in one call', async () => {
    const [alice, boris] = [await player(server), await player(server)];
    expect((await server.app.inject({ url: '/friends/notifications' })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/friends/list' })).statusCode).toBe(401);
    const [a, b] = [await tab(server, alice), await tab(server, boris)];
    await act(a, 'send_friend_request', boris, 'pending');
    const notes = await getJson<{ friend_requests: unknown[]; invitations: unknown[] }>(server, boris, '/friends/notifications');
    expect(notes.body).toEqual({
      friend_requests: [{ username: alice.username, avatar: '', status: 'pending', created_at: expect.any(String) }],
      invitations: [],
      // Friend challenges waiting for this player's turn (issue 31), additive to the spec's two lists.
      challenges: [],
    });
    await act(b, 'accept_friend_request', alice, 'accepted');
    const list = await getJson<Array<Record<string, unknown>>>(server, alice, '/friends/list');
    expect(list.body).toEqual([{ username: boris.username, avatar: '', ranking: null, winBattle: 0, status: 'online' }]);
    for (const c of [a, b]) c.close();
  });
});
