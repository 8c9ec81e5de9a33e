import { CLOSE_CODES } from '@fanclash/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BattleSocket, type BattleSocketOptions } from './battleSocket';

/** Just enough of a browser WebSocket to drive the client from a test. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSends(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverCloses(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

function setup(overrides: Partial<BattleSocketOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const onMessage = vi.fn();
  const onGiveUp = vi.fn();
  const statuses: string[] = [];
  const client = new BattleSocket({
    battleId: 'b1',
    username: 'alice',
    getToken: () => Promise.resolve('token-1'),
    renewToken: () => Promise.resolve('token-2'),
    url: (battleId, username, token) => `ws://test/ws/battle/${battleId}?username=${username}&token=${token}`,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    onMessage,
    onGiveUp,
    onStatus: (status) => statuses.push(status),
    ...overrides,
  });
  return { client, sockets, onMessage, onGiveUp, statuses };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const pong = { type: 'pong', server_time: 1 };

describe('BattleSocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects to the battle with username and token and passes on valid messages', async () => {
    const { client, sockets, onMessage } = setup();
    client.start();
    await flush();
    expect(sockets[0]?.url).toBe('ws://test/ws/battle/b1?username=alice&token=token-1');
    sockets[0]?.serverOpens();
    expect(client.status).toBe('open');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sockets[0]?.serverSends(pong);
    sockets[0]?.serverSends({ type: 'no_such_message' });
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(pong);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('retries an unclean close 3 times, 1 s x attempt apart, then gives up', async () => {
    const { client, sockets, onGiveUp } = setup();
    client.start();
    await flush();
    sockets[0]?.serverOpens();
    sockets[0]?.serverCloses(1006);
    expect(client.status).toBe('reconnecting');

    for (const [attempt, delay] of [
      [1, 1_000],
      [2, 2_000],
      [3, 3_000],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
      // The retry fails before it opens.
      sockets[attempt]?.serverCloses(1006);
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(4);
    expect(onGiveUp).toHaveBeenCalledOnce();
    expect(client.status).toBe('closed');
  });

  it('starts counting attempts again after a successful reconnect', async () => {
    const { client, sockets } = setup();
    client.start();
    await flush();
    sockets[0]?.serverOpens();
    sockets[0]?.serverCloses(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    sockets[1]?.serverOpens();
    sockets[1]?.serverCloses(1006);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(3);
  });

  it('reconnects at once on close 4012 "Instance draining", without using up an attempt', async () => {
    const { client, sockets, onGiveUp } = setup();
    client.start();
    await flush();
    for (let i = 0; i < 5; i += 1) {
      sockets[i]?.serverOpens();
      sockets[i]?.serverCloses(CLOSE_CODES.draining);
      expect(client.status).toBe('reconnecting');
      await flush();
      expect(sockets).toHaveLength(i + 2);
    }
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('does not retry when the server refuses the player or the battle', async () => {
    const { client, sockets, onGiveUp } = setup();
    client.start();
    await flush();
    sockets[0]?.serverCloses(CLOSE_CODES.notFound, 'Battle not found');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
    expect(onGiveUp).toHaveBeenCalledExactlyOnceWith({ code: CLOSE_CODES.notFound, reason: 'Battle not found' });
  });

  it('renews a refused token once', async () => {
    const { client, sockets } = setup();
    client.start();
    await flush();
    sockets[0]?.serverCloses(CLOSE_CODES.badToken);
    await flush();
    expect(sockets).toHaveLength(2);
  });

  it('stays closed after stop() and can be started again', async () => {
    const { client, sockets } = setup();
    client.start();
    await flush();
    sockets[0]?.serverOpens();
    client.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
    client.start();
    await flush();
    expect(sockets).toHaveLength(2);
  });

  it('opens one socket when stopped and started again before the token arrives', async () => {
    const { client, sockets } = setup();
    client.start();
    client.stop();
    client.start();
    await flush();
    expect(sockets).toHaveLength(1);
  });

  it('sends only while open', async () => {
    const { client, sockets } = setup();
    client.start();
    await flush();
    expect(client.send({ type: 'get_state' })).toBe(false);
    sockets[0]?.serverOpens();
    expect(client.send({ type: 'get_state' })).toBe(true);
    expect(sockets[0]?.sent).toEqual([{ type: 'get_state' }]);
  });
});
