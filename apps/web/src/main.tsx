import { earlyQuestionSettled } from './features/battles/session/earlyQuestion';
import { afterFirstPaint } from './lib/afterPaint';
import { BATTLE_PAGE_PATH } from './lib/battlePagePath';
import { addModulePreloads } from './lib/modulePreload';
import { readItem } from './lib/storage';
import { STORAGE_KEYS } from './lib/storageKeys';
import { installTheme } from './lib/theme';
import './styles.css';

/**
 * Start-up in steps, each in a main-thread task of its own. The first screen of most pages is
 * already painted from prerendered HTML (build/prerender.ts), so everything the app does to take
 * it over happens while the page looks ready: one long task there (evaluating React DOM, the
 * router, i18next and the page's code at once, then rendering) would keep it from answering
 * input, and Lighthouse counts it as blocking time. So the entry is small and loads the rest
 * module by module (the build lists them as modulepreload links, so they download at once), and
 * the first render is a transition, which React renders in slices.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  // A message, not a timer: browsers hold a background tab's timers back to one a second.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * A page prerendered into its own HTML (build/prerender.ts) lists the app's modules in a <meta>
 * instead of preload links: when the reader sees that markup (the pre-paint script says so), they
 * are asked for after it has painted, so nothing but the style sheet competes with the first
 * paint; otherwise at once. index.html has its preload links in the HTML.
 */
async function preloadModules(): Promise<void> {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="fanclash-modules"]');
  if (!listed) return;
  if (document.documentElement.dataset.firstPaint === 'html') await new Promise<void>((resolve) => afterFirstPaint(resolve));
  await addModulePreloads(listed.content.split(' '), nextTask);
}

/**
 * Loads a module in a task of its own (its evaluation), then lets the browser run. Each step is
 * marked in the performance timeline (`step:<name>`), which bench/trace-tasks.mjs lists.
 */
async function step<T>(name: string, load: () => Promise<T>): Promise<T> {
  await nextTask();
  performance.mark(`step:${name}`);
  const loaded = await load();
  await nextTask();
  return loaded;
}

/**
 * On a battle's page (a reload mid-battle), its connection opens now, while the rest of the app
 * loads: the first render then shows the question it has brought (features/battles/session/
 * earlySession.ts). The module is the battle pages' layout, whose code is loading already.
 */
async function startBattleEarly(): Promise<void> {
  const battleId = BATTLE_PAGE_PATH.exec(window.location.pathname)?.[1];
  if (!battleId) return;
  const { getSession } = await import('./features/auth/session');
  const { username } = getSession();
  if (!username) return;
  const { startEarlySession } = await step('battle', () => import('./features/battles/session/BattleSessionLayout'));
  startEarlySession(battleId, username);
}

async function start(): Promise<void> {
  installTheme();
  // On a quiz page after a reload the question comes first (src/openBattleEarly.ts), then the code.
  await earlyQuestionSettled();
  await preloadModules();
  await step('react-dom', () => import('react-dom/client'));
  const { initI18n } = await step('i18n', () => import('./i18n'));
  const texts = step('texts', initI18n);
  const { createBrowserRouter, matchRoutes } = await step('router', () => import('./app/startRouter'));
  const { routes, PUBLIC_AUTH_PATHS } = await step('routes', () => import('./app/routes'));

  /**
   * Starts loading the code of the page in the address now, beside the texts and the session
   * check, instead of after them: the router's own lazy() calls then find the modules loaded.
   */
  const preloadPage = (pathname: string) => {
    for (const { route } of matchRoutes(routes, pathname) ?? []) {
      if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
    }
  };
  preloadPage(window.location.pathname);
  // Spec section 4: an expired stored token is renewed before anything renders; if the
  // server refuses, the session is gone and the user signs in again. Visitors without a
  // token never download the session code (the landing page stays light); a sign-in in this
  // tab connects it then (useCompleteSignIn).
  if (readItem(STORAGE_KEYS.accessToken)) {
    // The schema library, then the API's error schemas, then the session's, then the session
    // code: evaluated at once they were one task of 30-40 ms (on a slow host 100 ms and more,
    // the schema library about a third of it).
    await step('zod', () => import('./lib/zod/evaluate'));
    await step('api', () => import('./lib/api'));
    await step('session', () => import('./features/auth/session'));
    const { installApiAuth, restoreSession } = await step('renew', () => import('./features/auth/renew'));
    installApiAuth();
    if ((await restoreSession()) === 'expired' && !PUBLIC_AUTH_PATHS.includes(window.location.pathname)) {
      window.history.replaceState(null, '', '/sign-in');
      preloadPage('/sign-in');
    } else {
      await startBattleEarly();
    }
  }
  const { mount } = await step('mount', () => import('./app/mount'));
  const i18n = await texts;
  // The page's first number format loads ICU's data, some 20-50 ms: in a task of its own rather
  // than in the slice of the first render whose component formats a number.
  await step('number-format', async () => new Intl.NumberFormat(i18n.resolvedLanguage).format(1));
  const router = createBrowserRouter(routes);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  await nextTask();
  performance.mark('step:render');
  mount(router);
}

void start();
