import { delivered, type Bus, type BusHandler } from './bus.js';

/** One process: delivery is a loop over the channel's handlers, on the next microtask like a real bus. */
export function createMemoryBus(): Bus {
  const channels = new Map<string, Set<BusHandler>>();
  return {
    kind: 'memory',
    async publish(channel, message) {
      const handlers = channels.get(channel);
      if (!handlers) return;
      // Serialised now, as Redis would carry it: what the sender changes afterwards is not sent.
      const text = JSON.stringify(message) as string | undefined;
      await Promise.resolve();
      const copy = text === undefined ? undefined : delivered(text);
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
