import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, battleRow, createBattle, eventually, player, userSocket } from './testing.js';

describe.each(BACKENDS)('battle lobby on the user socket (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: FAST_BATTLES });
  });
  afterAll(() => server.close());

  it('a user socket that opens as its player is joined still hears battle_started', async () => {
    const alice = await player(server);
    const bob = await player(server);
    const id = await createBattle(server, alice);
    // Alice's tab is (re)connecting while Bob joins: battle_started went out before it could hear it.
    const b = await userSocket(server, bob);
    b.send({ type: 'join_battle', username: bob.username, battle_id: id });
    expect((await b.next('battle_started')).data).toBe(id);
    const a = await userSocket(server, alice);
    expect((await a.next('battle_started')).data).toBe(id);
    for (const c of [a, b]) c.close();
  });

  it('lists waiting battles and tells everyone when one is created', async () => {
    const alice = await player(server);
    const watcher = await userSocket(server, await player(server));
    const id = await createBattle(server, alice, 'basketball', 'easy');
    expect((await watcher.next('battle_created', (m) => (m.data as { id: string }).id === id)).data).toMatchObject({
      first_opponent: alice.username,
      second_opponent: '',
      sport: 'basketball',
      level: 'easy',
    });
    watcher.send({ type: 'get_waiting_battles', username: '' });
    const list = (await watcher.next('waiting_battles')).data as Array<Record<string, unknown>>;
    expect(list.find((b) => b.id === id)).toMatchObject({
      first_opponent: alice.username,
      second_opponent: '',
      creator_avatar: '',
      created_at: expect.any(String),
    });
    watcher.close();
  });

  it('join: both players get battle_joined and battle_started (the id), everyone battle_removed', async () => {
    const alice = await player(server);
    const bob = await player(server, 'ru');
    const [a, b, watcher] = await Promise.all([
      userSocket(server, alice),
      userSocket(server, bob),
      userSocket(server, await player(server)),
    ]);
    const id = await createBattle(server, alice);
    b.send({ type: 'join_battle', username: bob.username, battle_id: id });
    expect((await a.next('battle_joined')).data).toMatchObject({
      id,
      opponent: bob.username,
      first_opponent: alice.username,
      second_opponent: bob.username,
    });
    expect((await b.next('battle_joined')).data).toMatchObject({ id, opponent: alice.username });
    expect((await a.next('battle_started')).data).toBe(id);
    expect((await b.next('battle_started')).data).toBe(id);
    expect((await watcher.next('battle_removed', (m) => (m.data as { id: string }).id === id)).data).toMatchObject({ reason: 'joined' });
    expect(await battleRow(server, id)).toMatchObject({ status: 'active', secondOpponent: bob.username });
    // start_battle re-confirms to a player, and is refused to anyone else.
    a.send({ type: 'start_battle', battle_id: id });
    expect((await a.next('battle_started')).data).toBe(id);
    watcher.send({ type: 'start_battle', battle_id: id });
    expect(await watcher.next('error')).toMatchObject({ code: 'forbidden' });
    for (const c of [a, b, watcher]) c.close();
  });

  it('two simultaneous joins: exactly one wins, the other is told the battle is gone', async () => {
    const alice = await player(server);
    const [bob, carol] = [await player(server), await player(server)];
    const [b, c] = await Promise.all([userSocket(server, bob), userSocket(server, carol)]);
    const id = await createBattle(server, alice);
    b.send({ type: 'join_battle', username: bob.username, battle_id: id });
    c.send({ type: 'join_battle', username: carol.username, battle_id: id });
    const outcome = (client: typeof b) =>
      Promise.race([
        client.next('battle_started').then(() => 'won'),
        client.next('battle_not_found').then((m) => `lost:${(m.data as { code: string }).code}`),
      ]);
    const results = (await Promise.all([outcome(b), outcome(c)])).sort();
    expect(results).toEqual(['lost:battle_full', 'won']);
    const row = await battleRow(server, id);
    expect([bob.username, carol.username]).toContain(row?.secondOpponent);
    b.close();
    c.close();
  });

  it('refuses joining your own battle, an unknown one, and acting for someone else', async () => {
    const alice = await player(server);
    const a = await userSocket(server, alice);
    const id = await createBattle(server, alice);
    a.send({ type: 'join_battle', username: alice.username, battle_id: id });
    expect(await a.next('error')).toMatchObject({ code: 'battle_own_join', message: 'You cannot join your own battle' });
    a.send({ type: 'join_battle', username: alice.username, battle_id: '00000000-0000-0000-0000-000000000000' });
    expect((await a.next('battle_not_found')).data).toMatchObject({ message: 'Battle not found' });
    a.send({ type: 'join_battle', username: alice.username, battle_id: 'nonsense' });
    expect((await a.next('battle_not_found')).data).toMatchObject({ code: 'battle_not_found' });
    a.send({ type: 'join_battle', username: 'someone_else', battle_id: id });
    expect(await a.next('error')).toMatchObject({ code: 'forbidden' });
    a.send({ type: 'join_battle' });
    expect(await a.next('error')).toMatchObject({ code: 'malformed_message' });
    a.close();
  });

  it('only the creator can cancel; the creator gets battle_cancelled and everyone battle_removed', async () => {
    const alice = await player(server);
    const mallory = await player(server);
    const [a, m] = await Promise.all([userSocket(server, alice), userSocket(server, mallory)]);
    const id = await createBattle(server, alice);
    m.send({ type: 'cancel_battle', battle_id: id, username: mallory.username });
    expect(await m.next('error')).toMatchObject({ code: 'not_battle_creator', message: 'Only the creator can cancel this battle' });
    m.send({ type: 'cancel_battle', battle_id: id, username: alice.username });
    expect(await m.next('error')).toMatchObject({ code: 'forbidden' });
    expect((await battleRow(server, id))?.status).toBe('waiting');

    a.send({ type: 'cancel_battle', battle_id: id, username: alice.username });
    expect((await a.next('battle_cancelled')).data).toMatchObject({ battle_id: id, reason: 'creator' });
    expect((await m.next('battle_removed', (x) => (x.data as { id: string }).id === id)).data).toMatchObject({ reason: 'cancelled' });
    expect((await battleRow(server, id))?.status).toBe('cancelled');
    a.send({ type: 'cancel_battle', battle_id: id, username: alice.username });
    expect(await a.next('battle_not_found')).toBeDefined();
    for (const c of [a, m]) c.close();
  });
});

describe.each(BACKENDS)('waiting-room inactivity (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: { ...FAST_BATTLES, WAITING_ROOM_TIMEOUT_MS: '600' } });
  });
  afterAll(() => server.close());

  it('cancels a battle whose creator shows no activity, and keeps one whose creator does', async () => {
    const idle = await player(server);
    const busy = await player(server);
    const [i, b, watcher] = await Promise.all([
      userSocket(server, idle),
      userSocket(server, busy),
      userSocket(server, await player(server)),
    ]);
    const idleId = await createBattle(server, idle);
    const busyId = await createBattle(server, busy);
    const keepAlive = setInterval(() => b.send({ type: 'waiting_room_activity', battle_id: busyId }), 150);
    try {
      expect((await i.next('waiting_room_inactivity', () => true, 5_000)).data).toEqual({
        battle_id: idleId,
        message: 'You were inactive in the waiting room',
      });
      expect((await watcher.next('battle_removed', (m) => (m.data as { id: string }).id === idleId)).data).toMatchObject({
        reason: 'inactive',
      });
      expect((await battleRow(server, idleId))?.status).toBe('cancelled');
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect((await battleRow(server, busyId))?.status).toBe('waiting');
    } finally {
      clearInterval(keepAlive);
    }
    await eventually(async () => (await battleRow(server, busyId))?.status === 'cancelled');
    // Cancelled exactly once: one notice, one removal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(i.messages.filter((m) => m.type === 'waiting_room_inactivity')).toHaveLength(0);
    expect(b.messages.filter((m) => m.type === 'waiting_room_inactivity')).toHaveLength(1);
    for (const c of [i, b, watcher]) c.close();
  });
});
