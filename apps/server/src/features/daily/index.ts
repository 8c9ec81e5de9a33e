import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import type { BattleRegistry } from '../battles/registry.js';
import type { BattleStore } from '../battles/store.js';
import { dailyRoutes } from './routes.js';
import { createDailyService } from './service.js';
import { createDailyStore } from './store.js';

/** The daily challenge (issue 31): routes; the runs themselves are battles run by the registry. */
export async function registerDaily(
  app: FastifyInstance,
  platform: Platform,
  battles: { registry: BattleRegistry; store: BattleStore },
): Promise<void> {
  const service = createDailyService(platform, createDailyStore(platform.db), battles.registry, battles.store);
  await dailyRoutes(app, platform, service);
}
