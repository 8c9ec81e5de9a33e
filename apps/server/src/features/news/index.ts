import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { archiveArticles } from './archive.js';
import { NEWS_JOB, createIngester, parseFeedList } from './ingest.js';
import { newsRoutes } from './routes.js';
import { createNewsStore } from './store.js';

/**
 * The news feature: routes, the archive (seeded at start; each instance inserts what is
 * missing, so several starting together are fine) and, with NEWS_FEEDS, the feed reader: at
 * start, then every NEWS_REFRESH_MS, on whichever instance holds the lease.
 */
export async function registerNews(app: FastifyInstance, platform: Platform): Promise<void> {
  const store = createNewsStore(platform.db);
  await store.insertMany(archiveArticles());
  await newsRoutes(app, platform, store);

  const { feeds, invalid } = parseFeedList(platform.config.newsFeeds);
  if (invalid.length > 0) platform.log.warn({ invalid }, "NEWS_FEEDS entries ignored (expected 'en=https://…' or 'ru=https://…')");
  if (feeds.length === 0) return;
  const ingester = createIngester({
    store,
    feeds,
    clock: platform.clock,
    log: platform.log,
    owner: platform.instanceId,
    refreshMs: platform.config.newsRefreshMs,
    timeoutMs: platform.config.feedTimeoutMs,
  });
  const run = () => void ingester.runOnce().catch((err: unknown) => platform.log.error({ err }, 'news refresh failed'));
  // Not awaited: the server answers with the archive until the first read lands.
  app.addHook('onReady', async () => run());
  const timer = setInterval(run, platform.config.newsRefreshMs);
  timer.unref();
  // A draining instance (SIGTERM) reads no more feeds: another instance takes the next turn.
  platform.drain.onDrain(() => clearInterval(timer));
  platform.onShutdown(async () => {
    clearInterval(timer);
    await ingester.idle();
    // Another instance may take over at its next turn instead of waiting for the lease to lapse.
    await store.releaseLease(NEWS_JOB, platform.instanceId);
  });
}
