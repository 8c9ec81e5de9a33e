import type { FastifyInstance } from 'fastify';
import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationSettingsUpdateSchema,
  type NotificationList,
  type NotificationSettings,
  type UnreadNotifications,
} from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { ForumNotifier } from './service.js';
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

/**
 * The caller's stored notifications (bearer): `GET /notifications?limit&offset` (latest
 * activity first, with the unread count), `GET /notifications/unread` (the badge), `POST
 * /notifications/read` `{ids?}` (the named ones, or all; every tab hears the new count).
 */
export async function notificationRoutes(app: FastifyInstance, platform: Platform, notifier: ForumNotifier): Promise<void> {
  app.get('/notifications', async (request): Promise<NotificationList> => {
    const user = await requireUser(platform, request);
    return notifier.list(user, parseInput(notificationListQuerySchema, request.query));
  });

  app.get('/notifications/unread', async (request): Promise<UnreadNotifications> => {
    const user = await requireUser(platform, request);
    return { unread: await notifier.unread(user) };
  });

  app.post('/notifications/read', async (request): Promise<UnreadNotifications> => {
    const user = await requireUser(platform, request);
    const { ids } = parseInput(markNotificationsReadSchema, request.body);
    return { unread: await notifier.markRead(user, ids) };
  });
}
