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
 *   a player gets their own header (or, on `/`, their dashboard);
 * - `data-first-paint="html"` when the reader sees the page's prerendered markup: the app's code
 *   then starts downloading after that first paint (main.tsx), not before it.
 * Where the page needs the app to paint (no prerendered markup for this reader), it also starts
 * fetching the modules the app would ask for one step later: the language's texts, and for a
 * player the session and signed-in layout code.
 */
interface Preloads {
  /** Addresses whose markup is prerendered (in English, for visitors). */
  readonly pages: readonly string[];
  readonly en: readonly string[];
  readonly ru: readonly string[];
  readonly session: readonly string[];
}

/** Filled in by build/prerender.ts from the build's chunk names. */
declare const __PREPAINT_PRELOADS__: Preloads;

function preload(files: readonly string[]): void {
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

try {
  applyTheme();
  const root = document.documentElement;
  const language = detectLanguage(browserLanguageSignals(readItem(STORAGE_KEYS.language)));
  const signedIn = Boolean(readItem(STORAGE_KEYS.accessToken) && readItem(STORAGE_KEYS.username));
  root.lang = language;
  if (signedIn) root.dataset.session = '';
  const preloads = __PREPAINT_PRELOADS__;
  const prerendered = !signedIn && language === 'en' && preloads.pages.includes(window.location.pathname);
  // The reader sees this page's prerendered markup: main.tsx lets it paint before it loads the rest.
  if (prerendered) root.dataset.firstPaint = 'html';
  else preload([...preloads[language], ...(signedIn ? preloads.session : [])]);
} catch {
  // Nothing prerendered depends on it: the app sets the same when it starts.
}
