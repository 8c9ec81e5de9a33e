/**
 * Spec section 9, local avatar storage: at most 50 MB, with a safe threshold of 30 MB. When
 * what is stored plus the new file would pass 30 MB, the oldest pictures (by timestamp) go
 * until the rest fits under 30 MB minus the new file. If it still passes the 50 MB ceiling
 * after that, the save is refused ('Storage limit exceeded even after cleanup').
 */

const MB = 1024 * 1024;

export const AVATAR_STORAGE_LIMITS = {
  maxBytes: 50 * MB,
  safeBytes: 30 * MB,
} as const;

export interface StorageLimits {
  readonly maxBytes: number;
  readonly safeBytes: number;
}

/** What the rule needs to know of a stored picture. */
export interface StoredAvatarMeta {
  readonly username: string;
  readonly size: number;
  readonly timestamp: number;
}

export interface EvictionPlan {
  /** Usernames whose pictures to delete, oldest first. */
  readonly evict: string[];
  /** False when even after the deletions the new file would pass the ceiling. */
  readonly fits: boolean;
}

/**
 * Which pictures to delete before storing `incoming`. The player's own older picture is
 * replaced by the new one, so it never counts as used space.
 */
export function planEviction(
  stored: readonly StoredAvatarMeta[],
  incoming: { username: string; size: number },
  limits: StorageLimits = AVATAR_STORAGE_LIMITS,
): EvictionPlan {
  const others = stored.filter((item) => item.username !== incoming.username);
  let used = others.reduce((sum, item) => sum + item.size, 0);
  const evict: string[] = [];
  if (used + incoming.size > limits.safeBytes) {
    const oldestFirst = [...others].sort((a, b) => a.timestamp - b.timestamp);
    for (const item of oldestFirst) {
      if (used + incoming.size <= limits.safeBytes) break;
      evict.push(item.username);
      used -= item.size;
    }
  }
  return { evict, fits: used + incoming.size <= limits.maxBytes };
}
