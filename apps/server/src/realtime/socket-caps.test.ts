import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, LiveClient, signUp, startTestServer, type TestServer, type TestUser } from '../test/harness.js';

/** Issue 16.4: one user held 1,000 sockets and closed sockets' queued messages kept the server busy. */
describe.each(BACKENDS)('live socket caps (%s)', (backend) => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: { LIVE_SOCKETS_PER_USER: '3', LIVE_SOCKETS_PER_ADDRESS: '5' } });
    alice = await signUp(server);
  });
  afterAll(() => server.close());

  const open = async (user: TestUser, path = '/ws') => {
    const client = LiveClient.connect(`${server.wsUrl}${path}?username=${user.username}&token=${user.token}`);
    await client.opened;
    client.send({ type: 'ping' });
    // Either authenticated (pong) or closed over a cap.
    const outcome = await Promise.race([client.next('pong').then(() => 'open'), client.closed.then((c) => c)]);
    return { client, outcome };
  };

  it("closes an account's socket over the cap with 4008, and lets a new one in once a tab closes", async () => {
    const tabs = [await open(alice), await open(alice), await open(alice)];
    expect(tabs.map((t) => t.outcome)).toEqual(['open', 'open', 'open']);
    const fourth = await open(alice);
    expect(fourth.outcome).toEqual({ code: 4008, reason: 'Too many open connections' });
    tabs[0]!.client.close();
    await tabs[0]!.client.closed;
    // The server counts the close when it sees it; the next open succeeds once it has.
    let again = await open(alice);
    for (let i = 0; again.outcome !== 'open' && i < 20; i += 1) again = await open(alice);
    expect(again.outcome).toBe('open');
    for (const t of [...tabs, again]) t.client.close();
    await Promise.all([...tabs, again].map((t) => t.client.closed));
  });

  it('closes sockets from one address over its cap with 4008, whoever signs in', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp(server)));
    const results = [];
    for (const user of users) results.push(await open(user));
    expect(results.slice(0, 5).map((r) => r.outcome)).toEqual(['open', 'open', 'open', 'open', 'open']);
    expect(results[5]!.outcome).toMatchObject({ code: 4008 });
    for (const r of results) r.client.close();
    await Promise.all(results.map((r) => r.client.closed));
  });

  it('drops the queued messages of a socket that closed instead of working through them', async () => {
    const { client } = await open(alice);
    const before = server.platform.socketCaps.droppedMessages;
    // Sent in one burst with the close: the server reads the close before it reaches the queue.
    for (let i = 0; i < 20; i += 1) client.send({ type: 'get_waiting_battles' });
    client.close();
    await client.closed;
    const until = Date.now() + 2_000;
    while (server.platform.socketCaps.droppedMessages - before < 10 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(server.platform.socketCaps.droppedMessages - before).toBeGreaterThanOrEqual(10);
  });
});
