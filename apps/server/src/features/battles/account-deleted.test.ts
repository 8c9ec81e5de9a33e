import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, battleRow, battleSocket, createBattle, player, userSocket } from './testing.js';

describe.each(BACKENDS)('deleting an account during a battle (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // Long rounds: the battle is still running when the account goes.
    server = await startTestServer({ backend, listen: true, env: { ...FAST_BATTLES, BATTLE_QUESTION_MS: '10000' } });
  });
  afterAll(() => server.close());

  it("ends the running battle as a forfeit win for the opponent (stats written) and closes the deleted player's battle socket", async () => {
    const alice = await player(server);
    const bob = await player(server);
    const [ua, ub] = await Promise.all([userSocket(server, alice), userSocket(server, bob)]);
    const id = await createBattle(server, alice);
    ub.send({ type: 'join_battle', battle_id: id });
    await Promise.all([ua.next('battle_started'), ub.next('battle_started')]);
    const a = battleSocket(server, alice, id);
    const b = battleSocket(server, bob, id);
    await Promise.all([a.next('next_question'), b.next('next_question')]);

    ua.send({ type: 'delete_user', token: alice.token, username: alice.username });
    await ua.next('user_deleted');
    expect(await a.closed).toEqual({ code: 1000, reason: 'Account deleted' });
    expect(await b.next('battle_finished')).toMatchObject({
      battle_id: id,
      winner: bob.username,
      loser: alice.username,
      result: 'win',
      reason: 'forfeit',
      forfeited_by: alice.username,
      updated_users: { [bob.username]: { totalBattle: 1, winBattle: 1, streak: 1, winRate: 100 } },
    });
    expect((await ub.next('battle_finished')).data).toMatchObject({ battle_id: id, result: 'win', reason: 'forfeit' });
    expect(await battleRow(server, id)).toMatchObject({ status: 'finished', winner: bob.username, firstOpponentId: null });
    const me = await server.app.inject({
      url: `/db/get-user-by-username?username=${bob.username}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(me.json()).toMatchObject({ totalBattle: 1, winBattle: 1, battles: [id] });
    for (const c of [b, ub]) c.close();
  });

  it('before the battle started (the opponent never opened it) it is cancelled, without stats', async () => {
    const alice = await player(server);
    const bob = await player(server);
    const [ua, ub] = await Promise.all([userSocket(server, alice), userSocket(server, bob)]);
    const id = await createBattle(server, alice);
    ub.send({ type: 'join_battle', battle_id: id });
    await ub.next('battle_started');
    const b = battleSocket(server, bob, id);
    await b.next('battle_state');

    ua.send({ type: 'delete_user', token: alice.token });
    await ua.next('user_deleted');
    expect(await b.next('battle_end')).toMatchObject({ battle_id: id, reason: 'no_show' });
    expect((await ub.next('battle_cancelled')).data).toMatchObject({ id, reason: 'no_show' });
    expect((await battleRow(server, id))?.status).toBe('cancelled');
    const me = await server.app.inject({
      url: `/db/get-user-by-username?username=${bob.username}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(me.json()).toMatchObject({ totalBattle: 0, battles: [] });
    for (const c of [b, ub]) c.close();
  });
});
