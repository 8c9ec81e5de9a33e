import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { PUBLIC_AUTH_PATHS } from './app/routes';
import { installApiAuth, restoreSession } from './features/auth/renew';
import { initI18n } from './i18n';
import './styles.css';

async function start(): Promise<void> {
  initI18n();
  installApiAuth();
  // Spec section 4: an expired stored token is renewed before anything renders; if the
  // server refuses, the session is gone and the user signs in again.
  if ((await restoreSession()) === 'expired' && !PUBLIC_AUTH_PATHS.includes(window.location.pathname)) {
    window.history.replaceState(null, '', '/sign-in');
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
