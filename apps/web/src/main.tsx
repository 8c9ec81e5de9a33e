import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type DataRouter } from 'react-router';
import { App } from './app/App';
import { PUBLIC_AUTH_PATHS, routes } from './app/routes';
import { initI18n } from './i18n';
import { readItem } from './lib/storage';
import { installTheme } from './lib/theme';
import { STORAGE_KEYS } from './lib/storageKeys';
import './styles.css';

/**
 * Starts downloading the code of the page in the address now, beside the texts and the session
 * check, instead of after them: the router's own lazy() calls then find the modules loaded.
 */
function preloadPage(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}

/** Resolves once the router has loaded the first page's code, so the first render is the page. */
function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  installTheme();
  preloadPage(window.location.pathname);
  const texts = initI18n();
  // Spec section 4: an expired stored token is renewed before anything renders; if the
  // server refuses, the session is gone and the user signs in again. Visitors without a
  // token never download the session code (the landing page stays light); a sign-in in this
  // tab connects it then (useCompleteSignIn).
  if (readItem(STORAGE_KEYS.accessToken)) {
    const { installApiAuth, restoreSession } = await import('./features/auth/renew');
    installApiAuth();
    if ((await restoreSession()) === 'expired' && !PUBLIC_AUTH_PATHS.includes(window.location.pathname)) {
      window.history.replaceState(null, '', '/sign-in');
      preloadPage('/sign-in');
    }
  }
  const router = createBrowserRouter(routes);
  await Promise.all([texts, routerReady(router)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
