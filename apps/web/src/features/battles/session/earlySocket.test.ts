import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BattleSocket } from './battleSocket';
import { openEarlyBattleSocket, takeEarlyBattleSocket } from './earlySocket';

/** The browser WebSocket as the early script and BattleSocket use it. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  closedWith: number | null = null;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  addEventListener() {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.closedWith = code;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSends(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const pong = { type: 'pong', server_time: 1 };
const early = () => FakeSocket.made[0] as FakeSocket;

function battleSocket(onMessage: (message: unknown) => void) {
  return new BattleSocket({
    battleId: 'b1',
    username: 'Alice',
    getToken: () => Promise.resolve('token-1'),
    renewToken: () => Promise.resolve('token-2'),
    url: (battleId, username, token) => `ws://test/ws/battle/${battleId}?username=${username}&token=${token}`,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    onMessage,
    onGiveUp: () => undefined,
    onStatus: () => undefined,
  });
}

describe('the battle connection opened by the HTML', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is taken over by BattleSocket, open, with every frame it received first, and no second connection', async () => {
    const seen: unknown[] = [];
    openEarlyBattleSocket('b1', 'alice', 'ws://test/ws/battle/b1', (frame) => seen.push(frame));
    early().serverOpens();
    early().serverSends(pong);
    expect(seen).toEqual([JSON.stringify(pong)]);

    const received: unknown[] = [];
    const client = battleSocket((message) => received.push(message));
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.made).toHaveLength(1);
    expect(client.status).toBe('open');
    expect(received).toEqual([pong]);
    // From now on its frames go to the app, not to the early script.
    early().serverSends(pong);
    expect(received).toEqual([pong, pong]);
    expect(seen).toHaveLength(1);
    expect(client.send({ type: 'ping' })).toBe(true);
    expect(early().sent).toEqual([{ type: 'ping' }]);
    client.stop();
  });

  it('is handed out once, and only for its own battle: another battle connects anew and the early one is closed', async () => {
    openEarlyBattleSocket('b2', 'alice', 'ws://test/ws/battle/b2', () => undefined);
    const client = battleSocket(() => undefined);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(early().closedWith).toBe(1000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(FakeSocket.made[1]?.url).toContain('/ws/battle/b1');
    expect(takeEarlyBattleSocket('b2', 'alice')).toBeNull();
    client.stop();
  });

  it('is closed when the app has not taken it within 30 s (it went to another page)', async () => {
    openEarlyBattleSocket('b1', 'alice', 'ws://test/ws/battle/b1', () => undefined);
    early().serverOpens();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(early().closedWith).toBe(1000);
    expect(takeEarlyBattleSocket('b1', 'alice')).toBeNull();
  });
});
