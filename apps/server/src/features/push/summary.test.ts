import { describe, expect, it } from 'vitest';
import { mergeNotificationSettings, type UserServerMessage } from '@fanclash/protocol';
import { isQuietNow } from '../notifications/settings.js';
import { noticeFor, type PushNotice } from './events.js';
import { quietHoursEnd } from './quiet.js';
import { renderSummary } from './summary.js';

/** When held pushes are told, and what the summary says: no server needed. */
const quiet = (start: string, end: string, time_zone: string) =>
  mergeNotificationSettings(null, { quiet_hours: { start, end, time_zone } });

describe('when quiet hours end', () => {
  it('is the next time the player’s own clock reads the end, across midnight and in their zone', () => {
    const night = quiet('22:00', '07:00', 'Europe/Moscow');
    // 23:30 in Moscow: the end is 07:00 there, 04:00 UTC.
    expect(quietHoursEnd(night, new Date('2026-11-27T20:30:45Z'))).toEqual(new Date('2026-11-28T04:00:00Z'));
    // 03:59 in Moscow, a minute before the end.
    expect(quietHoursEnd(night, new Date('2026-11-28T00:59:00Z'))).toEqual(new Date('2026-11-28T04:00:00Z'));
    // A window inside one day, and a zone half an hour off the hour.
    expect(quietHoursEnd(quiet('13:00', '14:30', 'Asia/Kolkata'), new Date('2026-11-28T08:00:00Z'))).toEqual(
      new Date('2026-11-28T09:00:00Z'),
    );
  });

  it('follows a change of clocks during the night (daylight saving)', () => {
    const berlin = quiet('22:00', '07:00', 'Europe/Berlin');
    // Spring forward (28 March 2027, 02:00 CET becomes 03:00 CEST): 07:00 CEST is 05:00 UTC.
    const spring = quietHoursEnd(berlin, new Date('2027-03-27T22:00:00Z'));
    expect(spring).toEqual(new Date('2027-03-28T05:00:00Z'));
    expect(isQuietNow(berlin, spring!)).toBe(false);
    expect(isQuietNow(berlin, new Date(spring!.getTime() - 60_000))).toBe(true);
    // Fall back (25 October 2026, 03:00 CEST becomes 02:00 CET): 07:00 CET is 06:00 UTC.
    expect(quietHoursEnd(berlin, new Date('2026-10-24T21:00:00Z'))).toEqual(new Date('2026-10-25T06:00:00Z'));
  });

  it('is none without quiet hours', () => {
    expect(quietHoursEnd(mergeNotificationSettings(null), new Date('2026-11-28T00:00:00Z'))).toBeNull();
  });
});

describe('the summary after quiet hours', () => {
  const message = (type: string, data: Record<string, unknown>): UserServerMessage => ({ type, data });
  const chat = (sender: string, text: string) => noticeFor(message('chat_message', { sender, receiver: 'bob', message: text }), 'bob')!;
  const request = (from: string) =>
    noticeFor(message('friend_request_updated', { from, to: 'bob', response_value: 'pending', username: 'bob' }), 'bob')!;
  const invitation = (from: string, battle: string) =>
    noticeFor(message('invitation_received', { battle_id: battle, from, sport: 'soccer', level: 'easy' }), 'bob')!;
  const night: PushNotice[] = [
    chat('ann', 'up?'),
    invitation('carl', 'b1'),
    chat('Ann', 'hello?'),
    request('dan'),
    chat('carl', 'gg'),
    invitation('carl', 'b2'),
  ];
  const context = { username: 'bob', timestamp: Date.UTC(2026, 10, 28, 3, 59) };

  it('gathers each kind on one line with who, people writing first, and opens the notifications page', () => {
    expect(renderSummary(night, { ...context, language: 'en' })).toEqual({
      kind: 'summary',
      title: 'While you were away',
      body: '3 messages — ann, carl\n1 friend request — dan\n2 battle invitations — carl',
      tag: 'summary',
      url: '/bob/notifications',
      renotify: true,
      timestamp: context.timestamp,
    });
  });

  it('speaks Russian with its plural forms', () => {
    const payload = renderSummary(night, { ...context, language: 'ru' });
    expect(payload.title).toBe('Пока вас не было');
    expect(payload.body).toBe('3 сообщения — ann, carl\n1 заявка в друзья — dan\n2 приглашения на батл — carl');
    const many = Array.from({ length: 5 }, (_, i) => chat(`p${i}`, 'hi'));
    expect(renderSummary(many, { ...context, language: 'ru' }).body).toBe('5 сообщений — p0, p1, p2 и ещё 2');
    expect(renderSummary(many, { ...context, language: 'en' }).body).toBe('5 messages — p0, p1, p2 and 2 more');
  });

  it('names nobody where nobody acted (a debate trending)', () => {
    const trending = noticeFor(
      message('notification_created', {
        id: 'n1',
        kind: 'debate_trending',
        debate_id: 'd1',
        debate_title: 'Messi or Ronaldo',
        actor: null,
      }),
      'bob',
    )!;
    expect(renderSummary([trending], { ...context, language: 'en' }).body).toBe('1 debate of yours trending');
  });
});
