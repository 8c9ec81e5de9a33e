import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { startDailyDebates, type DailyDebateJob } from './daily.js';
import { debateRoutes } from './routes.js';
import { createDebateService } from './service.js';
import { createDebateStore } from './store.js';
import { withLiveEvents } from './live-events.js';
import { createForumNotifier } from '../notifications/service.js';

/** Each app's daily job, so tests can wait for the publication a fresh start makes. */
export const dailyDebateJobs = new WeakMap<Platform, DailyDebateJob>();

/** Forum debates: the /selection calls and the daily debate published at 12:00 UTC. */
export async function registerDebates(app: FastifyInstance, platform: Platform): Promise<void> {
  const store = createDebateStore(platform.db);
  const service = createDebateService(store, platform.clock, platform.limiter);
  const notifier = createForumNotifier(platform);
  await debateRoutes(app, platform, withLiveEvents(service, { live: platform.live, store, notifier, log: platform.log }));
  const daily = startDailyDebates({ db: platform.db, clock: platform.clock, log: platform.log });
  dailyDebateJobs.set(platform, daily);
  // A draining instance (SIGTERM) publishes nothing more: the others take the day's turn by the lock.
  platform.drain.onDrain(() => daily.stop());
  platform.onShutdown(() => daily.stop());
}
