import type { UserServerMessage } from '@fanclash/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_OFFLINE_CODE, LIVE_TIMEOUT_CODE, liveRequest } from './liveRequest';

function fakeSocket(open = true) {
  const listeners = new Map<string, Set<(message: UserServerMessage) => void>>();
  return {
    sent: [] as unknown[],
    send(message: unknown) {
      if (open) this.sent.push(message);
      return open;
    },
    subscribe(type: string, listener: (message: UserServerMessage) => void) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(message: UserServerMessage) {
      for (const listener of listeners.get(message.type) ?? []) listener(message);
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const accept = (reply: UserServerMessage) => (typeof reply.data === 'string' ? reply.data : undefined);

describe('liveRequest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends and resolves with the first accepted reply, then stops listening', async () => {
    const socket = fakeSocket();
    const pending = liveRequest(socket, { type: 'user_update', favourite: 'Golf' }, 'user_updated', accept);
    expect(socket.sent).toEqual([{ type: 'user_update', favourite: 'Golf' }]);
    socket.emit({ type: 'user_updated', data: 42 });
    socket.emit({ type: 'user_updated', data: 'ok' });
    await expect(pending).resolves.toEqual({ ok: true, value: 'ok' });
    expect(socket.listenerCount()).toBe(0);
  });

  it("turns an error message into its code (e.g. 'username_exists')", async () => {
    const socket = fakeSocket();
    const pending = liveRequest(socket, { type: 'user_update', username: 'taken' }, 'user_updated', accept);
    socket.emit({
      type: 'error',
      data: { code: 'username_exists', message: 'x' },
      ...{ code: 'username_exists', message: 'x' },
    } as UserServerMessage);
    await expect(pending).resolves.toEqual({ ok: false, code: 'username_exists' });
  });

  it('fails at once when the connection is not open', async () => {
    await expect(liveRequest(fakeSocket(false), { type: 'ping' }, 'pong', accept)).resolves.toEqual({ ok: false, code: LIVE_OFFLINE_CODE });
    await expect(liveRequest(null, { type: 'ping' }, 'pong', accept)).resolves.toEqual({ ok: false, code: LIVE_OFFLINE_CODE });
  });

  it('gives up after the timeout', async () => {
    const pending = liveRequest(fakeSocket(), { type: 'ping' }, 'pong', accept, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual({ ok: false, code: LIVE_TIMEOUT_CODE });
  });
});
