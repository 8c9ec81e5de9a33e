import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, auth, createBattle, forfeitedBattle, player, userSocket } from '../battles/testing.js';

/** Where profiles meet battles and the live gateway. */
describe.each(BACKENDS)('profiles with battles (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: FAST_BATTLES });
  });
  afterAll(() => server.close());

  /** alice creates, bob joins, alice quits at once: bob wins by forfeit. */
  async function aliceForfeits() {
    const alice = await player(server);
    const bob = await player(server);
    const { finished } = await forfeitedBattle(server, alice, bob, alice);
    expect(finished).toMatchObject({ winner: bob.username, result: 'win' });
    return { alice, bob };
  }

  it('a stats reset is not undone by repair-user-battles', async () => {
    const { alice, bob } = await aliceForfeits();
    const repairBefore = await server.app.inject({ method: 'POST', url: '/db/repair-user-battles', headers: auth(bob) });
    expect(repairBefore.json().new_stats).toMatchObject({ totalBattle: 1, winBattle: 1, winRate: 100, streak: 1 });

    // The spec's client sends a JSON content type with an empty body: that is an empty object.
    const reset = await server.app.inject({
      method: 'POST',
      url: `/db/reset-user-stats?username=${bob.username}&reset_type=all`,
      headers: { ...auth(bob), 'content-type': 'application/json' },
      payload: '',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().new_stats).toMatchObject({ totalBattle: 0, winBattle: 0 });

    const repairAfter = await server.app.inject({ method: 'POST', url: '/db/repair-user-battles', headers: auth(bob) });
    expect(repairAfter.json().new_stats).toMatchObject({ totalBattle: 0, winBattle: 0, winRate: 0, streak: 0 });
    // The reset clears bob's battles (spec section 4); the battle itself stays, in alice's history.
    const history = async (who: typeof bob) =>
      (await server.app.inject({ url: `/battle/get_all_battles?username=${who.username}`, headers: auth(who) })).json();
    expect(await history(bob)).toHaveLength(0);
    expect(await history(alice)).toHaveLength(1);
  });

  it('deleting an account closes its other open tabs at once and drops its open battles from every list', async () => {
    const carol = await player(server);
    const watcher = await player(server);
    const [tab1, tab2, other] = await Promise.all([userSocket(server, carol), userSocket(server, carol), userSocket(server, watcher)]);
    const battleId = await createBattle(server, carol, 'basketball', 'medium');
    await other.next('battle_created', (m) => (m.data as { id: string }).id === battleId);

    tab1.send({ type: 'delete_user', token: carol.token });
    expect((await tab2.next('user_deleted')).data).toMatchObject({ message: expect.any(String) });
    expect((await tab2.closed).code).toBe(1000);
    expect((await other.next('battle_removed')).data).toMatchObject({ battle_id: battleId, reason: 'cancelled' });
    other.close();
  });

  it('a rename is seen by the open user socket straight away', async () => {
    const dave = await player(server);
    const socket = await userSocket(server, dave);
    const newName = `${dave.username.slice(0, 14)}_new`;
    socket.send({ type: 'user_update', username: newName });
    expect((await socket.next('user_updated')).data).toMatchObject({ username: newName });
    // The lobby acts for the new name without a reconnect.
    const create = await server.app.inject({ method: 'POST', url: `/battle/create?sport=golf&level=easy`, headers: auth(dave) });
    expect(create.json().first_opponent).toBe(newName);
    socket.send({ type: 'get_waiting_battles', username: newName });
    const list = (await socket.next('waiting_battles')).data as Array<{ first_opponent: string }>;
    expect(list.some((b) => b.first_opponent === newName)).toBe(true);
    socket.close();
  });
});
