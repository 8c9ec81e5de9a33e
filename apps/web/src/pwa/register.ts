/// <reference types="vite-plugin-pwa/client" />
import i18n from 'i18next';
import { registerSW } from 'virtual:pwa-register';

/** A tab left open for days still learns of a new version: the worker is checked this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registered = false;

/**
 * Registers the service worker (src/pwa/sw.ts, issue 35). main.tsx calls this once the first
 * page has settled, so the worker and its precache never compete with the page's own loading.
 * A new version waits until the player takes it: 'A new version of FanClash is ready' with a
 * Reload button (held back during a battle like every toast), which activates it and reloads.
 */
export function registerServiceWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      // The toast library loads only now: a visitor's page never needs it otherwise.
      void import('../lib/notices/toast').then(({ toast }) =>
        toast.info(i18n.t('pwa.update.ready'), {
          id: 'pwa-update',
          duration: Number.POSITIVE_INFINITY,
          action: { label: i18n.t('pwa.update.reload'), onClick: () => void updateSW(true) },
        }),
      );
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error: unknown) {
      // A browser that refuses workers (private mode, a policy): the app works as a plain page.
      console.warn('Service worker registration failed', error);
    },
  });
}
