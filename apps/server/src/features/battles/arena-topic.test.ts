import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, startTestServer, type TestServer } from '../../test/harness.js';
import { createBattle, player, userSocket } from './testing.js';

/** The arena's live list goes to the tabs that show it, not to every connected player. */
describe('arena updates follow the list on screen', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ listen: true });
  });
  afterAll(() => server.close());

  it('reaches tabs that asked for the list, stops after leave_arena, and skips the others', async () => {
    const watcher = await player(server);
    const elsewhere = await player(server);
    const creator = await player(server);
    const watching = await userSocket(server, watcher);
    const notWatching = LiveClient.connect(`${server.wsUrl}/ws?username=${elsewhere.username}&token=${elsewhere.token}`);
    await notWatching.opened;
    notWatching.send({ type: 'test_connection' });
    await notWatching.next('test_connection_response');

    const first = await createBattle(server, creator, 'soccer', 'easy');
    expect((await watching.next('battle_created')).data).toMatchObject({ id: first });

    watching.send({ type: 'leave_arena' });
    // A round trip: leave_arena was handled before the next battle is created.
    watching.send({ type: 'test_connection' });
    await watching.next('test_connection_response');
    const second = await createBattle(server, creator, 'soccer', 'medium');

    // Both sockets still get direct messages; a marker proves the broadcast had its chance.
    const ids = await Promise.all([watcher, elsewhere].map(async (u) => (await server.platform.users.findByUsername(u.username))!.id));
    await Promise.all(ids.map((id) => server.platform.live.sendToUser(id, { type: 'marker', data: second })));
    await Promise.all([watching.next('marker'), notWatching.next('marker')]);
    expect(watching.messages.some((m) => m.type === 'battle_created')).toBe(false);
    expect(notWatching.messages.some((m) => m.type === 'battle_created')).toBe(false);
    watching.close();
    notWatching.close();
  });

  it('gathers updates that come close together, in order, and never lets a later direct message pass them', async () => {
    const watcher = await player(server);
    const creator = await player(server);
    const watching = await userSocket(server, watcher);
    const ids = [];
    for (const level of ['easy', 'medium', 'hard'] as const) ids.push(await createBattle(server, creator, 'basketball', level));
    // Sent at once, while the updates may still be gathered: it must arrive after them.
    const watcherId = (await server.platform.users.findByUsername(watcher.username))!.id;
    await server.platform.live.sendToUser(watcherId, { type: 'marker', data: 'after' });
    await watching.next('marker');
    // By the time the marker is read, all three updates have arrived, in the order they happened.
    const created = watching.messages.filter((m) => m.type === 'battle_created').map((m) => (m.data as { id: string }).id);
    expect(created).toEqual(ids);
    watching.close();
  });
});
