import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { createNewsStore } from '../news/store.js';
import { archiveTransfers } from './archive.js';
import { transferRoutes } from './routes.js';
import { createTransferService } from './service.js';
import { createTransferStore } from './store.js';

/** A provider is asked at start and then this often (transfer APIs have small daily quotas). */
export const TRANSFERS_REFRESH_MS = 6 * 60 * 60_000;

/** The transfers feature: archive seeded at start; with TRANSFERS_URL, the provider's list. */
export async function registerTransfers(app: FastifyInstance, platform: Platform): Promise<void> {
  const store = createTransferStore(platform.db);
  await store.seedArchive(archiveTransfers());
  const service = createTransferService({
    store,
    jobs: createNewsStore(platform.db),
    providerUrl: platform.config.transfersUrl,
    apiKey: platform.config.transfersApiKey,
    clock: platform.clock,
    log: platform.log,
    owner: platform.instanceId,
    timeoutMs: platform.config.feedTimeoutMs,
  });
  await transferRoutes(app, platform, store, service);
  if (!platform.config.transfersUrl) return;

  let running: Promise<unknown> | undefined;
  // Another instance refreshing (429) or a provider failure (503, logged inside) just waits for the next turn.
  const run = () => {
    running ??= service
      .refresh()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => run());
  const timer = setInterval(run, TRANSFERS_REFRESH_MS);
  timer.unref();
  // A draining instance (SIGTERM) refreshes no more: another instance takes the next turn.
  platform.drain.onDrain(() => clearInterval(timer));
  platform.onShutdown(async () => {
    clearInterval(timer);
    await running;
  });
}
