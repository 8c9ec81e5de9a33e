import { AVATAR_STORAGE_LIMITS, planEviction, type StorageLimits } from './eviction';
import { avatarExtension, deviceAvatarPath, renameAvatarReference, type AvatarExtension } from './rules';
import type { AvatarRecord, AvatarRecordStore } from './store';

/** Spec section 8, local avatar storage: the English texts travel as messages, the code picks the translation. */
export type DeviceAvatarErrorCode = 'storage_failed' | 'idb_failed' | 'quota_exceeded' | 'fetch_failed' | 'not_image';

const MESSAGES: Record<Exclude<DeviceAvatarErrorCode, 'fetch_failed'>, string> = {
  storage_failed: 'Failed to save avatar. Storage operation failed.',
  idb_failed: 'Failed to save avatar to IndexedDB',
  quota_exceeded: 'Storage limit exceeded even after cleanup',
  not_image: 'Invalid content type: not an image',
};

export class DeviceAvatarError extends Error {
  constructor(
    readonly code: DeviceAvatarErrorCode,
    /** The HTTP status of a failed download (0 when no answer came). */
    readonly status?: number,
  ) {
    super(code === 'fetch_failed' ? `Failed to fetch avatar: ${status ?? 0}` : MESSAGES[code]);
    this.name = 'DeviceAvatarError';
  }
}

export interface DeviceAvatarDeps {
  readonly store: AvatarRecordStore;
  readonly fetch: (url: string) => Promise<Response>;
  readonly now: () => number;
  readonly limits?: StorageLimits;
}

export interface SaveOptions {
  readonly extension?: AvatarExtension;
  /** The server value this file stands for, when known (see AvatarRecord.source). */
  readonly source?: string;
}

function extensionOfPath(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/**
 * The device copy of avatars (spec sections 3, 4, 8, 9): save with the quota rule, read,
 * download-and-cache, migrate on a username change, clear. Reads never throw (a broken store
 * just means "no copy"); writes throw DeviceAvatarError with the spec's messages.
 */
export function createDeviceAvatars({ store, fetch, now, limits = AVATAR_STORAGE_LIMITS }: DeviceAvatarDeps) {
  async function save(username: string, file: Blob, options: SaveOptions = {}): Promise<AvatarRecord> {
    let plan;
    try {
      plan = planEviction(await store.list(), { username, size: file.size }, limits);
      for (const name of plan.evict) await store.delete(name);
    } catch {
      throw new DeviceAvatarError('storage_failed');
    }
    if (!plan.fits) throw new DeviceAvatarError('quota_exceeded');
    const extension = options.extension ?? avatarExtension({ type: file.type });
    const record: AvatarRecord = {
      username,
      file,
      timestamp: now(),
      path: deviceAvatarPath(username, extension),
      ...(options.source !== undefined ? { source: options.source } : {}),
    };
    try {
      await store.put(record);
    } catch {
      throw new DeviceAvatarError('idb_failed');
    }
    return record;
  }

  async function load(username: string): Promise<AvatarRecord | undefined> {
    try {
      return await store.get(username);
    } catch (error) {
      console.warn('Could not read the stored avatar', error);
      return undefined;
    }
  }

  async function remove(username: string): Promise<void> {
    try {
      await store.delete(username);
    } catch (error) {
      console.warn('Could not delete the stored avatar', error);
    }
  }

  return {
    save,
    load,
    remove,

    /** Downloads the server's picture and keeps it on the device. */
    async download(username: string, url: string, source: string): Promise<AvatarRecord> {
      let response: Response;
      try {
        response = await fetch(url);
      } catch {
        throw new DeviceAvatarError('fetch_failed', 0);
      }
      if (!response.ok) throw new DeviceAvatarError('fetch_failed', response.status);
      const type = response.headers.get('content-type') ?? '';
      if (!type.toLowerCase().startsWith('image/')) throw new DeviceAvatarError('not_image');
      const file = await response.blob();
      const name = new URL(url, 'http://device.invalid').pathname;
      return save(username, file, { extension: avatarExtension({ name, type }), source });
    },

    /** Records which server value a device copy now stands for (after its upload went through). */
    async setSource(username: string, source: string): Promise<void> {
      const record = await load(username);
      if (!record) return;
      try {
        await store.put({ ...record, source });
      } catch (error) {
        console.warn('Could not update the stored avatar', error);
      }
    },

    /**
     * A username change (spec section 4): the copy moves to the new name with a new path and
     * timestamp, and the old record goes. `source` is the new server value, when it changed
     * too; a `persistent_` reference is renamed `persistent_{to}` either way.
     */
    async migrate(from: string, to: string, source?: string): Promise<void> {
      if (from === to) return;
      const record = await load(from);
      if (!record) return;
      const reference = source ?? record.source;
      const nextSource = reference === undefined ? undefined : renameAvatarReference(reference, to);
      try {
        await store.put({
          username: to,
          file: record.file,
          timestamp: now(),
          path: deviceAvatarPath(to, extensionOfPath(record.path)),
          ...(nextSource !== undefined ? { source: nextSource } : {}),
        });
        await store.delete(from);
      } catch (error) {
        console.warn('Could not move the stored avatar to the new username', error);
      }
    },

    async clear(): Promise<void> {
      try {
        await store.clear();
      } catch (error) {
        console.warn('Could not clear the stored avatars', error);
      }
    },
  };
}

export type DeviceAvatars = ReturnType<typeof createDeviceAvatars>;
