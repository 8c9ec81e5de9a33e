import { browserLanguageSignals, detectLanguage } from './i18n/detectLanguage';
import { readItem } from './lib/storage';
import { STORAGE_KEYS } from './lib/storageKeys';
import { applyTheme } from './lib/themeDocument';

/**
 * Runs inline in index.html's <head> before the first paint (build/prerender.ts inlines it,
 * and the server allows exactly this script by its hash in the CSP). The page's markup is
 * prerendered at build time, so it paints before the app's JavaScript arrives; this sets what
 * that first paint depends on:
 * - the theme class on <html> (a saved choice that differs from the system's: no flash);
 * - `lang`, the detected interface language: prerendered markup in another language stays
 *   hidden (styles.css) until the app renders in the right one;
 * - `data-session` when a session is stored: pages prerendered for visitors stay hidden, since
 *   a player gets their own header (or, on `/`, their dashboard).
 */
try {
  applyTheme();
  const root = document.documentElement;
  root.lang = detectLanguage(browserLanguageSignals(readItem(STORAGE_KEYS.language)));
  if (readItem(STORAGE_KEYS.accessToken) && readItem(STORAGE_KEYS.username)) root.dataset.session = '';
} catch {
  // Nothing prerendered depends on it: the app sets the same when it starts.
}
