import { createMemoryLimiter, createRedisLimiter, type RateLimiter } from './limiter.js';

export function createLimiter(redisUrl: string | undefined, onError: (error: Error) => void): Promise<RateLimiter> {
  return redisUrl ? createRedisLimiter(redisUrl, onError) : Promise.resolve(createMemoryLimiter());
}
