import { createMemoryLimiter, createRedisLimiter, type RateLimiter } from './limiter.js';

/** `namespace` keeps one deployment's counters apart from another's on a shared Redis. */
export function createLimiter(redisUrl: string | undefined, onError: (error: Error) => void, namespace?: string): Promise<RateLimiter> {
  return redisUrl ? createRedisLimiter(redisUrl, onError, namespace) : Promise.resolve(createMemoryLimiter());
}
