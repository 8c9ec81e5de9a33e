import {
  notificationCreatedEventSchema,
  notificationsReadEventSchema,
  type NotificationList,
  type UnreadNotifications,
} from '@fanclash/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageSettled } from '../../../hooks/usePageSettled';
import { toast } from '../../../lib/notices/toast';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';
import { getUnreadCount, listNotifications, markNotificationsRead, notificationKeys } from '../api';
import { notificationLink } from '../text';
import { useNotificationText } from './useNotificationText';

/** The forum's stored notifications, latest activity first (the notifications page). */
export function useForumNotificationList() {
  return useQuery({ queryKey: notificationKeys.list(), queryFn: ({ signal }) => listNotifications(signal) });
}

/**
 * How many forum notifications are unread (the header badge). Asked once the page has
 * settled, then kept current by the live events (useForumNotificationsLive).
 */
export function useForumUnread(): number {
  const settled = usePageSettled();
  const unread = useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: settled,
    staleTime: 60_000,
  });
  return unread.data?.unread ?? 0;
}

/** Marks the named forum notifications read (the page does so once it has shown them); the badge follows. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => markNotificationsRead(ids),
    onSuccess: (result) => client.setQueryData<UnreadNotifications>(notificationKeys.unread(), result),
  });
}

/**
 * Mounted once for every signed-in page: a new (or grown) notification updates the badge and
 * the cached list at once and is announced in a toast that opens the debate; a read mark made
 * on any tab sets the badge here too. A reconnected socket may have missed events: the count
 * is asked again.
 */
export function useForumNotificationsLive(): void {
  const client = useQueryClient();
  const { t } = useTranslation('notifications');
  const text = useNotificationText();
  const navigate = useNavigate();
  const { status } = useUserSocket();
  const wasOpen = useRef(false);

  useUserSocketMessage('notification_created', notificationCreatedEventSchema, ({ data }) => {
    const { unread, ...notification } = data;
    client.setQueryData<UnreadNotifications>(notificationKeys.unread(), { unread });
    client.setQueryData<NotificationList>(notificationKeys.list(), (list) => {
      if (!list) return list;
      const known = list.notifications.some((item) => item.id === notification.id);
      const rest = list.notifications.filter((item) => item.id !== notification.id);
      return { ...list, unread, total: known ? list.total : list.total + 1, notifications: [notification, ...rest] };
    });
    // One toast per notification: a growing like group replaces its own toast instead of stacking.
    toast(text(notification), {
      id: `notification-${notification.id}`,
      description: notification.excerpt ?? notification.debate_title,
      action: { label: t('item.open'), onClick: () => void navigate(notificationLink(notification)) },
    });
  });

  useUserSocketMessage('notifications_read', notificationsReadEventSchema, ({ data }) => {
    client.setQueryData<UnreadNotifications>(notificationKeys.unread(), data);
    void client.invalidateQueries({ queryKey: notificationKeys.list() });
  });

  useEffect(() => {
    if (status !== 'open') return;
    if (wasOpen.current) void client.invalidateQueries({ queryKey: notificationKeys.all });
    wasOpen.current = true;
  }, [status, client]);
}
