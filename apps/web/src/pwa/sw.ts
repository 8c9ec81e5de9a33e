import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerPushHandlers } from './sw-push';

/**
 * FanClash's service worker (issue 35), built by vite-plugin-pwa (injectManifest) from this
 * file: the build puts the list of the app's files, each with its revision, in
 * `self.__WB_MANIFEST`. What it does:
 * - precaches the shell (index.html) and every hashed script, style sheet and icon, so the app
 *   opens with no network and a new build downloads only what changed;
 * - answers page navigations from the network as before (the server's prerendered pages, its
 *   404s), and only when the network fails with the precached shell, where the app says it is
 *   offline (src/pwa/OfflineBanner.tsx) and training flashcards play from IndexedDB;
 * - leaves every API call and socket alone (no route: they go to the network untouched);
 * - waits with a new version until the page asks for it (the 'new version — reload' prompt,
 *   src/pwa/register.ts), so a running battle is never swapped under a player;
 * - hands push events to src/pwa/sw-push.ts.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Addresses the server answers itself, never with the app's shell (share cards, avatars, sign-in callbacks). */
const SERVER_PATHS = /^\/(auth|results|avatars|api|health|metrics|push)(\/|$)/;

const SHELL = '/index.html';

// Exact addresses only: '/' and '/sign-in' stay the server's prerendered pages, not the shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    async ({ event, request }) => {
      try {
        // The request the browser started while the worker woke up (navigation preload).
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: [SERVER_PATHS] },
  ),
);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Navigations then start on the network while the worker boots: no delay for the
      // network-first pages.
      await self.registration.navigationPreload?.enable();
      // The first install controls the open tab at once, so it works offline from the first visit.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  // The page's 'Reload' on the new-version prompt (workbox-window sends this).
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerPushHandlers(self);
