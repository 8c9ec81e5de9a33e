import { useSyncExternalStore } from 'react';
import { readItem, writeItem } from './storage';
import { STORAGE_KEYS } from './storageKeys';

export type Theme = 'light' | 'dark';

/** The browser bar colour of each theme (the canvas colour in styles.css). */
const THEME_COLOR: Record<Theme, string> = { dark: '#070b16', light: '#f5f7fb' };
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

/** The saved choice (spec section 3: the dark-theme preference), or null to follow the system. */
function savedTheme(): Theme | null {
  const value = readItem(STORAGE_KEYS.darkMode);
  return value === 'true' ? 'dark' : value === 'false' ? 'light' : null;
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && !matchMedia(SYSTEM_DARK).matches ? 'light' : 'dark';
}

export function currentTheme(): Theme {
  return savedTheme() ?? systemTheme();
}

/** Puts the theme on <html> (the palette in styles.css keys on the class) and the browser bar. */
export function applyTheme(theme: Theme = currentTheme()): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

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
