import { readItem } from './storage';
import { STORAGE_KEYS } from './storageKeys';

/**
 * The theme's document side, without React: the pre-paint script (prepaint.ts) runs it from
 * index.html before the first paint, and lib/theme.ts after the app starts.
 */
export type Theme = 'light' | 'dark';

/** The browser bar colour of each theme (the canvas colour in styles.css). */
const THEME_COLOR: Record<Theme, string> = { dark: '#070b16', light: '#f5f7fb' };
export const SYSTEM_DARK = '(prefers-color-scheme: dark)';

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
