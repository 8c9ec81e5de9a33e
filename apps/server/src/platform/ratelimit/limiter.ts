import { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits (sign-in failures, sign-ups, ...). In-process by
 * default; shared through Redis when REDIS_URL is set, so limits hold across instances.
 */
export interface RateLimiter {
  /** Counts one hit for `key`; `allowed` is false once more than `limit` hits fall in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** How many hits `key` has in its current window, without counting one. */
  peek(key: string): Promise<number>;
  /** Milliseconds until `key`'s current window ends (0 when it has none). */
  retryAfter(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterMs: Math.max(0, w.resetAt - t) };
    },
    async peek(key) {
      const w = windows.get(key);
      return w && w.resetAt > now() ? w.count : 0;
    },
    async retryAfter(key) {
      const w = windows.get(key);
      return w ? Math.max(0, w.resetAt - now()) : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

export async function createRedisLimiter(url: string, onError: (error: Error) => void, namespace?: string): Promise<RateLimiter> {
  const keyPrefix = namespace ? `fanclash:${namespace}:rl:` : 'fanclash:rl:';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, keyPrefix });
  redis.on('error', onError);
  await redis.connect();
  return {
    async hit(key, limit, windowMs) {
      const [[, count], [, ttl]] = (await redis.multi().incr(key).pttl(key).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.pexpire(key, windowMs);
      return { allowed: count <= limit, retryAfterMs: ttl < 0 ? windowMs : ttl };
    },
    async peek(key) {
      return Number((await redis.get(key)) ?? 0);
    },
    async retryAfter(key) {
      return Math.max(0, await redis.pttl(key));
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
