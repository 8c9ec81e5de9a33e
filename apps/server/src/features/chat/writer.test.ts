import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { createFriendGate } from './friendship.js';
import { createChatStore } from './store.js';
import { CHAT_TEST_ENV, befriend } from './testing.js';
import { ChatWriter } from './writer.js';

/** The group commit: messages written at the same moment share statements, and each gets its own answer. */
describe.each(BACKENDS)('the chat writer (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: CHAT_TEST_ENV });
  });
  afterAll(() => server?.close());

  it('answers each of many concurrent writes with its own row, in order per sender, refusing strangers and second copies', async () => {
    const [a, b, c] = await Promise.all([signUp(server), signUp(server), signUp(server)]);
    await befriend(server, a, b);
    const [ia, ib, ic] = await Promise.all([a, b, c].map(async (u) => (await server.platform.users.findByUsername(u.username))!.id));
    const store = createChatStore(server.platform.db);
    const writer = new ChatWriter(store, createFriendGate(server.platform.db), server.platform.log);

    const writes = Array.from({ length: 300 }, (_, i) => {
      if (i % 10 === 9) return { senderId: ia!, receiverId: ic!, message: `stranger ${i}` };
      const fromA = i % 2 === 0;
      return {
        senderId: fromA ? ia! : ib!,
        receiverId: fromA ? ib! : ia!,
        message: `same text`,
        clientId: i % 7 === 0 ? undefined : `c${i}`,
      };
    });
    // Second copies of a few client ids in the same burst.
    const copies = [1, 3, 5].map((i) => writes[i]!);
    const rows = await Promise.all([...writes, ...copies].map((m) => writer.write(m)));

    const stored = rows.slice(0, writes.length);
    writes.forEach((m, i) => {
      const row = stored[i];
      if (m.receiverId === ic) return expect(row, `write ${i}`).toBeUndefined();
      expect(row, `write ${i}`).toMatchObject({ senderId: m.senderId, receiverId: m.receiverId, clientId: m.clientId ?? null });
    });
    // A copy is never a second row: either it found nothing to store, or it is the same row.
    rows.slice(writes.length).forEach((row, k) => expect(row === undefined || row.id === stored[[1, 3, 5][k]!]!.id).toBe(true));
    const ids = stored.filter((r) => r !== undefined).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Each sender's messages got ids in the order they were written.
    for (const sender of [ia, ib]) {
      const mine = stored.filter((r) => r?.senderId === sender).map((r) => r!.id);
      expect(mine).toEqual([...mine].sort((x, y) => x - y));
    }
    expect(await store.history(ia!, ib!, 100)).toHaveLength(100);
    expect(await store.history(ia!, ic!, 100)).toHaveLength(0);
  });
});
