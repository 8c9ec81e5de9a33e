import { notificationOptions, pickWindow, readPayload, safePath } from './pushNotification';

/**
 * Web push in the service worker (issue 35 item 3). src/pwa/sw.ts calls this once at start; it
 * runs in the worker (tsconfig.sw.json: WebWorker lib).
 * - `push`: the server's payload (decrypted by the browser) becomes a notification with its
 *   title, body and tag (one chat per friend: a newer message replaces the older one);
 * - `notificationclick`: opens the page the payload names, in a window of the app already
 *   open (focused, and sent to that page) or a new one.
 * The server pushes only while the player has no tab open, in the player's language.
 */
export function registerPushHandlers(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    let json: unknown = null;
    try {
      json = event.data?.json() ?? null;
    } catch {
      // Not JSON: the fallback notification (every push must show one).
    }
    const payload = readPayload(json);
    event.waitUntil(worker.registration.showNotification(payload.title, notificationOptions(payload)));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const target = new URL(safePath(data?.url), worker.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = pickWindow(windows, target);
        if (open) {
          const focused = await open.focus().catch(() => open);
          if (focused.url === target) return;
          // An uncontrolled window cannot be navigated from here: a new window instead.
          const navigated = await focused.navigate(target).catch(() => null);
          if (navigated) return;
        }
        await worker.clients.openWindow(target);
      })(),
    );
  });
}
