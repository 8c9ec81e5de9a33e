import { useSyncExternalStore } from 'react';
import { writeItem } from './storage';
import { STORAGE_KEYS } from './storageKeys';
import { applyTheme, currentTheme, SYSTEM_DARK, type Theme } from './themeDocument';

export type { Theme } from './themeDocument';
export { applyTheme, currentTheme };

const listeners = new Set<() => void>();

function changed(): void {
  applyTheme();
  for (const listener of listeners) listener();
}

/** Saves the player's choice; from then on it wins over the system's preference. */
export function setTheme(theme: Theme): void {
  writeItem(STORAGE_KEYS.darkMode, String(theme === 'dark'));
  changed();
}

/** Applies the theme now and follows the system's preference and other tabs from then on. */
export function installTheme(): void {
  applyTheme();
  matchMedia(SYSTEM_DARK).addEventListener('change', changed);
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.darkMode || event.key === null) changed();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme in use, re-rendering when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'dark');
}
