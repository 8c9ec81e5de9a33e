import type { Bus, BusHandler } from './bus.js';

/** One process: delivery is a loop over the channel's handlers, on the next microtask like a real bus. */
export function createMemoryBus(): Bus {
  const channels = new Map<string, Set<BusHandler>>();
  return {
    kind: 'memory',
    async publish(channel, message) {
      const handlers = channels.get(channel);
      if (!handlers) return;
      // A copy, so the receiver cannot mutate what the sender still holds (as with Redis).
      const copy: unknown = structuredClone(message);
      await Promise.resolve();
      for (const handler of [...handlers]) handler(copy);
    },
    async subscribe(channel, handler) {
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
      }
      handlers.add(handler);
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0) channels.delete(channel);
      };
    },
    async close() {
      channels.clear();
    },
  };
}
