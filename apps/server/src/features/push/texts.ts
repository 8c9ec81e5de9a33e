import type { Language, NotificationKind, PushPayload } from '@fanclash/protocol';
import { levelName, sportName } from '../share/texts.js';
import type { PushNotice } from './events.js';

/**
 * What a push says, in the player's language (the language of their account). Titles name the
 * kind of event; bodies name who did it. Russian avoids past-tense verbs that would need the
 * actor's gender.
 */
interface Texts {
  readonly titles: Record<NotificationKind, string>;
  readonly friendRequest: (actor: string) => string;
  readonly friendAccepted: (actor: string) => string;
  readonly invitation: (actor: string, game: string) => string;
  readonly rematch: (actor: string, game: string) => string;
  readonly challenge: (actor: string, game: string | undefined) => string;
  readonly reply: (actor: string) => string;
  readonly likes: (actor: string, count: number) => string;
  readonly trending: (title: string) => string;
  /** "3 new messages" before the latest line, when more than one is unread. */
  readonly unread: (count: number) => string;
  readonly quoted: (text: string) => string;
}

const EN: Texts = {
  titles: {
    friend_request: 'Friend request',
    friend_accepted: 'New friend',
    battle_invitation: 'Battle invitation',
    chat_message: 'New message',
    challenge: 'Challenge',
    rematch_offer: 'Rematch?',
    comment_reply: 'New reply',
    comment_like: 'Likes',
    debate_trending: 'Trending debate',
  },
  friendRequest: (actor) => `${actor} wants to be your friend`,
  friendAccepted: (actor) => `${actor} accepted your friend request`,
  invitation: (actor, game) => `${actor} invites you to a battle: ${game}`,
  rematch: (actor, game) => `${actor} offers a rematch: ${game}`,
  challenge: (actor, game) => (game ? `${actor} challenges you: ${game}. Your turn!` : `${actor} challenges you. Your turn!`),
  reply: (actor) => `${actor} replied to your comment`,
  likes: (actor, count) => (count > 1 || !actor ? `${count} people liked your comment` : `${actor} liked your comment`),
  trending: (title) => `Your debate is trending: ${title}`,
  unread: (count) => `${count} new messages`,
  quoted: (text) => `“${text}”`,
};

const RU_MESSAGES = { one: 'новое сообщение', few: 'новых сообщения', many: 'новых сообщений', other: 'нового сообщения' } as const;
const ruPlural = new Intl.PluralRules('ru');

const RU: Texts = {
  titles: {
    friend_request: 'Заявка в друзья',
    friend_accepted: 'Новый друг',
    battle_invitation: 'Приглашение на батл',
    chat_message: 'Новое сообщение',
    challenge: 'Вызов',
    rematch_offer: 'Реванш?',
    comment_reply: 'Новый ответ',
    comment_like: 'Лайки',
    debate_trending: 'Популярный спор',
  },
  friendRequest: (actor) => `${actor} хочет добавить вас в друзья`,
  friendAccepted: (actor) => `Вы с ${actor} теперь друзья`,
  invitation: (actor, game) => `${actor} зовёт вас на батл: ${game}`,
  rematch: (actor, game) => `${actor} предлагает реванш: ${game}`,
  challenge: (actor, game) => (game ? `${actor} бросает вам вызов: ${game}. Ваш ход!` : `${actor} бросает вам вызов. Ваш ход!`),
  reply: (actor) => `${actor}: ответ на ваш комментарий`,
  likes: (actor, count) => (count > 1 || !actor ? `Лайков у вашего комментария: ${count}` : `${actor}: лайк вашему комментарию`),
  trending: (title) => `Ваш спор в тренде: ${title}`,
  unread: (count) => `${count} ${RU_MESSAGES[ruPlural.select(count) as keyof typeof RU_MESSAGES] ?? RU_MESSAGES.other}`,
  quoted: (text) => `«${text}»`,
};

export const PUSH_TEXTS: Record<Language, Texts> = { en: EN, ru: RU };

/** 'Football, Medium' in the player's language. */
function gameOf(notice: PushNotice, language: Language): string | undefined {
  if (!notice.sport) return undefined;
  const sport = sportName(notice.sport, language);
  return notice.level ? `${sport}, ${levelName(notice.level, language).toLowerCase()}` : sport;
}

export interface RenderContext {
  readonly language: Language;
  /** When the event happened (milliseconds since the epoch). */
  readonly now: number;
  /** A chat's unread messages from this friend, the new one included (grouping). */
  readonly unread?: number;
}

/** The payload the service worker shows for `notice`. */
export function renderPush(notice: PushNotice, { language, now, unread }: RenderContext): PushPayload {
  const texts = PUSH_TEXTS[language];
  const game = gameOf(notice, language);
  let title = texts.titles[notice.kind];
  let body: string;
  switch (notice.kind) {
    case 'friend_request':
      body = texts.friendRequest(notice.actor);
      break;
    case 'friend_accepted':
      body = texts.friendAccepted(notice.actor);
      break;
    case 'battle_invitation':
      body = texts.invitation(notice.actor, game ?? '');
      break;
    case 'rematch_offer':
      body = texts.rematch(notice.actor, game ?? '');
      break;
    case 'challenge':
      body = texts.challenge(notice.actor, game);
      break;
    case 'chat_message':
      // The friend's name is the title, as in every messenger; more than one unread are counted.
      title = notice.actor;
      body = unread !== undefined && unread > 1 ? `${texts.unread(unread)} · ${notice.quote ?? ''}` : (notice.quote ?? '');
      break;
    case 'comment_reply':
      body = notice.quote ? `${texts.reply(notice.actor)}: ${texts.quoted(notice.quote)}` : texts.reply(notice.actor);
      break;
    case 'comment_like':
      body = notice.quote
        ? `${texts.likes(notice.actor, notice.count ?? 1)}: ${texts.quoted(notice.quote)}`
        : texts.likes(notice.actor, notice.count ?? 1);
      break;
    case 'debate_trending':
      body = texts.trending(notice.quote ?? '');
      break;
  }
  return { kind: notice.kind, title, body, tag: notice.tag, url: notice.url, renotify: notice.renotify, timestamp: now };
}
