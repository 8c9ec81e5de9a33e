import { defaultNotificationSettings, notificationKinds, type NotificationSettings } from '@fanclash/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { call } from '../debates/testing.js';
import { isQuietNow, loadNotificationSettings } from './settings.js';

const withQuiet = (start: string, end: string, time_zone: string): NotificationSettings => ({
  ...defaultNotificationSettings(),
  quiet_hours: { start, end, time_zone },
});

describe('isQuietNow', () => {
  it('is false without quiet hours', () => {
    expect(isQuietNow(defaultNotificationSettings(), new Date('2026-01-10T03:00:00Z'))).toBe(false);
  });

  it('reads the window on the wall clock of the time zone, across midnight', () => {
    const night = withQuiet('22:00', '07:00', 'Europe/Moscow'); // UTC+3 all year
    expect(isQuietNow(night, new Date('2026-01-10T19:00:00Z'))).toBe(true); // 22:00 there: the start is quiet
    expect(isQuietNow(night, new Date('2026-01-10T18:59:00Z'))).toBe(false); // 21:59
    expect(isQuietNow(night, new Date('2026-01-10T01:30:00Z'))).toBe(true); // 04:30
    expect(isQuietNow(night, new Date('2026-01-10T04:00:00Z'))).toBe(false); // 07:00: the end is not
    expect(isQuietNow(night, new Date('2026-01-10T12:00:00Z'))).toBe(false); // 15:00
  });

  it('handles a window inside one day and daylight saving time', () => {
    const lunch = withQuiet('12:00', '14:00', 'America/New_York');
    expect(isQuietNow(lunch, new Date('2026-01-15T17:30:00Z'))).toBe(true); // 12:30 EST (UTC-5)
    expect(isQuietNow(lunch, new Date('2026-07-15T17:30:00Z'))).toBe(true); // 13:30 EDT (UTC-4)
    expect(isQuietNow(lunch, new Date('2026-07-15T18:30:00Z'))).toBe(false); // 14:30 EDT
  });

  it('treats equal start and end as no window', () => {
    expect(isQuietNow(withQuiet('08:00', '08:00', 'UTC'), new Date('2026-01-10T08:00:00Z'))).toBe(false);
  });
});

describe.each(BACKENDS)('notification settings (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { RATE_LIMITS: 'off' } });
  });
  afterAll(() => server?.close());

  it('requires authentication', async () => {
    expect((await call(server, null, 'GET', '/notifications/settings')).statusCode).toBe(401);
    expect((await call(server, null, 'PUT', '/notifications/settings', { quiet_hours: null })).statusCode).toBe(401);
  });

  it('answers the defaults to a player who never saved any, and keeps a partial update', async () => {
    const alice = await signUp(server);
    const first = await call(server, alice, 'GET', '/notifications/settings');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(defaultNotificationSettings());
    expect(Object.keys(first.json<NotificationSettings>().kinds).sort()).toEqual([...notificationKinds].sort());

    const put = await call(server, alice, 'PUT', '/notifications/settings', {
      kinds: { comment_like: { in_app: false }, chat_message: { push: false } },
      quiet_hours: { start: '22:30', end: '07:00', time_zone: 'Europe/Moscow' },
    });
    expect(put.statusCode).toBe(200);
    const saved = put.json<NotificationSettings>();
    expect(saved.kinds.comment_like).toEqual({ in_app: false, push: true });
    expect(saved.kinds.chat_message).toEqual({ in_app: true, push: false });
    expect(saved.kinds.comment_reply).toEqual({ in_app: true, push: true });
    expect(saved.quiet_hours).toEqual({ start: '22:30', end: '07:00', time_zone: 'Europe/Moscow' });

    // A second partial keeps the first one's choices.
    const second = await call(server, alice, 'PUT', '/notifications/settings', { kinds: { comment_like: { push: false } } });
    expect(second.json<NotificationSettings>().kinds.comment_like).toEqual({ in_app: false, push: false });
    expect(second.json<NotificationSettings>().quiet_hours).not.toBeNull();
    expect((await call(server, alice, 'GET', '/notifications/settings')).json()).toEqual(second.json());

    // The server module reads the same, and another player still has the defaults.
    const user = await server.platform.users.findByUsername(alice.username);
    expect(await loadNotificationSettings(server.platform.db, user!.id)).toEqual(second.json());
    const boris = await signUp(server);
    expect((await call(server, boris, 'GET', '/notifications/settings')).json()).toEqual(defaultNotificationSettings());

    const off = await call(server, alice, 'PUT', '/notifications/settings', { quiet_hours: null });
    expect(off.json<NotificationSettings>().quiet_hours).toBeNull();
  });

  it('refuses unknown kinds, bad times and unknown time zones with 422', async () => {
    const alice = await signUp(server);
    for (const body of [
      { kinds: { pigeon_post: { push: false } } },
      { kinds: { comment_like: { sms: true } } },
      { kinds: { comment_like: { push: 'no' } } },
      { quiet_hours: { start: '25:00', end: '07:00', time_zone: 'UTC' } },
      { quiet_hours: { start: '22:00', end: '7:00', time_zone: 'UTC' } },
      { quiet_hours: { start: '22:00', end: '07:00', time_zone: 'Mars/Olympus' } },
      { extra: true },
    ]) {
      const res = await call(server, alice, 'PUT', '/notifications/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await call(server, alice, 'GET', '/notifications/settings')).json()).toEqual(defaultNotificationSettings());
  });
});
