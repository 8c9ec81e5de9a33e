import type { Bus } from './bus.js';
import { createMemoryBus } from './memory.js';
import { createRedisBus } from './redis.js';

/** `namespace` keeps one deployment's channels apart from another's on a shared Redis (see redis.ts). */
export function createBus(redisUrl: string | undefined, onError: (error: Error) => void, namespace?: string): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl, onError, namespace) : Promise.resolve(createMemoryBus());
}
