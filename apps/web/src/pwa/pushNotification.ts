import type { PushPayload } from '@fanclash/protocol';

/**
 * The pure part of the service worker's push handling (src/pwa/sw-push.ts): reading a push's
 * payload, the notification it becomes, and where a tap goes. No worker or DOM globals here,
 * so unit tests run it in Node. The payload is checked by hand, not with zod: the worker stays
 * small and never fails on a push (every push must show a notification).
 */

/** Shown when a push carries nothing readable: browsers require a notification for every push. */
export const FALLBACK_NOTIFICATION = { title: 'FanClash', body: '', tag: 'fanclash', url: '/', renotify: false } as const;

const string = (value: unknown, max: number): string | undefined => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** A same-origin path, never another site (`//evil.example`, `https://…`, `javascript:`). */
export function safePath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

/** The push's payload as the server sent it (`PushPayload`), or the fallback for anything else. */
export function readPayload(json: unknown): Pick<PushPayload, 'title' | 'body' | 'tag' | 'url' | 'renotify'> & { timestamp?: number } {
  if (typeof json !== 'object' || json === null) return { ...FALLBACK_NOTIFICATION };
  const data = json as Record<string, unknown>;
  const title = string(data.title, 200);
  if (!title) return { ...FALLBACK_NOTIFICATION };
  const timestamp = typeof data.timestamp === 'number' && Number.isFinite(data.timestamp) ? data.timestamp : undefined;
  return {
    title,
    body: string(data.body, 1_000) ?? '',
    tag: string(data.tag, 200) || FALLBACK_NOTIFICATION.tag,
    url: safePath(data.url),
    renotify: data.renotify === true,
    ...(timestamp !== undefined ? { timestamp } : {}),
  };
}

/** What `registration.showNotification` is given (icons drawn by build/icons.mjs). */
export function notificationOptions(payload: ReturnType<typeof readPayload>) {
  return {
    body: payload.body,
    tag: payload.tag,
    // Chromium refuses renotify without a tag; every payload has one.
    renotify: payload.renotify,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-96.png',
    data: { url: payload.url },
    ...(payload.timestamp !== undefined ? { timestamp: payload.timestamp } : {}),
  };
}

/** A window of the app, as the worker sees it. */
export interface AppWindow {
  readonly url: string;
  readonly focused: boolean;
}

/**
 * Which open window a tap should use for `target` (an absolute URL): one already showing that
 * page, else the focused one, else any; undefined when none is open (a new window then).
 */
export function pickWindow<W extends AppWindow>(windows: readonly W[], target: string): W | undefined {
  return windows.find((w) => w.url === target) ?? windows.find((w) => w.focused) ?? windows[0];
}
