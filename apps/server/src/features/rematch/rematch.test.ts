import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, forfeitedBattle, player, userSocket } from '../battles/testing.js';

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

  it('lets only a past opponent decline: a stranger cannot make the creator drop a waiting battle', async () => {
    const [hana, ivan, jude] = [await player(server), await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, hana, ivan, hana);
    const [h, i, j] = [await userSocket(server, hana), await userSocket(server, ivan), await userSocket(server, jude)];
    h.send({ type: 'rematch_offer', battle_id: id });
    const newId = ((await i.next('rematch_offered')).data as { battle_id: string }).battle_id;
    j.send({ type: 'rematch_decline', battle_id: newId });
    expect(await j.next('error')).toMatchObject({ code: 'rematch_unavailable' });
    // The refusal is sent after the check, so a notice to Hana would already be on its way.
    h.send({ type: 'test_connection' });
    await h.next('test_connection_response');
    expect(h.messages.some((m) => m.type === 'rematch_declined')).toBe(false);
    i.send({ type: 'rematch_decline', battle_id: newId });
    expect((await h.next('rematch_declined')).data).toEqual({ battle_id: newId, by: ivan.username });
    for (const socket of [h, i, j]) socket.close();
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
