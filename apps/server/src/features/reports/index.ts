import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { createModerationStore } from '../moderation/store.js';
import { reportRoutes } from './routes.js';
import { createReportService } from './service.js';

/** Players report chat messages, debates, comments and players (issue 34, item 2); moderators work the queue. */
export async function registerReports(app: FastifyInstance, platform: Platform): Promise<void> {
  await reportRoutes(app, platform, createReportService(platform, createModerationStore(platform.db)));
}
