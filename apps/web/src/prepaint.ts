import { browserLanguageSignals, detectLanguage } from './i18n/detectLanguage';
import { earlyQuestionSettled } from './features/battles/session/earlyQuestion';
import { afterFirstPaint } from './lib/afterPaint';
import { BATTLE_PAGE_PATH } from './lib/battlePagePath';
import { addModulePreloads } from './lib/modulePreload';
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
 * - `data-session` when a session is stored: pages prerendered for visitors stay hidden and the
 *   players' shell shows instead (src/fillPlayerShell.ts), with `data-shell="dashboard"` on the
 *   player's own dashboard (and on `/`, which sends them there);
 * - `data-first-paint="html"` when the reader sees prerendered markup: the app's code then
 *   starts downloading after that first paint (main.tsx), not before it.
 * Where the page's own HTML does not list them, it also starts fetching the modules the app
 * would ask for one step later: the language's texts, and for a player the session and
 * signed-in layout code (and on their dashboard or a battle's pages, that page's code).
 */
interface Preloads {
  /** Addresses whose markup is prerendered (in English, for visitors). */
  readonly pages: readonly string[];
  readonly en: readonly string[];
  readonly ru: readonly string[];
  readonly session: readonly string[];
  /** The player's own dashboard (`/{username}`, and `/`, which sends them there). */
  readonly dashboard: readonly string[];
  /** A battle's countdown, quiz and result (`/{battle id}/countdown|quiz|battle-result`). */
  readonly battle: readonly string[];
}

/** Filled in by build/prerender.ts from the build's chunk names. */
declare const __PREPAINT_PRELOADS__: Preloads;

/** Adds modulepreload links for `files`, a few per task, a timer apart (lib/modulePreload.ts). */
function preload(files: readonly string[]): void {
  void addModulePreloads(files, () => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

try {
  applyTheme();
  const root = document.documentElement;
  const language = detectLanguage(browserLanguageSignals(readItem(STORAGE_KEYS.language)));
  const username = readItem(STORAGE_KEYS.username);
  const signedIn = Boolean(readItem(STORAGE_KEYS.accessToken) && username);
  const path = window.location.pathname;
  root.lang = language;
  if (signedIn) root.dataset.session = '';
  const preloads = __PREPAINT_PRELOADS__;
  const pageFile = preloads.pages.includes(path);
  const prerendered = !signedIn && language === 'en' && pageFile;
  const ownDashboard = signedIn && (path === '/' || path.toLowerCase() === `/${username ?? ''}`.toLowerCase());
  const battlePage = signedIn ? BATTLE_PAGE_PATH.exec(path)?.[2]?.toLowerCase() : undefined;
  // The players' shell shows the dashboard's greeting there, on a battle's quiz the question
  // once src/openBattleEarly.ts has it, the loading block elsewhere.
  if (ownDashboard) root.dataset.shell = 'dashboard';
  else if (battlePage === 'quiz') root.dataset.shell = 'quiz';
  // Something prerendered paints for this reader (the page itself, the players' shell, or
  // index.html's loading block): main.tsx, and the preloads below, wait for that first paint so
  // nothing but the style sheet competes with it. A Russian visitor on a page prerendered in
  // English sees nothing until the app renders, so their code is asked for at once.
  const paintsFromHtml = prerendered || signedIn || !pageFile;
  if (paintsFromHtml) root.dataset.firstPaint = 'html';
  const battle = battlePage !== undefined;
  const page = ownDashboard ? preloads.dashboard : battle ? preloads.battle : [];
  // The page's own code first: the session's is what every signed-in page shares.
  const files = [...new Set([...preloads[language], ...(signedIn ? [...page, ...preloads.session] : [])])];
  if (!prerendered) {
    // On a quiz page after a reload, after the question too (src/openBattleEarly.ts).
    if (paintsFromHtml) afterFirstPaint(() => void earlyQuestionSettled().then(() => preload(files)));
    else preload(files);
  }
} catch {
  // Nothing prerendered depends on it: the app sets the same when it starts.
}
