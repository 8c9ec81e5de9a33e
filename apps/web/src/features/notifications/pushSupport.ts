/**
 * Whether this browser can receive web pushes here: 'unsupported' (no service worker or Push
 * API, or not a secure page), 'blocked' (the player refused notifications for the site), else
 * 'available'. The push switches are disabled with a hint unless available.
 */
export type PushSupport = 'available' | 'unsupported' | 'blocked';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return 'unsupported';
  if (!window.isSecureContext || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

/** The IANA time zones this browser knows, the player's own first; at least the player's and UTC. */
export function timeZones(own: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([own, 'UTC', ...all])];
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
