import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BACKENDS, LiveClient, signUp, startTestServer, type TestServer, type TestUser } from '../test/harness.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('user socket /ws (%s)', (backend) => {
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true });
    alice = await signUp(server);
  });
  afterAll(() => server.close());

  const open = (query: string, headers: Record<string, string> = {}) => LiveClient.connect(`${server.wsUrl}/ws?${query}`, headers);

  it('closes with 4001 without a token or with a bad one', async () => {
    expect((await open(`username=${alice.username}`).closed).code).toBe(4001);
    expect((await open(`username=${alice.username}&token=garbage`).closed).code).toBe(4001);
  });

  it("closes with 4000 'Invalid username' when the name is not the token's user", async () => {
    const closed = await open(`username=someone_else&token=${alice.token}`).closed;
    expect(closed).toEqual({ code: 4000, reason: 'Invalid username' });
  });

  it('refuses a cross-site Origin before upgrading', async () => {
    const client = open(`username=${alice.username}&token=${alice.token}`, { origin: 'https://evil.example' });
    await expect(client.opened).rejects.toThrow(/403/);
  });

  it('accepts its own origin and answers test_connection, even when sent right after opening', async () => {
    const client = open(`username=${alice.username}&token=${alice.token}`, { origin: server.url });
    await client.opened;
    client.send({ type: 'test_connection' });
    const reply = await client.next('test_connection_response');
    expect(reply.data).toMatchObject({ status: 'ok' });
    client.send({ type: 'get_email' });
    expect((await client.next('email')).data).toEqual({ email: alice.email });
    client.close();
  });

  it('answers malformed and unknown messages with an error and keeps serving', async () => {
    const client = open(`username=${alice.username}&token=${alice.token}`);
    await client.opened;
    client.send('{not json');
    expect(await client.next('error')).toMatchObject({ code: 'malformed_message' });
    client.send({ type: 'launch_rockets' });
    expect(await client.next('error')).toMatchObject({ code: 'unknown_message', data: { code: 'unknown_message' } });
    client.send([1, 2, 3]);
    expect((await client.next('error')).code).toMatch(/unknown_message|malformed_message/);
    client.send({ type: 'ping' });
    expect(await client.next('pong')).toHaveProperty('server_time');
    client.close();
  });

  it('closes a socket that sends an oversized frame (1009)', async () => {
    const client = open(`username=${alice.username}&token=${alice.token}`);
    await client.opened;
    client.send({ type: 'ping', padding: 'x'.repeat(10_000) });
    expect((await client.closed).code).toBe(1009);
  });

  it('tells a flooding socket to slow down', async () => {
    const client = open(`username=${alice.username}&token=${alice.token}`);
    await client.opened;
    for (let i = 0; i < 40; i += 1) client.send({ type: 'ping' });
    expect(await client.next('error', (m) => m.code === 'slow_down')).toMatchObject({ code: 'slow_down' });
    client.close();
  });

  it('delivers hub messages to every open tab of the user', async () => {
    const tab1 = open(`username=${alice.username}&token=${alice.token}`);
    const tab2 = open(`username=${alice.username}&token=${alice.token}`);
    await Promise.all([tab1.opened, tab2.opened]);
    // A round trip proves both sockets finished authenticating.
    tab1.send({ type: 'test_connection' });
    tab2.send({ type: 'test_connection' });
    await Promise.all([tab1.next('test_connection_response'), tab2.next('test_connection_response')]);
    const user = await server.platform.users.findByUsername(alice.username);
    await server.platform.live.sendToUser(user!.id, { type: 'user_updated', data: { hello: 1 } });
    await expect(tab1.next('user_updated')).resolves.toMatchObject({ data: { hello: 1 } });
    await expect(tab2.next('user_updated')).resolves.toMatchObject({ data: { hello: 1 } });
    tab1.close();
    tab2.close();
  });
});

describe.each(BACKENDS)('user socket timing: heartbeat and flood window (%s)', (backend) => {
  const HEARTBEAT_MS = 300;
  const FLOOD_WINDOW_MS = 300;
  let server: TestServer;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, liveSockets: { heartbeatMs: HEARTBEAT_MS, floodWindowMs: FLOOD_WINDOW_MS } });
    alice = await signUp(server);
  });
  afterAll(() => server.close());

  const url = () => `${server.wsUrl}/ws?username=${alice.username}&token=${alice.token}`;
  const roundTrip = async (client: LiveClient) => {
    client.send({ type: 'test_connection' });
    await client.next('test_connection_response');
  };

  it('drops a peer that stops answering pings, and keeps one that answers', async () => {
    const dead = new LiveClient(new WebSocket(url(), { autoPong: false }));
    const healthy = LiveClient.connect(url());
    let pings = 0;
    dead.socket.on('ping', () => (pings += 1));
    await Promise.all([dead.opened, healthy.opened]);
    await roundTrip(dead);
    // Terminated, not closed politely: the peer is presumed gone.
    expect((await dead.closed).code).toBe(1006);
    expect(pings).toBeGreaterThanOrEqual(1);
    await pause(HEARTBEAT_MS * 3);
    await roundTrip(healthy);
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
    healthy.close();
  });

  it('closes a socket that keeps flooding within one window with 4029', async () => {
    const client = LiveClient.connect(url());
    await client.opened;
    for (let i = 0; i < 200; i += 1) client.send({ type: 'ping' });
    expect(await client.closed).toEqual({ code: 4029, reason: 'Too many messages' });
  });

  it('keeps a long-lived socket that bursts now and then, however many bursts add up to', async () => {
    const client = LiveClient.connect(url());
    await client.opened;
    // Every ping is answered with a pong or a slow_down error: count answers to know a burst is over.
    let answers = 0;
    let onAnswer: () => void = () => undefined;
    client.socket.on('message', () => {
      answers += 1;
      onAnswer();
    });
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        onAnswer = () => void (answers >= count && resolve());
        onAnswer();
      });
    // Each burst has 40-55 messages refused; six of them are well past what one window allows.
    for (let burst = 1; burst <= 6; burst += 1) {
      for (let i = 0; i < 60; i += 1) client.send({ type: 'ping' });
      await answered(60 * burst);
      await pause(FLOOD_WINDOW_MS + 100);
    }
    expect(client.messages.filter((m) => m.code === 'slow_down').length).toBeGreaterThan(100);
    await roundTrip(client);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.close();
  });
});
