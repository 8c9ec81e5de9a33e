import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLimiter, createRedisLimiter, type RateLimiter } from './limiter.js';

const redisUrl = process.env.TEST_REDIS_URL;
const backends: Array<[string, () => Promise<RateLimiter>]> = [['memory', async () => createMemoryLimiter()]];
if (redisUrl) backends.push(['redis', () => createRedisLimiter(redisUrl, () => undefined)]);

describe.each(backends)('rate limiter (%s)', (_name, create) => {
  let limiter: RateLimiter | undefined;
  afterEach(() => limiter?.close());

  it('allows `limit` hits per window, then refuses with the time left', async () => {
    limiter = await create();
    const key = randomUUID();
    for (let i = 0; i < 3; i += 1) expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit(key, 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await limiter.peek(key)).toBe(4);
    const left = await limiter.retryAfter(key);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60_000);
    await limiter.reset(key);
    expect(await limiter.peek(key)).toBe(0);
  });
});

describe('memory limiter windows', () => {
  it('starts a new window once the old one ends', async () => {
    let now = 0;
    const limiter = createMemoryLimiter(() => now);
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(false);
    now = 400;
    expect(await limiter.retryAfter('k')).toBe(600);
    now = 1001;
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(true);
    await limiter.close();
  });
});
