import type { ReportKind } from '@fanclash/protocol';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Items a player reported and chose to hide for themselves at once (issue 34): kept on this
 * device (local storage), a short list, newest last. The server is not asked: a moderator's
 * hide is what removes an item for everyone.
 */
const STORAGE_KEY = 'fanclash.hiddenForMe';
const MAX_ITEMS = 500;

const listeners = new Set<() => void>();
let cache: readonly string[] | null = null;

const itemKey = (kind: ReportKind, id: string) => `${kind}:${id}`;

function read(): readonly string[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    cache = Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(next: readonly string[]): void {
  cache = next.slice(-MAX_ITEMS);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(cache));
  } catch {
    // Storage full or off: the choice holds for this visit only.
  }
  for (const listener of listeners) listener();
}

export function setHiddenForMe(kind: ReportKind, id: string, hidden: boolean): void {
  const key = itemKey(kind, id);
  const list = read().filter((k) => k !== key);
  write(hidden ? [...list, key] : list);
}

export function isHiddenForMe(kind: ReportKind, id: string): boolean {
  return read().includes(itemKey(kind, id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this item is hidden for this player, and the switch. */
export function useHiddenForMe(kind: ReportKind, id: string): [boolean, (hidden: boolean) => void] {
  const hidden = useSyncExternalStore(
    subscribe,
    () => isHiddenForMe(kind, id),
    () => false,
  );
  const set = useCallback((next: boolean) => setHiddenForMe(kind, id, next), [kind, id]);
  return [hidden, set];
}

/** For tests: forget the cached list (local storage is read again). */
export function resetHiddenForMeCache(): void {
  cache = null;
}
