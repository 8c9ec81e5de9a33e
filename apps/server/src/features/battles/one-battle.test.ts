import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battles } from '../../platform/db/schema.js';
import { BACKENDS, startTestServer, type LiveClient, type TestServer } from '../../test/harness.js';
import { userId } from '../users/test-support.js';
import { FAST_BATTLES, auth, battleRow, createBattle, player, recordAll, userSocket } from './testing.js';

const idIs = (id: string) => (m: Record<string, unknown>) => (m.data as { id?: string }).id === id;

/** How a join ended for the joiner: started, told the battle is gone, or refused with an error code. */
const joinOutcome = (client: LiveClient) =>
  Promise.race([
    client.next('battle_started').then(() => 'won'),
    client.next('battle_not_found').then(() => 'gone'),
    client.next('error').then((m) => String(m.code)),
  ]);

describe.each(BACKENDS)('a player plays one battle at a time (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // Battle sockets are never opened here: a long grace keeps the joined battles active.
    server = await startTestServer({ backend, listen: true, env: { ...FAST_BATTLES, BATTLE_RECONNECT_GRACE_MS: '60000' } });
  });
  afterAll(() => server.close());

  it("a join cancels both players' other waiting battles: creators' tabs told first, every list drops them", async () => {
    const alice = await player(server);
    const carol = await player(server);
    const [aliceTab, carolTab, watcher] = await Promise.all([
      userSocket(server, alice),
      userSocket(server, carol),
      userSocket(server, await player(server)),
    ]);
    const aliceSeen = recordAll(aliceTab);
    const joined = await createBattle(server, alice, 'soccer', 'easy');
    const aliceOthers = [await createBattle(server, alice, 'golf', 'easy'), await createBattle(server, alice, 'volleyball', 'hard')];
    const carolOwn = await createBattle(server, carol, 'hockey', 'medium');

    carolTab.send({ type: 'join_battle', battle_id: joined });
    expect((await aliceTab.next('battle_started')).data).toBe(joined);
    await carolTab.next('battle_started');

    for (const id of aliceOthers) {
      expect((await aliceTab.next('battle_cancelled', idIs(id))).data).toEqual({ id, battle_id: id, reason: 'another_battle' });
      expect((await watcher.next('battle_removed', idIs(id))).data).toMatchObject({ reason: 'cancelled' });
      expect((await battleRow(server, id))?.status).toBe('cancelled');
    }
    expect((await carolTab.next('battle_cancelled', idIs(carolOwn))).data).toMatchObject({ reason: 'another_battle' });
    expect((await watcher.next('battle_removed', idIs(carolOwn))).data).toMatchObject({ reason: 'cancelled' });
    expect((await watcher.next('battle_removed', idIs(joined))).data).toMatchObject({ reason: 'joined' });
    expect(await battleRow(server, joined)).toMatchObject({ status: 'active', secondOpponent: carol.username });
    // A waiting room of a cancelled battle has left before the start arrives (it would pull the player away).
    const types = aliceSeen.map((m) => m.type);
    expect(types.lastIndexOf('battle_cancelled')).toBeLessThan(types.indexOf('battle_started'));
    // The list no longer offers any of them.
    watcher.send({ type: 'get_waiting_battles' });
    const list = (await watcher.next('waiting_battles')).data as Array<{ id: string }>;
    for (const id of [joined, ...aliceOthers, carolOwn]) expect(list.some((b) => b.id === id)).toBe(false);
    for (const c of [aliceTab, carolTab, watcher]) c.close();
  });

  it('refuses a join and a create by a player already in a battle (already_in_battle); nothing changes', async () => {
    const bob = await player(server);
    const dave = await player(server);
    const erin = await player(server);
    const [daveTab] = await Promise.all([userSocket(server, dave)]);
    const bobs = await createBattle(server, bob);
    daveTab.send({ type: 'join_battle', battle_id: bobs });
    await daveTab.next('battle_started');

    const erins = await createBattle(server, erin, 'rugby', 'easy');
    daveTab.send({ type: 'join_battle', battle_id: erins });
    expect(await daveTab.next('error')).toMatchObject({
      type: 'error',
      data: { code: 'already_in_battle', message: 'You are already in a battle. Finish it before starting another' },
    });
    expect(await battleRow(server, erins)).toMatchObject({ status: 'waiting', secondOpponent: '' });

    for (const who of [dave, bob]) {
      const res = await server.app.inject({
        method: 'POST',
        url: `/battle/create?first_opponent=${who.username}&sport=basketball&level=easy`,
        headers: auth(who),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'already_in_battle' });
    }
    daveTab.close();
  });

  it("refuses to join a battle whose creator is already playing (the race a join's cancel closes): creator_in_battle", async () => {
    const frank = await player(server);
    const gina = await player(server);
    const hank = await player(server);
    const [ginaTab, hankTab] = await Promise.all([userSocket(server, gina), userSocket(server, hank)]);
    ginaTab.send({ type: 'join_battle', battle_id: await createBattle(server, frank) });
    await ginaTab.next('battle_started');
    // A waiting battle of frank's that the join's cancel missed: what a join racing it would find.
    const [late] = await server.platform.db
      .insert(battles)
      .values({ firstOpponentId: await userId(server, frank.username), firstOpponent: frank.username, sport: 'golf', level: 'hard' })
      .returning({ id: battles.id });
    hankTab.send({ type: 'join_battle', battle_id: late!.id });
    expect(await hankTab.next('error')).toMatchObject({
      type: 'error',
      data: { code: 'creator_in_battle', message: 'The creator of this battle is playing another battle right now' },
    });
    expect((await battleRow(server, late!.id))?.status).toBe('waiting');
    for (const c of [ginaTab, hankTab]) c.close();
  });

  it("two joins of two of one creator's battles at once: one starts, the other is refused, the creator plays one", async () => {
    const ivan = await player(server);
    const [jane, kate] = [await player(server), await player(server)];
    const [janeTab, kateTab] = await Promise.all([userSocket(server, jane), userSocket(server, kate)]);
    const first = await createBattle(server, ivan, 'cricket', 'easy');
    const second = await createBattle(server, ivan, 'baseball', 'easy');
    janeTab.send({ type: 'join_battle', battle_id: first });
    kateTab.send({ type: 'join_battle', battle_id: second });
    const outcomes = await Promise.all([joinOutcome(janeTab), joinOutcome(kateTab)]);
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    // The loser read the battle before or after the winner cancelled it.
    expect(outcomes.find((o) => o !== 'won')).toMatch(/^(creator_in_battle|gone)$/);
    const statuses = [(await battleRow(server, first))?.status, (await battleRow(server, second))?.status].sort();
    expect(statuses).toEqual(['active', 'cancelled']);
    for (const c of [janeTab, kateTab]) c.close();
  });
});
