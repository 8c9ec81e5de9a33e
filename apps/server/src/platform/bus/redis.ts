import { Redis } from 'ioredis';
import { delivered, type Bus, type BusHandler } from './bus.js';

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscriber connection can do nothing
 * else). With a `namespace`, every channel is `<namespace>:<channel>` on the server: deployments
 * that share a Redis (each of the tests' PostgreSQL schemas is one) never hear each other.
 */
export async function createRedisBus(url: string, onError: (error: Error) => void, namespace?: string): Promise<Bus> {
  const onServer = (channel: string) => (namespace ? `${namespace}:${channel}` : channel);
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const channels = new Map<string, Set<BusHandler>>();
  subscriber.on('message', (channel: string, raw: string) => {
    const handlers = channels.get(channel);
    if (!handlers) return;
    let message: unknown;
    try {
      message = delivered(raw);
    } catch {
      return;
    }
    for (const handler of [...handlers]) handler(message);
  });

  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(onServer(channel), JSON.stringify(message));
    },
    async subscribe(name, handler) {
      const channel = onServer(name);
      let handlers = channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
        await subscriber.subscribe(channel);
      }
      handlers.add(handler);
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0) {
          channels.delete(channel);
          await subscriber.unsubscribe(channel);
        }
      };
    },
    async close() {
      channels.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
