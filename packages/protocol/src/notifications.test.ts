import { describe, expect, it } from 'vitest';
import {
  defaultNotificationSettings,
  mergeNotificationSettings,
  notificationKinds,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
} from './notifications.js';

describe('notification settings', () => {
  it('has every kind on and no quiet hours by default', () => {
    const settings = defaultNotificationSettings();
    expect(notificationSettingsSchema.parse(settings)).toEqual(settings);
    expect(Object.keys(settings.kinds)).toEqual([...notificationKinds]);
    for (const kind of notificationKinds) expect(settings.kinds[kind]).toEqual({ in_app: true, push: true });
    expect(settings.quiet_hours).toBeNull();
  });

  it('merges a partial over what was stored, keeping every other choice', () => {
    const stored = mergeNotificationSettings(null, {
      kinds: { chat_message: { push: false } },
      quiet_hours: { start: '23:00', end: '06:30', time_zone: 'Europe/Moscow' },
    });
    const next = mergeNotificationSettings(stored, { kinds: { chat_message: { in_app: false } } });
    expect(next.kinds.chat_message).toEqual({ in_app: false, push: false });
    expect(next.quiet_hours).toEqual({ start: '23:00', end: '06:30', time_zone: 'Europe/Moscow' });
    expect(mergeNotificationSettings(next, { quiet_hours: null }).quiet_hours).toBeNull();
  });

  it('reads a damaged stored value field by field', () => {
    const read = mergeNotificationSettings({
      kinds: { comment_like: { push: false, in_app: 'yes' }, old_kind: { push: false } },
      quiet_hours: { start: '22:00', end: '07:00', time_zone: 'Nowhere/Never' },
    });
    expect(read.kinds.comment_like).toEqual({ in_app: true, push: false });
    expect(read.quiet_hours).toBeNull();
    expect(Object.keys(read.kinds)).toEqual([...notificationKinds]);
  });

  it('refuses unknown kinds, channels, times and time zones in an update', () => {
    expect(notificationSettingsUpdateSchema.safeParse({ kinds: { telegram: { push: true } } }).success).toBe(false);
    expect(notificationSettingsUpdateSchema.safeParse({ kinds: { chat_message: { sms: true } } }).success).toBe(false);
    expect(notificationSettingsUpdateSchema.safeParse({ quiet_hours: { start: '24:00', end: '07:00', time_zone: 'UTC' } }).success).toBe(
      false,
    );
    expect(
      notificationSettingsUpdateSchema.safeParse({ quiet_hours: { start: '22:00', end: '07:00', time_zone: 'Mars/Base' } }).success,
    ).toBe(false);
    expect(
      notificationSettingsUpdateSchema.safeParse({ quiet_hours: { start: '22:00', end: '07:00', time_zone: 'Asia/Tokyo' } }).success,
    ).toBe(true);
  });
});
