import type { FastifyInstance } from 'fastify';
import { notificationSettingsUpdateSchema, type NotificationSettings } from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { loadNotificationSettings, saveNotificationSettings } from './settings.js';

/** `GET`/`PUT /notifications/settings` (bearer): the caller's own settings; PUT takes a partial and answers the whole. */
export async function notificationSettingsRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  app.get('/notifications/settings', async (request): Promise<NotificationSettings> => {
    const user = await requireUser(platform, request);
    return loadNotificationSettings(platform.db, user.id);
  });

  app.put('/notifications/settings', async (request): Promise<NotificationSettings> => {
    const user = await requireUser(platform, request);
    const update = parseInput(notificationSettingsUpdateSchema, request.body);
    return saveNotificationSettings(platform.db, user.id, update, new Date(platform.clock.now()));
  });
}
