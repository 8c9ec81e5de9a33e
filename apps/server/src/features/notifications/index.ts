import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { notificationSettingsRoutes } from './routes.js';

/** Notifications: the settings routes (and the forum's stored notifications). */
export async function registerNotifications(app: FastifyInstance, platform: Platform): Promise<void> {
  await notificationSettingsRoutes(app, platform);
}
