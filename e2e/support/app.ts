import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface E2eApp {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * What every browser suite starts once per file: the built server on a fresh data directory
 * (with `env` on top of the defaults) and one Chromium. Read `server` and `browser` inside
 * tests: they are set by the suite's beforeAll.
 */
export function useServerAndBrowser(env: Record<string, string> = {}): E2eApp {
  const app = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [app.server, app.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}
