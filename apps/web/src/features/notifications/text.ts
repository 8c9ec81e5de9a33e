import type { StoredNotification } from '@fanclash/protocol';

/** A translate function of the notifications namespace, loosely typed so tests can pass i18next's own. */
export type NotificationTranslate = (key: string, options?: Record<string, unknown>) => string;

/** The key and values of one notification's headline (what happened, who did it, how many). */
export function notificationMessage(notification: StoredNotification): { key: string; values: Record<string, unknown> } {
  const actor = notification.actor ?? '';
  switch (notification.kind) {
    case 'comment_reply':
      if (notification.target === 'debate') return { key: 'item.commented', values: { actor } };
      if (notification.target === 'reply') return { key: 'item.repliedToReply', values: { actor } };
      return { key: 'item.repliedToComment', values: { actor } };
    case 'comment_like':
      // Likes are grouped: one liker is named, more are counted ("12 people liked your comment").
      return notification.count <= 1 && actor
        ? { key: 'item.likedByOne', values: { actor } }
        : { key: 'item.liked', values: { count: notification.count } };
    case 'debate_trending':
      return { key: 'item.trending', values: {} };
    default:
      return { key: 'item.commented', values: { actor } };
  }
}

export function notificationText(notification: StoredNotification, t: NotificationTranslate): string {
  const { key, values } = notificationMessage(notification);
  return t(key, values);
}

/** Where a notification leads: the debate's page. */
export function notificationLink(notification: StoredNotification): string {
  return `/forum/debates/${encodeURIComponent(notification.debate_id)}`;
}
