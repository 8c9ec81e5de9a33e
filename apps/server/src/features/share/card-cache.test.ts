import { describe, expect, it } from 'vitest';
import { createCardCache } from './card-cache.js';

const png = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

describe('card cache', () => {
  it('keeps cards up to its size, dropping the least recently used first', async () => {
    const cache = createCardCache({ maxBytes: 300, ttlMs: 60_000 });
    for (const key of ['a', 'b', 'c']) await cache.fill(key, async () => png(100));
    expect(cache.get('a')).toBeDefined(); // 'a' used: 'b' is now the oldest
    await cache.fill('d', async () => png(100));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.length)).toEqual([100, 100, 100]);
    expect(cache.bytes).toBe(300);
  });

  it('forgets a card after its time, and never keeps one larger than the whole cache', async () => {
    let now = 0;
    const cache = createCardCache({ maxBytes: 300, ttlMs: 1_000, now: () => now });
    await cache.fill('a', async () => png(100));
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(await cache.fill('huge', async () => png(301))).toHaveLength(301);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('draws a card once while many ask for it, and again after a failed drawing', async () => {
    const cache = createCardCache({ maxBytes: 1_000, ttlMs: 60_000 });
    let draws = 0;
    let finish: (value: Buffer) => void = () => undefined;
    const slow = () => {
      draws += 1;
      return new Promise<Buffer>((resolve) => (finish = resolve));
    };
    const asked = [cache.fill('a', slow), cache.fill('a', slow)];
    expect(cache.inFlight('a')).toBeDefined();
    finish(png(10, 7));
    const [first, second] = await Promise.all(asked);
    expect(draws).toBe(1);
    expect(first).toBe(second);
    expect(cache.inFlight('a')).toBeUndefined();

    await expect(cache.fill('b', async () => Promise.reject(new Error('thread gone')))).rejects.toThrow('thread gone');
    expect(cache.inFlight('b')).toBeUndefined();
    expect(await cache.fill('b', async () => png(5))).toHaveLength(5);
  });
});
