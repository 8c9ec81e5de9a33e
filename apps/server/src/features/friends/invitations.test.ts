import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type LiveClient, type TestServer, type TestUser } from '../../test/harness.js';
import { FAST_BATTLES, battleRow, createBattle, player } from '../battles/testing.js';
import { befriend, getJson, tab } from './testing.js';

type Data = Record<string, unknown>;
const dataOf = (m: Record<string, unknown>) => m.data as Data;

describe.each(BACKENDS)('battle invitations and presence (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: { ...FAST_BATTLES, WAITING_ROOM_TIMEOUT_MS: '3000' } });
  });
  afterAll(() => server.close());

  async function friends(): Promise<{ alice: TestUser; boris: TestUser; a: LiveClient; b: LiveClient }> {
    const [alice, boris] = [await player(server), await player(server)];
    const [a, b] = [await tab(server, alice), await tab(server, boris)];
    await befriend(a, alice, b, boris);
    return { alice, boris, a, b };
  }

  it('the creator invites a friend; accepting joins the battle exactly like join_battle', async () => {
    const { alice, boris, a, b } = await friends();
    const id = await createBattle(server, alice, 'basketball', 'easy');
    a.send({ type: 'invite_friend', username: alice.username, friend_username: boris.username, battle_id: id });
    expect(dataOf(await a.next('invitation_sent'))).toEqual({ battle_id: id, friend_username: boris.username });
    const received = dataOf(await b.next('invitation_received'));
    expect(received).toMatchObject({ battle_id: id, sport: 'basketball', level: 'easy', from: alice.username, status: 'pending' });
    expect(received.duration).toBeGreaterThan(0);
    const notes = await getJson<{ invitations: Data[] }>(server, boris, '/friends/notifications');
    expect(notes.body.invitations).toMatchObject([{ battle_id: id, from: alice.username }]);
    const own = await getJson<{ invitations: string[] }>(server, boris, `/db/get-user-by-username?username=${boris.username}`);
    expect(own.body.invitations).toEqual([id]);
    expect((await getJson<Data>(server, alice, `/friends/invitation?battle_id=${id}`)).body).toEqual({
      invitation: { battle_id: id, friend_username: boris.username },
    });

    // One pending invitation at a time per battle.
    a.send({ type: 'invite_friend', friend_username: boris.username, battle_id: id });
    expect(dataOf(await a.next('invitation_error'))).toMatchObject({ code: 'invitation_pending' });

    b.send({ type: 'accept_invitation', friend_username: alice.username, battle_id: id });
    expect((await a.next('battle_started')).data).toBe(id);
    expect((await b.next('battle_started')).data).toBe(id);
    expect(await battleRow(server, id)).toMatchObject({ status: 'active', secondOpponent: boris.username });
    expect((await getJson<{ invitations: Data[] }>(server, boris, '/friends/notifications')).body.invitations).toEqual([]);
    for (const c of [a, b]) c.close();
  });

  it('rejecting tells the creator with rejected_by; cancelling tells the invitee', async () => {
    const { alice, boris, a, b } = await friends();
    const id = await createBattle(server, alice, 'hockey', 'easy');
    a.send({ type: 'invite_friend', friend_username: boris.username, battle_id: id });
    await b.next('invitation_received');
    b.send({ type: 'reject_invitation', friend_username: alice.username, battle_id: id });
    expect(dataOf(await a.next('invitation_rejected'))).toEqual({ battle_id: id, rejected_by: boris.username, reason: 'rejected' });

    a.send({ type: 'invite_friend', friend_username: boris.username, battle_id: id });
    await b.next('invitation_received');
    a.send({ type: 'cancel_invitation', friend_username: boris.username, battle_id: id });
    expect(dataOf(await b.next('invitation_cancelled', (m) => dataOf(m).reason === 'cancelled'))).toMatchObject({
      battle_id: id,
      from: alice.username,
    });
    b.send({ type: 'accept_invitation', friend_username: alice.username, battle_id: id });
    expect(dataOf(await b.next('invitation_error'))).toMatchObject({ code: 'invitation_not_found' });
    expect(await battleRow(server, id)).toMatchObject({ status: 'waiting' });
    for (const c of [a, b]) c.close();
  });

  it('refuses non-creators, strangers, someone else and bad battles with invitation_error', async () => {
    const { alice, boris, a, b } = await friends();
    const carol = await player(server);
    const id = await createBattle(server, alice, 'soccer', 'easy');
    const code = async (client: LiveClient, message: Data) => {
      client.send(message);
      return dataOf(await client.next('invitation_error')).code;
    };
    expect(await code(b, { type: 'invite_friend', friend_username: alice.username, battle_id: id })).toBe('not_battle_creator');
    expect(await code(a, { type: 'invite_friend', friend_username: carol.username, battle_id: id })).toBe('not_friends');
    expect(await code(a, { type: 'invite_friend', friend_username: 'nobody_at_all', battle_id: id })).toBe('user_not_found');
    expect(await code(a, { type: 'invite_friend', friend_username: boris.username, battle_id: 'nope' })).toBe('battle_not_found');
    expect(await code(a, { type: 'invite_friend', username: carol.username, friend_username: boris.username, battle_id: id })).toBe(
      'forbidden',
    );
    expect(await code(b, { type: 'reject_invitation', friend_username: alice.username, battle_id: id })).toBe('invitation_not_found');
    for (const c of [a, b]) c.close();
  });

  it('the battle starting with someone else, or cancelled, or timing out withdraws the invitation live', async () => {
    const { alice, boris, a, b } = await friends();
    const carol = await player(server);
    const c = await tab(server, carol);
    const first = await createBattle(server, alice, 'cricket', 'easy');
    a.send({ type: 'invite_friend', friend_username: boris.username, battle_id: first });
    await b.next('invitation_received');
    c.send({ type: 'join_battle', battle_id: first });
    expect(dataOf(await b.next('invitation_cancelled'))).toMatchObject({ battle_id: first, reason: 'battle_started' });

    const dave = await player(server);
    const d = await tab(server, dave);
    await befriend(d, dave, b, boris);
    const second = await createBattle(server, dave, 'golf', 'easy');
    d.send({ type: 'invite_friend', friend_username: boris.username, battle_id: second });
    await b.next('invitation_received');
    d.send({ type: 'cancel_battle', battle_id: second });
    expect(dataOf(await b.next('invitation_cancelled'))).toMatchObject({ battle_id: second, reason: 'battle_cancelled' });

    const third = await createBattle(server, dave, 'rugby', 'easy');
    d.send({ type: 'invite_friend', friend_username: boris.username, battle_id: third });
    await b.next('invitation_received');
    // No activity from dave after the invitation: the 3 s waiting-room timeout cancels it.
    expect(dataOf(await b.next('invitation_cancelled', () => true, 20_000))).toMatchObject({ battle_id: third, reason: 'inactive' });
    for (const t of [a, b, c, d]) t.close();
  });

  it('presence: friends see online while any tab is open and offline after the last closes; strangers hear nothing', async () => {
    const { alice, boris, a, b } = await friends();
    const stranger = await player(server);
    const s = await tab(server, stranger);
    const list = await getJson<Array<{ username: string; status: string }>>(server, alice, '/friends/list');
    expect(list.body).toMatchObject([{ username: boris.username, status: 'online' }]);

    const b2 = await tab(server, boris);
    b.close();
    b2.close();
    await a.next('presence_updated', (m) => dataOf(m).status === 'offline');
    expect((await getJson<Array<{ status: string }>>(server, alice, '/friends/list')).body).toMatchObject([{ status: 'offline' }]);
    const again = await tab(server, boris);
    expect(dataOf(await a.next('presence_updated', (m) => dataOf(m).status === 'online'))).toEqual({
      username: boris.username,
      status: 'online',
    });
    expect(s.messages.filter((m) => m.type === 'presence_updated')).toEqual([]);
    for (const t of [a, again, s]) t.close();
  });
});
