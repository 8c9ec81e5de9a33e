import type { Bus } from './bus.js';
import { createMemoryBus } from './memory.js';
import { createRedisBus } from './redis.js';

export function createBus(redisUrl: string | undefined, onError: (error: Error) => void): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl, onError) : Promise.resolve(createMemoryBus());
}
