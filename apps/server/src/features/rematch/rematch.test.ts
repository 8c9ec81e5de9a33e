import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, battleRow, createBattle, forfeitedBattle, player, userSocket } from '../battles/testing.js';

describe.each(BACKENDS)('rematch on the user socket (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: FAST_BATTLES, listen: true });
  });
  afterAll(() => server.close());

  it('offers the opponent a battle of the same sport and level; accepting starts it for both', async () => {
    const [alice, bob] = [await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, alice, bob, bob);
    const [a, b] = [await userSocket(server, alice), await userSocket(server, bob)];
    a.send({ type: 'rematch_offer', battle_id: id });
    const sent = await a.next('rematch_sent');
    const offered = await b.next('rematch_offered');
    const newId = (sent.data as { battle_id: string }).battle_id;
    expect(newId).not.toBe(id);
    expect(sent.data).toEqual({ battle_id: newId, opponent: bob.username });
    expect(offered.data).toEqual({ battle_id: newId, from: alice.username, sport: 'soccer', level: 'easy' });

    b.send({ type: 'rematch_accept', battle_id: newId });
    const [startedA, startedB] = await Promise.all([a.next('battle_started'), b.next('battle_started')]);
    expect(startedA.data).toBe(newId);
    expect(startedB.data).toBe(newId);
    a.close();
    b.close();
  });

  it('declining tells the offering player', async () => {
    const [carol, dan] = [await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, carol, dan, carol);
    const [c, d] = [await userSocket(server, carol), await userSocket(server, dan)];
    c.send({ type: 'rematch_offer', battle_id: id });
    const offered = await d.next('rematch_offered');
    const newId = (offered.data as { battle_id: string }).battle_id;
    d.send({ type: 'rematch_decline', battle_id: newId });
    expect((await c.next('rematch_declined')).data).toEqual({ battle_id: newId, by: dan.username });
    c.close();
    d.close();
  });

  it('lets only the offered player decline: a stranger cannot make the creator drop a waiting battle', async () => {
    const [hana, ivan, jude] = [await player(server), await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, hana, ivan, hana);
    const [h, i, j] = [await userSocket(server, hana), await userSocket(server, ivan), await userSocket(server, jude)];
    h.send({ type: 'rematch_offer', battle_id: id });
    const newId = ((await i.next('rematch_offered')).data as { battle_id: string }).battle_id;
    j.send({ type: 'rematch_decline', battle_id: newId });
    expect(await j.next('error')).toMatchObject({ code: 'not_your_rematch', data: { code: 'not_your_rematch' } });
    // The refusal is sent after the check, so a notice to Hana would already be on its way.
    h.send({ type: 'test_connection' });
    await h.next('test_connection_response');
    expect(h.messages.some((m) => m.type === 'rematch_declined')).toBe(false);
    i.send({ type: 'rematch_decline', battle_id: newId });
    expect((await h.next('rematch_declined')).data).toEqual({ battle_id: newId, by: ivan.username });
    for (const socket of [h, i, j]) socket.close();
  });

  it('lets only the offered player accept: a stranger can neither accept nor join it', async () => {
    const [mia, ned, oli] = [await player(server), await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, mia, ned, ned);
    const [m, n, o] = [await userSocket(server, mia), await userSocket(server, ned), await userSocket(server, oli)];
    m.send({ type: 'rematch_offer', battle_id: id });
    const newId = ((await n.next('rematch_offered')).data as { battle_id: string }).battle_id;
    o.send({ type: 'rematch_accept', battle_id: newId });
    expect(await o.next('error')).toMatchObject({ code: 'not_your_rematch' });
    // The arena's join is no way in either: for anyone else the battle does not exist.
    o.send({ type: 'join_battle', battle_id: newId });
    expect((await o.next('battle_not_found')).data).toMatchObject({ battle_id: newId, code: 'battle_not_found' });
    expect((await battleRow(server, newId))?.status).toBe('waiting');
    // The offered player still can.
    n.send({ type: 'rematch_accept', battle_id: newId });
    const [startedM, startedN] = await Promise.all([m.next('battle_started'), n.next('battle_started')]);
    expect([startedM.data, startedN.data]).toEqual([newId, newId]);
    expect(o.messages.some((msg) => msg.type === 'battle_started')).toBe(false);
    for (const socket of [m, n, o]) socket.close();
  });

  it('keeps the rematch out of the arena: not in the list, never announced', async () => {
    const [pia, quin, rex] = [await player(server), await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, pia, quin, pia);
    const [p, q, r] = [await userSocket(server, pia), await userSocket(server, quin), await userSocket(server, rex)];
    p.send({ type: 'rematch_offer', battle_id: id });
    const newId = ((await q.next('rematch_offered')).data as { battle_id: string }).battle_id;
    // Rex follows the arena (userSocket asked for the list): an arena battle created after the
    // rematch is announced to him, so had the rematch been announced it would have come first.
    const open = await player(server);
    const openId = await createBattle(server, open, 'basketball', 'easy');
    const created = await r.next('battle_created');
    expect((created.data as { id: string }).id).toBe(openId);
    expect(r.messages.some((msg) => (msg.data as { id?: string } | undefined)?.id === newId)).toBe(false);
    r.send({ type: 'get_waiting_battles' });
    const list = (await r.next('waiting_battles')).data as Array<{ id: string }>;
    expect(list.map((b) => b.id)).toContain(openId);
    expect(list.map((b) => b.id)).not.toContain(newId);
    for (const socket of [p, q, r]) socket.close();
  });

  it('refuses a rematch with a player who blocked you', async () => {
    const [kim, lev] = [await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, kim, lev, lev);
    const [k, l] = [await userSocket(server, kim), await userSocket(server, lev)];
    l.send({ type: 'block_user', friend_username: kim.username });
    await l.next('user_updated');
    k.send({ type: 'rematch_offer', battle_id: id });
    expect(await k.next('error')).toMatchObject({ code: 'rematch_unavailable' });
    expect(l.messages.some((m) => m.type === 'rematch_offered')).toBe(false);
    k.close();
    l.close();
  });

  it('refuses a rematch of a battle the player was not in, and bad ids', async () => {
    const [erin, finn, gus] = [await player(server), await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, erin, finn, finn);
    const g = await userSocket(server, gus);
    g.send({ type: 'rematch_offer', battle_id: id });
    expect(await g.next('error')).toMatchObject({ code: 'rematch_unavailable' });
    g.send({ type: 'rematch_offer', battle_id: 'not-an-id' });
    expect(await g.next('error')).toMatchObject({ code: expect.any(String) });
    g.close();
  });
});
