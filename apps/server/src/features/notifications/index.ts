import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { notificationRoutes, notificationSettingsRoutes } from './routes.js';
import { createForumNotifier } from './service.js';

/** Notifications: the settings routes and the forum's stored notifications (list, badge count, read marks). */
export async function registerNotifications(app: FastifyInstance, platform: Platform): Promise<void> {
  await notificationSettingsRoutes(app, platform);
  await notificationRoutes(app, platform, createForumNotifier(platform));
}
