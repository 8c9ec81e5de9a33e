import type { NotificationKind, NotificationSettings } from '@fanclash/protocol';

/**
 * The in-app switches of the notification settings (issue 34), for the kinds the web app tells
 * of itself: a toast (friend requests and acceptances, invitations, challenges), the rematch
 * dialog, the header's counts and the notifications page's waiting items. The forum's kinds are
 * honoured by the server (nothing is stored or sent). Settings not known yet count as on, the
 * default.
 */
export function inAppOn(settings: NotificationSettings | undefined, kind: NotificationKind): boolean {
  return settings?.kinds[kind]?.in_app ?? true;
}

export interface BadgeCounts {
  readonly friendRequests: number;
  readonly invitations: number;
  readonly challenges: number;
  /** The forum's unread notifications (the server stores none of a kind that is off). */
  readonly forum: number;
  /** Other waiting items no switch covers (team invitations). */
  readonly other?: number;
}

/** The header's notifications badge: what waits, less the kinds the player turned off in the app. */
export function notificationBadgeCount(counts: BadgeCounts, settings: NotificationSettings | undefined): number {
  const on = (kind: NotificationKind, count: number) => (inAppOn(settings, kind) ? count : 0);
  return (
    on('friend_request', counts.friendRequests) +
    on('battle_invitation', counts.invitations) +
    on('challenge', counts.challenges) +
    counts.forum +
    (counts.other ?? 0)
  );
}

/** The header's unread-chat badge: none while chat messages are off in the app (the chat list still counts per friend). */
export function chatBadgeCount(unread: number, settings: NotificationSettings | undefined): number {
  return inAppOn(settings, 'chat_message') ? unread : 0;
}
