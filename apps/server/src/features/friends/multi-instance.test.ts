import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstancePair, type InstancePair, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, createBattle, player } from '../battles/testing.js';
import { act, getJson, tab } from './testing.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
type Data = Record<string, unknown>;
const dataOf = (m: Record<string, unknown>) => m.data as Data;

/** Two instances sharing one PostgreSQL schema and one Redis: Alice on one, Boris on the other. */
describe.skipIf(!databaseUrl || !redisUrl)('friends across two instances (PostgreSQL + Redis)', () => {
  const env = { ...FAST_BATTLES, JWT_SECRET: randomBytes(32).toString('hex') };
  let pair: InstancePair;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    pair = await startInstancePair({ listen: true, env });
    ({ one, two } = pair);
  });
  afterAll(() => pair?.close());

  it('request, accept, presence and an invitation accepted into a battle, each told live across instances', async () => {
    const alice = await player(one);
    const boris = await player(two);
    const a = await tab(one, alice);
    const b = await tab(two, boris);

    await act(a, 'send_friend_request', boris, 'pending');
    expect(dataOf(await b.next('friend_request_updated'))).toMatchObject({ friendRequests: [alice.username], response_value: 'pending' });
    await act(b, 'accept_friend_request', alice, 'accepted');
    expect(dataOf(await a.next('friend_request_updated', (m) => dataOf(m).response_value === 'accepted'))).toMatchObject({
      friends: [boris.username],
    });

    // Boris also opens a tab on instance one; closing the one on two keeps him online.
    const b2 = await tab(one, boris);
    b.close();
    expect((await getJson<Array<{ status: string }>>(one, alice, '/friends/list')).body).toMatchObject([{ status: 'online' }]);
    b2.close();
    await a.next('presence_updated', (m) => dataOf(m).status === 'offline');
    const back = await tab(two, boris);
    await a.next('presence_updated', (m) => dataOf(m).status === 'online');

    const id = await createBattle(one, alice, 'basketball', 'medium');
    a.send({ type: 'invite_friend', friend_username: boris.username, battle_id: id });
    expect(dataOf(await back.next('invitation_received'))).toMatchObject({ battle_id: id, from: alice.username });
    back.send({ type: 'accept_invitation', friend_username: alice.username, battle_id: id });
    expect((await a.next('battle_started')).data).toBe(id);
    expect((await back.next('battle_started')).data).toBe(id);
    for (const c of [a, back]) c.close();
  });

  it('requests sent to each other at once on two instances make one friendship', async () => {
    const alice = await player(one);
    const boris = await player(two);
    const [a, b] = [await tab(one, alice), await tab(two, boris)];
    a.send({ type: 'send_friend_request', friend_username: boris.username });
    b.send({ type: 'send_friend_request', friend_username: alice.username });
    await a.next('friend_request_updated', (m) => dataOf(m).response_value === 'accepted', 8_000);
    await b.next('friend_request_updated', (m) => dataOf(m).response_value === 'accepted', 8_000);
    const own = await getJson<{ friends: string[] }>(two, boris, `/db/get-user-by-username?username=${boris.username}`);
    expect(own.body.friends).toEqual([alice.username]);
    for (const c of [a, b]) c.close();
  });

  it('a battle cancelled on one instance withdraws the invitation once, though both instances hear it', async () => {
    const alice = await player(one);
    const boris = await player(two);
    const [a, b] = [await tab(one, alice), await tab(two, boris)];
    a.send({ type: 'send_friend_request', friend_username: boris.username });
    await b.next('friend_request_updated');
    b.send({ type: 'accept_friend_request', friend_username: alice.username });
    await a.next('friend_request_updated', (m) => dataOf(m).response_value === 'accepted');
    const id = await createBattle(two, alice, 'golf', 'hard');
    a.send({ type: 'invite_friend', friend_username: boris.username, battle_id: id });
    await b.next('invitation_received');
    a.send({ type: 'cancel_battle', battle_id: id });
    await b.next('invitation_cancelled', (m) => dataOf(m).reason === 'battle_cancelled');
    // Wait for the creator's own copy: by then both instances have handled the removal.
    await a.next('invitation_cancelled');
    a.send({ type: 'ping' });
    await a.next('pong');
    expect(b.messages.filter((m) => m.type === 'invitation_cancelled')).toEqual([]);
    for (const c of [a, b]) c.close();
  });
});
