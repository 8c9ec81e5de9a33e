import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battles } from '../../platform/db/schema.js';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { userId } from '../users/test-support.js';
import { FAST_BATTLES, battleRow, battleSocket, player, userSocket } from './testing.js';

describe.each(BACKENDS)('the sweep and battles whose owner is gone (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // A short waiting-room timeout makes the sweep run every 150 ms.
    server = await startTestServer({ backend, listen: true, env: { ...FAST_BATTLES, WAITING_ROOM_TIMEOUT_MS: '600' } });
  });
  afterAll(() => server.close());

  it('cancels an orphaned active battle and tells both players: battle_cancelled on every tab, battle_end on the battle socket', async () => {
    const alice = await player(server);
    const bob = await player(server);
    // An active battle no instance owns (its owner died): nothing but the row.
    const [row] = await server.platform.db
      .insert(battles)
      .values({
        firstOpponentId: await userId(server, alice.username),
        firstOpponent: alice.username,
        secondOpponentId: await userId(server, bob.username),
        secondOpponent: bob.username,
        sport: 'soccer',
        level: 'easy',
        status: 'active',
        startedAt: new Date(),
      })
      .returning({ id: battles.id });
    const id = row!.id;
    const [aliceTab, bobTab] = await Promise.all([userSocket(server, alice), userSocket(server, bob)]);
    const aliceBattle = battleSocket(server, alice, id);
    await aliceBattle.opened;
    // A pong comes once the socket is set up, so it is listening for the owner's messages.
    aliceBattle.send({ type: 'ping' });
    await aliceBattle.next('pong');

    // Older than any battle can last: the next sweep takes it.
    await server.platform.db
      .update(battles)
      .set({ startedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(battles.id, id));

    expect(await aliceBattle.next('battle_end')).toEqual({
      type: 'battle_end',
      battle_id: id,
      reason: 'server_restart',
      message: 'The server restarted: the battle was cancelled',
    });
    for (const tab of [aliceTab, bobTab]) {
      expect((await tab.next('battle_cancelled', (m) => (m.data as { id: string }).id === id)).data).toEqual({
        id,
        battle_id: id,
        reason: 'server_restart',
      });
    }
    expect(await battleRow(server, id)).toMatchObject({ status: 'cancelled', winner: null });
    // Told once: later sweeps find nothing to cancel.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(aliceBattle.messages.filter((m) => m.type === 'battle_end')).toHaveLength(0);
    expect(bobTab.messages.filter((m) => m.type === 'battle_cancelled')).toHaveLength(0);
    for (const c of [aliceTab, bobTab, aliceBattle]) c.close();
  });
});
