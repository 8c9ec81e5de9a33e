import type { Page } from 'playwright-core';

/** One WebSocket the page opened, as Chromium's DevTools protocol reports it. */
export interface PageSocket {
  readonly url: URL;
  /** X-Instance of the upgrade's 101 answer ('' until the handshake is answered). */
  instance: string;
  open: boolean;
}

interface Waiter {
  readonly test: (socket: PageSocket) => boolean;
  readonly resolve: (socket: PageSocket) => void;
}

/**
 * The page's live sockets and the instance each one sits on. Playwright's own WebSocket
 * events carry no headers, so this listens to Chromium's Network domain, which reports the
 * upgrade's answer (X-Instance) and the close. Follows the page across reloads.
 */
export class PageSockets {
  private readonly sockets = new Map<string, PageSocket>();
  private waiters: Waiter[] = [];

  private constructor() {}

  static async attach(page: Page): Promise<PageSockets> {
    const tracker = new PageSockets();
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Network.webSocketCreated', ({ requestId, url }) => {
      tracker.sockets.set(requestId, { url: new URL(url), instance: '', open: false });
    });
    cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
      const socket = tracker.sockets.get(requestId);
      if (!socket || response.status !== 101) return;
      const header = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'x-instance');
      socket.instance = header?.[1] ?? '';
      socket.open = true;
      tracker.changed();
    });
    cdp.on('Network.webSocketClosed', ({ requestId }) => {
      const socket = tracker.sockets.get(requestId);
      if (!socket) return;
      socket.open = false;
      tracker.changed();
    });
    await cdp.send('Network.enable');
    return tracker;
  }

  /** The newest open socket on `pathname` (a RegExp on the URL's path), open now or once one opens. */
  opened(pathname: RegExp, timeoutMs = 20_000): Promise<PageSocket> {
    return this.when((socket) => socket.open && pathname.test(socket.url.pathname), timeoutMs, `an open socket on ${pathname}`);
  }

  /** Resolves once `socket` has closed. */
  closed(socket: PageSocket, timeoutMs = 20_000): Promise<PageSocket> {
    return this.when((candidate) => candidate === socket && !candidate.open, timeoutMs, `the close of ${socket.url.pathname}`);
  }

  private when(test: (socket: PageSocket) => boolean, timeoutMs: number, what: string): Promise<PageSocket> {
    // The newest first: after a reload the page's previous socket may not have reported its close yet.
    const found = [...this.sockets.values()].reverse().find(test);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== done);
        reject(new Error(`no ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = (socket: PageSocket) => {
        clearTimeout(timer);
        resolve(socket);
      };
      this.waiters.push({ test, resolve: done });
    });
  }

  private changed(): void {
    const sockets = [...this.sockets.values()];
    this.waiters = this.waiters.filter((waiter) => {
      const found = sockets.find(waiter.test);
      if (found) waiter.resolve(found);
      return !found;
    });
  }
}
