import { LIMITS } from '@fanclash/protocol';

/** Counts above 99 show as "99+" (the spec's badge rule, section 9). */
export function formatBadgeCount(count: number): string {
  return count > LIMITS.notificationBadgeCap ? `${LIMITS.notificationBadgeCap}+` : String(count);
}
