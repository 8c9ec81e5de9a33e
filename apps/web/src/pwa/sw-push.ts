/**
 * Web push in the service worker (issue 35 item 3): `push` events shown as notifications and
 * `notificationclick` opening the right page. src/pwa/sw.ts calls this once at start. A stub
 * until the push feature fills it in; it runs in the worker (tsconfig.sw.json: WebWorker lib).
 */
export function registerPushHandlers(_worker: ServiceWorkerGlobalScope): void {
  // Nothing yet: the push feature adds its listeners here.
}
