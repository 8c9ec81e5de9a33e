import { describe, expect, it } from 'vitest';
import { defaultNotificationSettings, mergeNotificationSettings, type UserServerMessage } from '@fanclash/protocol';
import { isQuietNow } from '../notifications/settings.js';
import { pushDecision } from './dispatcher.js';
import { noticeFor, quoteOf } from './events.js';
import { renderPush } from './texts.js';

/** Which event pushes what to whom, settings and quiet hours, grouping and texts: no server needed. */
const message = (type: string, data: Record<string, unknown>): UserServerMessage => ({ type, data });
const friendChange = (from: string, to: string, value: string) =>
  message('friend_request_updated', { from, to, response_value: value, username: to });

describe('which event pushes what to whom', () => {
  it('a friend request goes to the player asked, never to the one asking', () => {
    expect(noticeFor(friendChange('ann', 'bob', 'pending'), 'bob')).toMatchObject({
      kind: 'friend_request',
      actor: 'ann',
      url: '/bob/notifications',
      tag: 'friend-request:ann',
    });
    expect(noticeFor(friendChange('ann', 'bob', 'pending'), 'ann')).toBeNull();
    // Names are compared as the server compares them: case-insensitively.
    expect(noticeFor(friendChange('Ann', 'Bob', 'pending'), 'bob')?.actor).toBe('Ann');
  });

  it('an acceptance goes to the player who asked; rejections, cancels, removals and blocks push nothing', () => {
    expect(noticeFor(friendChange('bob', 'ann', 'accepted'), 'ann')).toMatchObject({
      kind: 'friend_accepted',
      actor: 'bob',
      url: '/chats/bob',
    });
    expect(noticeFor(friendChange('bob', 'ann', 'accepted'), 'bob')).toBeNull();
    for (const value of ['rejected', 'cancelled', 'removed', 'blocked', 'unblocked']) {
      expect(noticeFor(friendChange('bob', 'ann', value), 'ann'), value).toBeNull();
    }
  });

  it('a battle invitation goes to the friend invited, urgent and short-lived like the waiting room', () => {
    const invitation = message('invitation_received', {
      battle_id: 'b1',
      from: 'ann',
      sport: 'soccer',
      level: 'easy',
      duration: 2,
      status: 'pending',
    });
    expect(noticeFor(invitation, 'bob')).toMatchObject({
      kind: 'battle_invitation',
      actor: 'ann',
      sport: 'soccer',
      level: 'easy',
      url: '/bob/notifications',
      urgency: 'high',
      ttlSeconds: 600,
    });
    expect(noticeFor(invitation, 'ann')).toBeNull();
  });

  it('a chat message goes to its receiver only, grouped per friend, with the line quoted', () => {
    const chat = message('chat_message', { id: 7, sender: 'ann', receiver: 'bob', message: '  Kick-off\nat eight?  ', is_read: false });
    expect(noticeFor(chat, 'bob')).toMatchObject({
      kind: 'chat_message',
      actor: 'ann',
      tag: 'chat:ann',
      url: '/chats/ann',
      quote: 'Kick-off at eight?',
      renotify: false,
    });
    // The sender's own tabs hear the message too: never pushed back to them.
    expect(noticeFor(chat, 'ann')).toBeNull();
    const fromOther = message('chat_message', { id: 8, sender: 'cat', receiver: 'bob', message: 'hi' });
    expect(noticeFor(fromOther, 'bob')?.tag).not.toBe(noticeFor(chat, 'bob')?.tag);
  });

  it('a rematch offer and a challenge go to the player offered or challenged', () => {
    expect(noticeFor(message('rematch_offered', { battle_id: 'r1', from: 'ann', sport: 'tennis', level: 'hard' }), 'bob')).toMatchObject({
      kind: 'rematch_offer',
      actor: 'ann',
      urgency: 'high',
    });
    const item = { id: 'c1', friend: 'ann', friend_avatar: '', mine: false, sport: 'golf', level: 'medium', status: 'your_turn' };
    expect(noticeFor(message('challenge_received', item), 'bob')).toMatchObject({
      kind: 'challenge',
      actor: 'ann',
      tag: 'challenge:c1',
      sport: 'golf',
      url: '/bob/notifications',
    });
    expect(noticeFor(message('challenge_received', { ...item, mine: true }), 'bob')).toBeNull();
  });

  it('forum notifications: a reply, likes gathered per comment, a debate trending, each opening its debate', () => {
    const forum = (data: Record<string, unknown>) =>
      message('notification_created', {
        id: 'n1',
        debate_id: 'd1',
        debate_title: 'Messi vs Ronaldo',
        comment_id: 'c1',
        actor: 'ann',
        count: 1,
        excerpt: null,
        read: false,
        ...data,
      });
    expect(noticeFor(forum({ kind: 'comment_reply', excerpt: 'Messi, obviously' }), 'bob')).toMatchObject({
      kind: 'comment_reply',
      actor: 'ann',
      url: '/forum/debates/d1',
      quote: 'Messi, obviously',
      tag: 'reply:n1',
    });
    expect(noticeFor(forum({ kind: 'comment_reply' }), 'ann')).toBeNull();
    expect(noticeFor(forum({ kind: 'comment_like', count: 12 }), 'bob')).toMatchObject({
      kind: 'comment_like',
      tag: 'likes:c1',
      count: 12,
      renotify: false,
    });
    expect(noticeFor(forum({ kind: 'debate_trending', actor: null, comment_id: null }), 'bob')).toMatchObject({
      kind: 'debate_trending',
      tag: 'trending:d1',
      quote: 'Messi vs Ronaldo',
    });
    expect(noticeFor(forum({ kind: 'something_new' }), 'bob')).toBeNull();
  });

  it('pushes nothing for every other message, nor for a malformed one', () => {
    for (const type of [
      'presence_updated',
      'user_updated',
      'battle_started',
      'messages_read',
      'invitation_sent',
      'rematch_sent',
      'quick_match_queued',
    ]) {
      expect(noticeFor(message(type, { from: 'ann', to: 'bob' }), 'bob'), type).toBeNull();
    }
    expect(noticeFor(message('chat_message', { sender: 'ann' }), 'bob')).toBeNull();
    expect(noticeFor({ type: 'invitation_received', data: null }, 'bob')).toBeNull();
  });

  it('cuts a long quote at a whole character with an ellipsis', () => {
    const long = `${'⚽'.repeat(200)}`;
    const quote = quoteOf(long);
    expect([...quote]).toHaveLength(140);
    expect(quote.endsWith('⚽…')).toBe(true);
    expect(quoteOf('short')).toBe('short');
  });
});

describe('settings and quiet hours', () => {
  const noon = new Date('2026-11-27T12:00:00Z');

  it('pushes by default, and not when the kind’s push switch is off (the in-app switch does not matter)', () => {
    expect(pushDecision(defaultNotificationSettings(), 'chat_message', noon, isQuietNow)).toBe('push');
    const off = mergeNotificationSettings(null, { kinds: { chat_message: { push: false } } });
    expect(pushDecision(off, 'chat_message', noon, isQuietNow)).toBe('kind_off');
    expect(pushDecision(off, 'friend_request', noon, isQuietNow)).toBe('push');
    const inAppOff = mergeNotificationSettings(null, { kinds: { chat_message: { in_app: false } } });
    expect(pushDecision(inAppOff, 'chat_message', noon, isQuietNow)).toBe('push');
  });

  it('holds pushes back in quiet hours on the player’s own clock, also across midnight', () => {
    // 22:00-07:00 in Moscow (UTC+3): 20:30 UTC is 23:30 there, quiet; 12:00 UTC is 15:00, not.
    const night = mergeNotificationSettings(null, { quiet_hours: { start: '22:00', end: '07:00', time_zone: 'Europe/Moscow' } });
    expect(pushDecision(night, 'battle_invitation', new Date('2026-11-27T20:30:00Z'), isQuietNow)).toBe('quiet_hours');
    expect(pushDecision(night, 'battle_invitation', new Date('2026-11-28T03:59:00Z'), isQuietNow)).toBe('quiet_hours');
    expect(pushDecision(night, 'battle_invitation', new Date('2026-11-28T04:00:00Z'), isQuietNow)).toBe('push');
    expect(pushDecision(night, 'battle_invitation', noon, isQuietNow)).toBe('push');
    // A kind switched off stays off whatever the hour.
    const both = mergeNotificationSettings(night, { kinds: { battle_invitation: { push: false } } });
    expect(pushDecision(both, 'battle_invitation', noon, isQuietNow)).toBe('kind_off');
  });
});

describe('what a push says', () => {
  const now = Date.UTC(2026, 10, 27, 12);
  const chat = (text: string) => noticeFor(message('chat_message', { sender: 'ann', receiver: 'bob', message: text }), 'bob')!;

  it('names the friend and quotes the line; more unread lines are counted, in English and Russian plurals', () => {
    expect(renderPush(chat('hi'), { language: 'en', now })).toEqual({
      kind: 'chat_message',
      title: 'ann',
      body: 'hi',
      tag: 'chat:ann',
      url: '/chats/ann',
      renotify: false,
      timestamp: now,
    });
    expect(renderPush(chat('hi'), { language: 'en', now, unread: 1 }).body).toBe('hi');
    expect(renderPush(chat('hi'), { language: 'en', now, unread: 4 }).body).toBe('4 new messages · hi');
    const ru = (n: number) => renderPush(chat('привет'), { language: 'ru', now, unread: n }).body;
    expect(ru(2)).toBe('2 новых сообщения · привет');
    expect(ru(5)).toBe('5 новых сообщений · привет');
    expect(ru(21)).toBe('21 новое сообщение · привет');
  });

  it('writes invitations with the sport and level as the app names them', () => {
    const invitation = noticeFor(
      message('invitation_received', { battle_id: 'b1', from: 'ann', sport: 'soccer', level: 'medium' }),
      'bob',
    )!;
    expect(renderPush(invitation, { language: 'en', now })).toMatchObject({
      title: 'Battle invitation',
      body: 'ann invites you to a battle: Football, medium',
    });
    expect(renderPush(invitation, { language: 'ru', now })).toMatchObject({
      title: 'Приглашение на батл',
      body: 'ann зовёт вас на батл: Футбол, средний',
    });
  });

  it('writes friend requests, acceptances, rematches, challenges and replies in both languages', () => {
    const en = (m: UserServerMessage, to = 'bob') => renderPush(noticeFor(m, to)!, { language: 'en', now });
    const ru = (m: UserServerMessage, to = 'bob') => renderPush(noticeFor(m, to)!, { language: 'ru', now });
    expect(en(friendChange('ann', 'bob', 'pending')).body).toBe('ann wants to be your friend');
    expect(ru(friendChange('ann', 'bob', 'pending')).body).toBe('ann хочет добавить вас в друзья');
    expect(ru(friendChange('ann', 'bob', 'accepted')).body).toBe('Вы с ann теперь друзья');
    const rematch = message('rematch_offered', { battle_id: 'r1', from: 'ann', sport: 'mma', level: 'hard' });
    expect(en(rematch)).toMatchObject({ title: 'Rematch?', body: 'ann offers a rematch: MMA, hard' });
    expect(ru(rematch).body).toBe('ann предлагает реванш: ММА, сложный');
    const challenge = message('challenge_received', { id: 'c1', friend: 'ann', mine: false, sport: 'golf', level: 'hard' });
    expect(en(challenge).body).toBe('ann challenges you: Golf, hard. Your turn!');
    expect(ru(challenge).body).toBe('ann бросает вам вызов: Гольф, сложный. Ваш ход!');
    const reply = message('notification_created', { id: 'n1', kind: 'comment_reply', actor: 'ann', debate_id: 'd1', excerpt: 'No way' });
    expect(en(reply).body).toBe('ann replied to your comment: “No way”');
    expect(ru(reply).body).toBe('ann: ответ на ваш комментарий: «No way»');
    const likes = message('notification_created', {
      id: 'n2',
      kind: 'comment_like',
      actor: 'ann',
      debate_id: 'd1',
      comment_id: 'c1',
      count: 3,
    });
    expect(en(likes).body).toBe('3 people liked your comment');
    expect(ru(likes).body).toBe('Лайков у вашего комментария: 3');
    const trending = message('notification_created', {
      id: 'n3',
      kind: 'debate_trending',
      actor: null,
      debate_id: 'd1',
      debate_title: 'Messi vs Ronaldo',
    });
    expect(en(trending)).toMatchObject({ title: 'Trending debate', body: 'Your debate is trending: Messi vs Ronaldo' });
  });
});
