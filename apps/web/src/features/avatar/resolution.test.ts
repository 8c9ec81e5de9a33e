import { describe, expect, it, vi } from 'vitest';
import { createDeviceAvatars } from './deviceAvatars';
import { createLimiter, judgeDeviceCopy, resolveAvatar } from './resolution';
import { createMemoryAvatarStore } from './store';

describe('which stored copy may be shown', () => {
  it('shows a copy when the server value is unknown or matches', () => {
    expect(judgeDeviceCopy({ source: '/a.webp' }, undefined)).toBe('use');
    expect(judgeDeviceCopy({ source: '/a.webp' }, null)).toBe('use');
    expect(judgeDeviceCopy({ source: '/a.webp' }, '/a.webp')).toBe('use');
  });

  it('always shows a copy picked on this device whose upload has not gone through', () => {
    expect(judgeDeviceCopy({}, '/other.webp')).toBe('use');
    expect(judgeDeviceCopy({}, '')).toBe('use');
  });

  it('drops a server copy when the server knows of no picture (dropped, or the name has a new owner)', () => {
    expect(judgeDeviceCopy({ source: '/a.webp' }, '')).toBe('stale');
    expect(judgeDeviceCopy({ source: '/a.webp' }, '  ')).toBe('stale');
  });

  it('drops a copy of a picture the player has since replaced', () => {
    expect(judgeDeviceCopy({ source: '/a.webp' }, '/b.webp')).toBe('stale');
  });

  it('knows when there is none', () => {
    expect(judgeDeviceCopy(undefined, '/a.webp')).toBe('absent');
  });
});

function setup(response: () => Promise<Response>) {
  const store = createMemoryAvatarStore();
  const fetch = vi.fn(response);
  const device = createDeviceAvatars({ store, fetch, now: () => 1 });
  return { store, fetch, device };
}
const image = () => Promise.resolve(new Response(new Blob([new Uint8Array(4)]), { headers: { 'content-type': 'image/webp' } }));

describe('avatar display order (spec section 4)', () => {
  it('uses the device copy first, without a download', async () => {
    const { device, fetch } = setup(image);
    await device.save('amy', new Blob([new Uint8Array(3)]), { source: '/avatars/amy/1.webp' });
    const outcome = await resolveAvatar({ device }, 'amy', '/avatars/amy/1.webp');
    expect(outcome.origin).toBe('device');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('downloads and keeps the server picture when there is no copy', async () => {
    const { device, store } = setup(image);
    const outcome = await resolveAvatar({ device }, 'amy', '/avatars/amy/1.webp');
    expect(outcome).toMatchObject({ origin: 'device', downloaded: true });
    expect(store.records.get('amy')?.source).toBe('/avatars/amy/1.webp');
  });

  it('falls back to the server address when caching fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { device } = setup(() => Promise.resolve(new Response('nope', { headers: { 'content-type': 'text/plain' } })));
    expect(await resolveAvatar({ device, apiBase: 'https://api.example.com' }, 'amy', 'avatars/amy/1.webp')).toEqual({
      origin: 'server',
      url: 'https://api.example.com/avatars/amy/1.webp',
    });
    warn.mockRestore();
  });

  it('replaces a stale copy with the new picture', async () => {
    const { device, store } = setup(image);
    await device.save('amy', new Blob([new Uint8Array(3)]), { source: '/avatars/amy/old.webp' });
    await resolveAvatar({ device }, 'amy', '/avatars/amy/new.webp');
    expect(store.records.get('amy')?.source).toBe('/avatars/amy/new.webp');
  });

  it("deletes a former owner's picture when the name's new owner has none, and shows initials", async () => {
    const { device, store, fetch } = setup(image);
    // Cached while the name belonged to a player who has since been deleted or renamed.
    await device.save('amy', new Blob([new Uint8Array(3)]), { source: '/avatars/amy/old-owner.webp' });
    expect(await resolveAvatar({ device }, 'amy', '')).toEqual({ origin: 'none', dropped: true });
    expect(store.records.has('amy')).toBe(false);
    expect(await resolveAvatar({ device }, 'amy', '')).toEqual({ origin: 'none' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps showing a picture just picked on this device while its upload is pending', async () => {
    const { device, store } = setup(image);
    // As keepOwnAvatar stores it: no source until confirmOwnAvatar records the server's value.
    await device.save('amy', new Blob([new Uint8Array(3)]), { extension: 'png' });
    const outcome = await resolveAvatar({ device }, 'amy', '');
    expect(outcome).toMatchObject({ origin: 'device', record: { username: 'amy' } });
    expect(store.records.has('amy')).toBe(true);
  });

  it('shows initials with neither a copy nor a value', async () => {
    const { device, fetch } = setup(image);
    expect(await resolveAvatar({ device }, 'amy', '')).toEqual({ origin: 'none' });
    expect(await resolveAvatar({ device }, '', '/x.webp')).toEqual({ origin: 'none' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('download limiter', () => {
  it('runs at most three at once', async () => {
    const run = createLimiter(3);
    let active = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise<void>((resolve) => releases.push(resolve));
        active -= 1;
      });
    const all = Promise.all(Array.from({ length: 7 }, task));
    while (releases.length > 0 || active > 0) {
      await Promise.resolve();
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await all;
    expect(peak).toBe(3);
  });
});
