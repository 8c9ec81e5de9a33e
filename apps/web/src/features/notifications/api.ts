import {
  notificationListSchema,
  notificationSettingsSchema,
  unreadNotificationsSchema,
  type NotificationList,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type UnreadNotifications,
} from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

/** The notification calls (bearer): settings, the forum's stored notifications, read marks. */

export const notificationKeys = {
  all: ['notifications'] as const,
  settings: () => ['notifications', 'settings'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => ['notifications', 'unread'] as const,
};

export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiRequest('/notifications/settings', { schema: notificationSettingsSchema, signal });
}

export function saveNotificationSettings(update: NotificationSettingsUpdate): Promise<NotificationSettings> {
  return apiRequest('/notifications/settings', { method: 'PUT', body: update, schema: notificationSettingsSchema });
}

export function listNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiRequest('/notifications', { schema: notificationListSchema, signal });
}

export function getUnreadCount(signal?: AbortSignal): Promise<UnreadNotifications> {
  return apiRequest('/notifications/unread', { schema: unreadNotificationsSchema, signal });
}

export function markNotificationsRead(ids?: readonly string[]): Promise<UnreadNotifications> {
  return apiRequest('/notifications/read', { method: 'POST', body: ids ? { ids } : {}, schema: unreadNotificationsSchema });
}
