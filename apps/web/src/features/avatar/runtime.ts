import { createDeviceAvatars, type DeviceAvatars } from './deviceAvatars';
import { createIdbAvatarStore } from './idbStore';
import { createLimiter, resolveAvatar, type AvatarOutcome } from './resolution';
import { createMemoryAvatarStore, type AvatarRecord } from './store';

/**
 * The browser side of device avatars: one store per page, a cache of resolved pictures that
 * every <Avatar> of the same player shares, and change notices (within the tab and to other
 * tabs) so a new picture shows everywhere at once.
 */

/** What an <Avatar> shows: still looking, or a picture address (null: initials). */
export type AvatarView =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly src: string | null; readonly origin: AvatarOutcome['origin'] };

const LOADING: AvatarView = { status: 'loading' };
const DOWNLOADS_AT_ONCE = 3;

let device: DeviceAvatars | null = null;

/** The page's device store: IndexedDB when the browser has it, else memory for this page. */
export function deviceAvatars(): DeviceAvatars {
  device ??= createDeviceAvatars({
    store: typeof indexedDB === 'undefined' ? createMemoryAvatarStore() : createIdbAvatarStore(),
    fetch: (url) => window.fetch(url, { credentials: 'same-origin' }),
    now: Date.now,
  });
  return device;
}

const limit = createLimiter(DOWNLOADS_AT_ONCE);
const views = new Map<string, AvatarView>();
/** Who is watching which picture, with what they asked for, so a change can resolve it again. */
const watchers = new Map<
  string,
  { readonly username: string; readonly avatar: string | null | undefined; readonly listeners: Set<() => void> }
>();
/** One object URL per player and stored file (a record's timestamp names its file), revoked when it changes. */
const objectUrls = new Map<string, { timestamp: number; url: string }>();

const keyOf = (username: string, avatar: string | null | undefined) => JSON.stringify([username, avatar ?? null]);

function objectUrlFor(username: string, record: AvatarRecord): string {
  const current = objectUrls.get(username);
  if (current?.timestamp === record.timestamp) return current.url;
  if (current) URL.revokeObjectURL(current.url);
  const url = URL.createObjectURL(record.file);
  objectUrls.set(username, { timestamp: record.timestamp, url });
  return url;
}

function toView(username: string, outcome: AvatarOutcome): AvatarView {
  if (outcome.origin === 'device') return { status: 'ready', origin: 'device', src: objectUrlFor(username, outcome.record) };
  if (outcome.origin === 'server') return { status: 'ready', origin: 'server', src: outcome.url };
  return { status: 'ready', origin: 'none', src: null };
}

const pending = new Set<string>();
/** Views that are out of date: still shown (no flash of the placeholder) until the new one is ready. */
const stale = new Set<string>();
/** Bumped on every change of a player's picture: a lookup that started before it is thrown away. */
const generations = new Map<string, number>();

function start(key: string, username: string, avatar: string | null | undefined): void {
  if ((views.has(key) && !stale.has(key)) || pending.has(key)) return;
  pending.add(key);
  const generation = generations.get(username) ?? 0;
  void resolveAvatar({ device: deviceAvatars(), limit }, username, avatar)
    .catch((): AvatarOutcome => ({ origin: 'none' }))
    .then((outcome) => {
      pending.delete(key);
      if (generation !== (generations.get(username) ?? 0)) {
        if (watchers.has(key)) start(key, username, avatar);
        return;
      }
      stale.delete(key);
      views.set(key, toView(username, outcome));
      for (const listener of watchers.get(key)?.listeners ?? []) listener();
      // A fresh download also serves the player's other views that had found nothing.
      if (outcome.origin === 'device' && outcome.downloaded) refresh(username, key);
      // A dropped copy may still show where the server's value is unknown. Views that know a
      // value judge for themselves (refreshing them could bounce between two disagreeing ones).
      if (outcome.origin === 'none' && outcome.dropped) refresh(username, key, (known) => known === undefined || known === null);
    });
}

/** For useSyncExternalStore: follows one player's picture; starts resolving it on first use. */
export function subscribeAvatar(username: string, avatar: string | null | undefined, listener: () => void): () => void {
  const key = keyOf(username, avatar);
  let watcher = watchers.get(key);
  if (!watcher) {
    watcher = { username, avatar, listeners: new Set() };
    watchers.set(key, watcher);
  }
  const { listeners } = watcher;
  listeners.add(listener);
  start(key, username, avatar);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) watchers.delete(key);
  };
}

export function avatarSnapshot(username: string, avatar: string | null | undefined): AvatarView {
  return views.get(keyOf(username, avatar)) ?? LOADING;
}

/**
 * Resolves a player's picture again wherever it is shown (except `keep`, which is current),
 * or only where `which` accepts the avatar value the view was asked for.
 */
function refresh(username: string, keep?: string, which: (avatar: string | null | undefined) => boolean = () => true): void {
  generations.set(username, (generations.get(username) ?? 0) + 1);
  for (const key of views.keys()) {
    const [name, avatar] = JSON.parse(key) as [string, string | null];
    if (key !== keep && name === username && which(avatar)) stale.add(key);
  }
  for (const [key, watcher] of watchers) {
    if (key === keep || watcher.username !== username || !which(watcher.avatar)) continue;
    start(key, username, watcher.avatar);
  }
}

// Browsers only: the build renders pages in Node (build/prerender.ts), where an open channel
// would keep the process from ending.
const channel = typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('fanclash-avatars');
channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (data && typeof data === 'object' && 'usernames' in data && Array.isArray(data.usernames)) {
    for (const name of data.usernames) if (typeof name === 'string') refresh(name);
  }
});

/** Tells this tab and the others that these players' stored pictures changed. */
export function announceAvatarChange(...usernames: string[]): void {
  for (const name of usernames) refresh(name);
  channel?.postMessage({ usernames });
}
