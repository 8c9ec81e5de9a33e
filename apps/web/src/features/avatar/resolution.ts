import type { DeviceAvatars } from './deviceAvatars';
import { resolveAvatarUrl } from './rules';
import type { AvatarRecord } from './store';

/**
 * Spec section 4, avatar display: the device copy first; else, when the player has an avatar
 * value, download it and keep it on the device; if that fails, the server address itself;
 * with nothing at all, initials (the component's job).
 */
export type AvatarOutcome =
  /** `downloaded`: the copy was fetched just now (other views of the player can use it too). */
  | { readonly origin: 'device'; readonly record: AvatarRecord; readonly downloaded?: boolean }
  | { readonly origin: 'server'; readonly url: string }
  | { readonly origin: 'none' };

export type DeviceCopyVerdict = 'use' | 'stale' | 'absent';

/**
 * Whether a stored copy may be shown (spec: the device copy comes first). It is stale only
 * when the caller knows a different picture: `avatar` is the server's value, and server
 * values name their content, so a different one is a newer picture. An empty or unknown
 * value says nothing newer (a record cached before a change, or a copy saved before its
 * upload went through, which the spec keeps showing for exactly that case).
 */
export function judgeDeviceCopy(record: Pick<AvatarRecord, 'source'> | undefined, avatar: string | null | undefined): DeviceCopyVerdict {
  if (!record) return 'absent';
  const known = avatar?.trim() ?? '';
  if (known === '' || record.source === undefined) return 'use';
  return record.source.trim() === known ? 'use' : 'stale';
}

/** Runs at most `limit` tasks at once (spec section 9: avatar data is fetched three at a time). */
export function createLimiter(limit: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    active -= 1;
    queue.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      next();
    }
  };
}

export interface ResolveDeps {
  readonly device: Pick<DeviceAvatars, 'load' | 'remove' | 'download'>;
  readonly apiBase?: string;
  readonly limit?: <T>(task: () => Promise<T>) => Promise<T>;
}

export async function resolveAvatar(
  { device, apiBase = '', limit = (task) => task() }: ResolveDeps,
  username: string,
  avatar: string | null | undefined,
): Promise<AvatarOutcome> {
  if (username === '') return { origin: 'none' };
  const record = await device.load(username);
  const verdict = judgeDeviceCopy(record, avatar);
  if (verdict === 'use' && record) return { origin: 'device', record };
  if (verdict === 'stale') await device.remove(username);

  const url = resolveAvatarUrl(avatar, apiBase);
  if (!url || !avatar) return { origin: 'none' };
  try {
    return { origin: 'device', record: await limit(() => device.download(username, url, avatar)), downloaded: true };
  } catch (error) {
    // Caching is a bonus: the browser can still show the picture straight from the server.
    console.warn(`Could not keep ${username}'s avatar on this device`, error);
    return { origin: 'server', url };
  }
}
