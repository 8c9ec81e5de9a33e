import type { StoredNotification } from '@fanclash/protocol';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import { notificationText, type NotificationTranslate } from './text';

const base: StoredNotification = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'comment_like',
  debate_id: '00000000-0000-4000-8000-000000000002',
  debate_title: 'Messi vs Ronaldo',
  comment_id: '00000000-0000-4000-8000-000000000003',
  target: null,
  actor: 'alice',
  count: 1,
  excerpt: 'Messi.',
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  read: false,
};

/** Grouped likes and replies as the notifications page and the toast say them, in both languages. */
describe('notification texts', () => {
  const i18n = createInstance();
  void i18n.init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false }, showSupportNotice: false });
  const t = (lng: 'en' | 'ru') => i18n.getFixedT(lng, 'notifications') as unknown as NotificationTranslate;
  const liked = (count: number, lng: 'en' | 'ru') => notificationText({ ...base, count }, t(lng));

  it('names a single liker and counts a group of them', () => {
    expect(liked(1, 'en')).toBe('alice liked your comment');
    expect(liked(2, 'en')).toBe('2 people liked your comment');
    expect(liked(12, 'en')).toBe('12 people liked your comment');
    expect(notificationText({ ...base, count: 1, actor: null }, t('en'))).toBe('1 person liked your comment');
  });

  it('declines the Russian count', () => {
    expect(liked(1, 'ru')).toBe('alice оценил(а) ваш комментарий');
    expect(liked(2, 'ru')).toBe('Ваш комментарий понравился 2 игрокам');
    expect(liked(5, 'ru')).toBe('Ваш комментарий понравился 5 игрокам');
    expect(liked(12, 'ru')).toBe('Ваш комментарий понравился 12 игрокам');
    expect(liked(21, 'ru')).toBe('Ваш комментарий понравился 21 игроку');
  });

  it('says what a reply answered, and a debate gone trending', () => {
    const reply = (target: StoredNotification['target']) =>
      notificationText({ ...base, kind: 'comment_reply', target, actor: 'boris' }, t('en'));
    expect(reply('debate')).toBe('boris commented on your debate');
    expect(reply('comment')).toBe('boris replied to your comment');
    expect(reply('reply')).toBe('boris replied to your reply');
    expect(notificationText({ ...base, kind: 'debate_trending', actor: null }, t('ru'))).toBe('Ваш спор в тренде');
  });
});
