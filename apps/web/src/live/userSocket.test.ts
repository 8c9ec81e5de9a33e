import { CLOSE_CODES, CLOSE_REASONS, LIMITS } from '@fanclash/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserSocket, type UserSocketOptions } from './userSocket';

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

function setup(overrides: Partial<UserSocketOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const callbacks = { onInvalidUser: vi.fn(), onInitialFailure: vi.fn(), onAuthFailure: vi.fn() };
  const client = new UserSocket({
    username: 'alice',
    getToken: () => Promise.resolve('token-1'),
    renewToken: () => Promise.resolve('token-2'),
    url: (username, token) => `ws://test/ws?username=${username}&token=${token}`,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    ...callbacks,
    ...overrides,
  });
  return { client, sockets, ...callbacks };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('UserSocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with username and token and introduces itself once', async () => {
    const { client, sockets } = setup();
    client.start();
    await flush();
    expect(sockets[0]?.url).toBe('ws://test/ws?username=alice&token=token-1');
    sockets[0]?.serverOpens();
    expect(client.status).toBe('open');
    expect(sockets[0]?.sent).toEqual([{ type: 'get_email', token: 'token-1' }]);
  });

  it('delivers messages to the subscribers of their type only', async () => {
    const { client, sockets } = setup();
    const started = vi.fn();
    const everything = vi.fn();
    client.subscribe('battle_started', started);
    client.subscribe('*', everything);
    client.start();
    await flush();
    sockets[0]?.serverOpens();
    sockets[0]?.serverSends({ type: 'battle_started', data: 'b1' });
    sockets[0]?.serverSends({ type: 'waiting_battles', data: [] });
    sockets[0]?.onmessage?.({ data: 'not json' });
    expect(started).toHaveBeenCalledExactlyOnceWith({ type: 'battle_started', data: 'b1' });
    expect(everything).toHaveBeenCalledTimes(2);
  });

  it('reconnects 3 s after an unexpected close', async () => {
    const { client, sockets } = setup();
    client.start();
    await flush();
    sockets[0]?.serverOpens();
    sockets[0]?.serverCloses(1006);
    expect(client.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverOpens();
    // Only the first open introduces the client.
    expect(sockets[1]?.sent).toEqual([]);
  });

  it('reconnects at once on close 4012 "Instance draining" (a rolling restart)', async () => {
    const { client, sockets, onInitialFailure } = setup();
    client.start();
    await flush();
    sockets[0]?.serverOpens();
    sockets[0]?.serverCloses(CLOSE_CODES.draining, CLOSE_REASONS.draining);
    expect(client.status).toBe('reconnecting');
    await flush();
    expect(sockets).toHaveLength(2);
    sockets[1]?.serverOpens();
    expect(client.status).toBe('open');
    // Again on the next instance's drain: a restart is not a failure, whatever the count.
    sockets[1]?.serverCloses(CLOSE_CODES.draining, CLOSE_REASONS.draining);
    await flush();
    expect(sockets).toHaveLength(3);
    expect(onInitialFailure).not.toHaveBeenCalled();
  });

  it('signs out on close 4000 "Invalid username" and does not reconnect', async () => {
    const { client, sockets, onInvalidUser } = setup();
    client.start();
    await flush();
    sockets[0]?.serverOpens();
    sockets[0]?.serverCloses(CLOSE_CODES.invalidUsername, CLOSE_REASONS.invalidUsername);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onInvalidUser).toHaveBeenCalledOnce();
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('closed');
  });

  it('reports a failed first connection', async () => {
    const { client, sockets, onInitialFailure } = setup();
    client.start();
    await flush();
    sockets[0]?.serverCloses(1006);
    expect(onInitialFailure).toHaveBeenCalledOnce();
  });

  it('offline, a failed first connection or a token it cannot renew keeps the session and tries again (issue 35)', async () => {
    let offline = true;
    const { client, sockets, onInitialFailure, onAuthFailure } = setup({
      isOffline: () => offline,
      getToken: () => Promise.resolve(sockets.length === 0 ? 'token-1' : null),
    });
    client.start();
    await flush();
    sockets[0]?.serverCloses(1006);
    expect(onInitialFailure).not.toHaveBeenCalled();
    expect(client.status).toBe('reconnecting');
    // The next try finds the token expired and no network to renew it: still no sign-out.
    await vi.advanceTimersByTimeAsync(LIMITS.userReconnectDelayMs);
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(client.status).toBe('reconnecting');
    offline = false;
    await vi.advanceTimersByTimeAsync(LIMITS.userReconnectDelayMs);
    expect(onAuthFailure).toHaveBeenCalledOnce();
  });

  it('renews a refused token once, then gives up', async () => {
    const { client, sockets, onAuthFailure } = setup();
    client.start();
    await flush();
    sockets[0]?.serverCloses(CLOSE_CODES.badToken);
    await flush();
    expect(sockets[1]?.url).toContain('token=token-1');
    sockets[1]?.serverCloses(CLOSE_CODES.badToken);
    await flush();
    expect(onAuthFailure).toHaveBeenCalledOnce();
  });

  it('stays closed after stop()', async () => {
    const { client, sockets } = setup();
    client.start();
    await flush();
    sockets[0]?.serverOpens();
    client.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
    expect(client.status).toBe('closed');
  });

  it('keeps the line alive with pings while open', async () => {
    const { client, sockets } = setup({ heartbeatMs: 1_000 });
    client.start();
    await flush();
    sockets[0]?.serverOpens();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sockets[0]?.sent.filter((m) => (m as { type: string }).type === 'ping')).toHaveLength(2);
  });
});
