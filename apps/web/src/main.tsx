import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { PUBLIC_AUTH_PATHS } from './app/routes';
import { initI18n } from './i18n';
import { readItem } from './lib/storage';
import { installTheme } from './lib/theme';
import { STORAGE_KEYS } from './lib/storageKeys';
import './styles.css';

async function start(): Promise<void> {
  installTheme();
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
    }
  }
  await texts;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
