import { describe, expect, it, vi } from 'vitest';
import { createDeviceAvatars, DeviceAvatarError } from './deviceAvatars';
import { createMemoryAvatarStore, type AvatarRecordStore } from './store';

const blob = (bytes: number, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });

function setup(options: { store?: AvatarRecordStore; response?: Response | Error } = {}) {
  const store = createMemoryAvatarStore();
  let clock = 1_000;
  const fetch = vi.fn((url: string) => {
    void url;
    const response = options.response ?? new Response(blob(10), { headers: { 'content-type': 'image/webp' } });
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  });
  const device = createDeviceAvatars({
    store: options.store ?? store,
    fetch,
    now: () => (clock += 1),
    limits: { maxBytes: 100, safeBytes: 60 },
  });
  return { device, store, fetch };
}

describe('device avatars', () => {
  it('saves a record with the spec path, a timestamp and the extension', async () => {
    const { device, store } = setup();
    await device.save('Alice', blob(10), { extension: 'png' });
    const record = store.records.get('Alice');
    expect(record).toMatchObject({ username: 'Alice', path: 'avatars/alice/avatar.png', timestamp: 1_001 });
    expect(record?.source).toBeUndefined();
  });

  it('evicts the oldest pictures to make room', async () => {
    const { device, store } = setup();
    await device.save('old', blob(30));
    await device.save('mid', blob(20));
    await device.save('me', blob(30));
    expect([...store.records.keys()].sort()).toEqual(['me', 'mid']);
  });

  it("refuses a file that cannot fit: 'Storage limit exceeded even after cleanup'", async () => {
    const { device } = setup();
    await expect(device.save('me', blob(101))).rejects.toThrow('Storage limit exceeded even after cleanup');
  });

  it("reports a failing store with the spec's messages", async () => {
    const broken = createMemoryAvatarStore();
    broken.put = () => Promise.reject(new Error('quota'));
    await expect(setup({ store: broken }).device.save('me', blob(1))).rejects.toThrow('Failed to save avatar to IndexedDB');
    const unreadable = createMemoryAvatarStore();
    unreadable.list = () => Promise.reject(new Error('gone'));
    await expect(setup({ store: unreadable }).device.save('me', blob(1))).rejects.toThrow(
      'Failed to save avatar. Storage operation failed.',
    );
  });

  it('reads nothing, without throwing, from a broken store', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = createMemoryAvatarStore();
    broken.get = () => Promise.reject(new Error('gone'));
    await expect(setup({ store: broken }).device.load('me')).resolves.toBeUndefined();
    warn.mockRestore();
  });

  it('downloads a server picture and keeps it with its source', async () => {
    const { device, store, fetch } = setup();
    await device.download('bob', '/avatars/bob/avatar-1.webp', '/avatars/bob/avatar-1.webp');
    expect(fetch).toHaveBeenCalledWith('/avatars/bob/avatar-1.webp');
    expect(store.records.get('bob')).toMatchObject({ path: 'avatars/bob/avatar.webp', source: '/avatars/bob/avatar-1.webp' });
  });

  it("refuses a download that is not an image: 'Invalid content type: not an image'", async () => {
    const { device, store } = setup({ response: new Response('<html>', { headers: { 'content-type': 'text/html' } }) });
    await expect(device.download('bob', '/x', '/x')).rejects.toThrow('Invalid content type: not an image');
    expect(store.records.size).toBe(0);
  });

  it("reports a failed download with its status: 'Failed to fetch avatar: 404'", async () => {
    const { device } = setup({ response: new Response('', { status: 404 }) });
    const error = await device.download('bob', '/x', '/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeviceAvatarError);
    expect(error).toMatchObject({ code: 'fetch_failed', status: 404, message: 'Failed to fetch avatar: 404' });
  });

  it('moves a copy to the new username: new key, path and timestamp; the old record goes', async () => {
    const { device, store } = setup();
    await device.save('Old_Name', blob(5), { extension: 'webp', source: '/avatars/old_name/a.webp' });
    await device.migrate('Old_Name', 'New.Name', '/avatars/new_name/a.webp');
    expect(store.records.has('Old_Name')).toBe(false);
    expect(store.records.get('New.Name')).toMatchObject({
      path: 'avatars/new_name/avatar.webp',
      timestamp: 1_002,
      source: '/avatars/new_name/a.webp',
    });
  });

  it('renames a persistent_ reference to persistent_{new username} when the copy moves', async () => {
    const { device, store } = setup();
    await device.save('Old_Name', blob(5), { extension: 'png', source: 'persistent_Old_Name' });
    await device.migrate('Old_Name', 'New_Name');
    expect(store.records.has('Old_Name')).toBe(false);
    expect(store.records.get('New_Name')).toMatchObject({ path: 'avatars/new_name/avatar.png', source: 'persistent_New_Name' });

    // The same when the caller passes the reference it holds.
    await device.migrate('New_Name', 'Third', 'persistent_New_Name');
    expect(store.records.get('Third')?.source).toBe('persistent_Third');
  });

  it('keeps a server path and a copy without a source as they are when the copy moves', async () => {
    const { device, store } = setup();
    await device.save('amy', blob(5), { source: '/avatars/amy/avatar-1.webp' });
    await device.migrate('amy', 'amelia');
    expect(store.records.get('amelia')?.source).toBe('/avatars/amy/avatar-1.webp');
    await device.save('bob', blob(5));
    await device.migrate('bob', 'robert');
    expect(store.records.get('robert')).not.toHaveProperty('source');
  });

  it('records the server value once an upload went through', async () => {
    const { device, store } = setup();
    await device.save('me', blob(5));
    await device.setSource('me', '/avatars/me/avatar-2.webp');
    expect(store.records.get('me')?.source).toBe('/avatars/me/avatar-2.webp');
  });
});
