import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { startDailyDebates, type DailyDebateJob } from './daily.js';
import { debateRoutes } from './routes.js';
import { createDebateService } from './service.js';
import { createDebateStore } from './store.js';

/** Each app's daily job, so tests can wait for the publication a fresh start makes. */
export const dailyDebateJobs = new WeakMap<Platform, DailyDebateJob>();

/** Forum debates: the /selection calls and the daily debate published at 12:00 UTC. */
export async function registerDebates(app: FastifyInstance, platform: Platform): Promise<void> {
  const store = createDebateStore(platform.db);
  await debateRoutes(app, platform, createDebateService(store, platform.clock, platform.limiter));
  const daily = startDailyDebates({ db: platform.db, clock: platform.clock, log: platform.log });
  dailyDebateJobs.set(platform, daily);
  platform.onShutdown(() => daily.stop());
}
