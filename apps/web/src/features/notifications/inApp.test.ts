import { mergeNotificationSettings, type NotificationKind } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { chatBadgeCount, inAppOn, notificationBadgeCount } from './inApp';

/** Settings with these kinds off in the app (push untouched), as the server would answer them. */
const off = (...kinds: NotificationKind[]) =>
  mergeNotificationSettings(null, { kinds: Object.fromEntries(kinds.map((kind) => [kind, { in_app: false }])) });

const waiting = { friendRequests: 2, invitations: 3, challenges: 4, forum: 5, other: 1 };

describe('in-app switches', () => {
  it('counts everything while the settings are unknown or on (the default)', () => {
    expect(notificationBadgeCount(waiting, undefined)).toBe(15);
    expect(notificationBadgeCount(waiting, off())).toBe(15);
    expect(chatBadgeCount(7, undefined)).toBe(7);
  });

  it('friends: requests off leave the badge and the toast; acceptances off only the toast', () => {
    expect(notificationBadgeCount(waiting, off('friend_request'))).toBe(13);
    expect(inAppOn(off('friend_request'), 'friend_request')).toBe(false);
    expect(inAppOn(off('friend_request'), 'friend_accepted')).toBe(true);
    expect(inAppOn(off('friend_accepted'), 'friend_accepted')).toBe(false);
    expect(notificationBadgeCount(waiting, off('friend_accepted'))).toBe(15);
  });

  it('battles: invitations off leave the badge; rematch offers off are not shown', () => {
    expect(notificationBadgeCount(waiting, off('battle_invitation'))).toBe(12);
    expect(inAppOn(off('rematch_offer'), 'rematch_offer')).toBe(false);
    expect(inAppOn(off('rematch_offer'), 'battle_invitation')).toBe(true);
  });

  it('challenges: off leave the badge and the toasts', () => {
    expect(notificationBadgeCount(waiting, off('challenge'))).toBe(11);
    expect(inAppOn(off('challenge'), 'challenge')).toBe(false);
  });

  it('chat: off, the header shows no unread count; other kinds do not touch it', () => {
    expect(chatBadgeCount(7, off('chat_message'))).toBe(0);
    expect(chatBadgeCount(7, off('friend_request', 'challenge', 'comment_reply'))).toBe(7);
    expect(notificationBadgeCount(waiting, off('chat_message'))).toBe(15);
  });

  it('every kind off: only what no switch covers is left', () => {
    const all = off('friend_request', 'friend_accepted', 'battle_invitation', 'chat_message', 'challenge', 'rematch_offer');
    expect(notificationBadgeCount({ ...waiting, forum: 0 }, all)).toBe(1);
  });
});
