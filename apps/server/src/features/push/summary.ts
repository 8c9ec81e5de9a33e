import type { Language, NotificationKind, PushPayload } from '@fanclash/protocol';
import type { PushNotice } from './events.js';

/**
 * The one push that tells, once the player's quiet hours end, what they held back: a line per
 * kind of event with how many and from whom ("3 messages — ann, bob"), in the player's
 * language; a tap opens the notifications page. Every kind is counted, even a battle invitation
 * whose waiting room closed long ago: the summary says what happened, not what is still open.
 */

/** The order of the lines: people writing and asking first, the forum last. */
const KIND_ORDER: readonly NotificationKind[] = [
  'chat_message',
  'friend_request',
  'friend_accepted',
  'battle_invitation',
  'challenge',
  'rematch_offer',
  'comment_reply',
  'comment_like',
  'debate_trending',
];

/** Names shown on a line; the rest are counted ("and 2 more"). */
const NAMES_SHOWN = 3;

type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & { readonly other: string };

interface SummaryTexts {
  readonly title: string;
  readonly counted: Record<NotificationKind, PluralForms>;
  readonly more: (names: string, rest: number) => string;
}

const EN: SummaryTexts = {
  title: 'While you were away',
  counted: {
    chat_message: { one: 'message', other: 'messages' },
    friend_request: { one: 'friend request', other: 'friend requests' },
    friend_accepted: { one: 'new friend', other: 'new friends' },
    battle_invitation: { one: 'battle invitation', other: 'battle invitations' },
    challenge: { one: 'challenge', other: 'challenges' },
    rematch_offer: { one: 'rematch offer', other: 'rematch offers' },
    comment_reply: { one: 'reply to your comments', other: 'replies to your comments' },
    comment_like: { one: 'like', other: 'likes' },
    debate_trending: { one: 'debate of yours trending', other: 'debates of yours trending' },
  },
  more: (names, rest) => `${names} and ${rest} more`,
};

const RU: SummaryTexts = {
  title: 'Пока вас не было',
  counted: {
    chat_message: { one: 'сообщение', few: 'сообщения', many: 'сообщений', other: 'сообщения' },
    friend_request: { one: 'заявка в друзья', few: 'заявки в друзья', many: 'заявок в друзья', other: 'заявки в друзья' },
    friend_accepted: { one: 'новый друг', few: 'новых друга', many: 'новых друзей', other: 'нового друга' },
    battle_invitation: {
      one: 'приглашение на батл',
      few: 'приглашения на батл',
      many: 'приглашений на батл',
      other: 'приглашения на батл',
    },
    challenge: { one: 'вызов', few: 'вызова', many: 'вызовов', other: 'вызова' },
    rematch_offer: { one: 'предложение реванша', few: 'предложения реванша', many: 'предложений реванша', other: 'предложения реванша' },
    comment_reply: {
      one: 'ответ на ваши комментарии',
      few: 'ответа на ваши комментарии',
      many: 'ответов на ваши комментарии',
      other: 'ответа на ваши комментарии',
    },
    comment_like: { one: 'лайк', few: 'лайка', many: 'лайков', other: 'лайка' },
    debate_trending: {
      one: 'ваш спор в тренде',
      few: 'ваших спора в тренде',
      many: 'ваших споров в тренде',
      other: 'вашего спора в тренде',
    },
  },
  more: (names, rest) => `${names} и ещё ${rest}`,
};

export const SUMMARY_TEXTS: Record<Language, SummaryTexts> = { en: EN, ru: RU };

const plurals: Record<Language, Intl.PluralRules> = { en: new Intl.PluralRules('en'), ru: new Intl.PluralRules('ru') };

/** "3 messages" in the language's plural form. */
function counted(language: Language, kind: NotificationKind, count: number): string {
  const forms = SUMMARY_TEXTS[language].counted[kind];
  return `${count} ${forms[plurals[language].select(count)] ?? forms.other}`;
}

/** Who did it, each name once (as the server compares names: case-insensitively), in order of arrival. */
function namesOf(language: Language, notices: readonly PushNotice[]): string {
  const seen = new Map<string, string>();
  for (const { actor } of notices) if (actor && !seen.has(actor.toLowerCase())) seen.set(actor.toLowerCase(), actor);
  const names = [...seen.values()];
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  return names.length > NAMES_SHOWN ? SUMMARY_TEXTS[language].more(shown, names.length - NAMES_SHOWN) : shown;
}

export interface SummaryContext {
  readonly language: Language;
  /** The player's username: the tap opens their notifications page. */
  readonly username: string;
  /** When the last held event happened (milliseconds since the epoch). */
  readonly timestamp: number;
}

/** The summary of `notices` (oldest first; at least one). */
export function renderSummary(notices: readonly PushNotice[], { language, username, timestamp }: SummaryContext): PushPayload {
  const lines: string[] = [];
  for (const kind of KIND_ORDER) {
    const ofKind = notices.filter((notice) => notice.kind === kind);
    if (ofKind.length === 0) continue;
    const names = namesOf(language, ofKind);
    lines.push(names ? `${counted(language, kind, ofKind.length)} — ${names}` : counted(language, kind, ofKind.length));
  }
  return {
    kind: 'summary',
    title: SUMMARY_TEXTS[language].title,
    body: lines.join('\n'),
    // One summary on the device: a newer one replaces an unread older one, and alerts.
    tag: 'summary',
    url: `/${encodeURIComponent(username)}/notifications`,
    renotify: true,
    timestamp,
  };
}
