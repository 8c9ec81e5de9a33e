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
  /** `dropped`: a stale copy was deleted just now (views that showed it without judging must look again). */
  | { readonly origin: 'none'; readonly dropped?: boolean };

export type DeviceCopyVerdict = 'use' | 'stale' | 'absent';

/**
 * Whether a stored copy may be shown (spec: the device copy comes first). `avatar` is the
 * server's value when the caller knows it: undefined or null says nothing, so the copy shows.
 * A copy without a source was picked on this device and its upload has not gone through
 * (still pending, or failed, which the spec keeps showing): it always shows. A copy that came
 * from the server (has a source) is stale when the server now names another picture (values
 * name their content) or none at all: '' means the picture was dropped, or the name now
 * belongs to someone else (a deleted or renamed player's name taken by a new one).
 */
export function judgeDeviceCopy(record: Pick<AvatarRecord, 'source'> | undefined, avatar: string | null | undefined): DeviceCopyVerdict {
  if (!record) return 'absent';
  if (avatar === undefined || avatar === null || record.source === undefined) return 'use';
  return record.source.trim() === avatar.trim() ? 'use' : 'stale';
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
  if (!url || !avatar) return verdict === 'stale' ? { origin: 'none', dropped: true } : { origin: 'none' };
  try {
    return { origin: 'device', record: await limit(() => device.download(username, url, avatar)), downloaded: true };
  } catch (error) {
    // Caching is a bonus: the browser can still show the picture straight from the server.
    console.warn(`Could not keep ${username}'s avatar on this device`, error);
    return { origin: 'server', url };
  }
}
