import { z } from 'zod';
import { PUSH_LIMITS, type NotificationKind, type UserServerMessage } from '@fanclash/protocol';

/**
 * Which user-socket message becomes which push, for whom. The dispatcher hears every message
 * handed to `LiveHub.sendToUser` (on the instance that sends it, once per event in the cluster)
 * and asks `noticeFor`; anything not listed here is never pushed.
 *
 * To push a new kind of event (a feature that lands later), add its message type to
 * PUSH_MESSAGE_TYPES and a case below; its kind must be one of the protocol's notificationKinds
 * so the player can turn it off in the notification settings.
 */
export interface PushNotice {
  readonly kind: NotificationKind;
  /** The player whose action it was (a username). */
  readonly actor: string;
  /** Notifications with one tag replace each other on the device (one chat per friend). */
  readonly tag: string;
  /** The page a tap opens (a path of the app). */
  readonly url: string;
  readonly ttlSeconds: number;
  readonly urgency: 'normal' | 'high';
  /** Alert again when it replaces a shown notification with the same tag. */
  readonly renotify: boolean;
  readonly sport?: string;
  readonly level?: string;
  /** A quoted text (a chat line, a reply, a debate's title), cut to PUSH_LIMITS.quoteMax characters. */
  readonly quote?: string;
  /** How many (likes of one comment). */
  readonly count?: number;
}

/** The message types that may become a push; the rest are dropped before any database work. */
export const PUSH_MESSAGE_TYPES: ReadonlySet<string> = new Set([
  'friend_request_updated',
  'invitation_received',
  'chat_message',
  'rematch_offered',
  // Issue 31's friend challenges: the friend hears `challenge_received` once the challenger has played (their turn).
  'challenge_received',
  // Issue 34's forum notifications (replies, grouped likes, a debate trending), told live as
  // they are stored, or (a kind off in the app but on for pushes) announced to push alone.
  'notification_created',
]);

const HOUR = 3_600;
const DAY = 24 * HOUR;
/** A waiting battle is cancelled after 10 minutes without its creator (WAITING_ROOM_TIMEOUT_MS). */
const WAITING_ROOM_S = 10 * 60;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const path = (...segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

/** A quote on one line, cut at a whole character with an ellipsis. */
export function quoteOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= PUSH_LIMITS.quoteMax ? line : `${chars.slice(0, PUSH_LIMITS.quoteMax - 1).join('')}…`;
}

const friendChange = z.object({ from: z.string(), to: z.string(), response_value: z.string() });
const invitation = z.object({ battle_id: z.string(), from: z.string(), sport: z.string(), level: z.string() });
const chat = z.object({ sender: z.string(), receiver: z.string(), message: z.string() });
const rematch = z.object({ battle_id: z.string(), from: z.string(), sport: z.string(), level: z.string() });
/** Issue 31's challenge item as the friend sees it (`friend` is the challenger; protocol challengeItemSchema). */
const challenge = z.object({ id: z.string(), friend: z.string(), mine: z.boolean(), sport: z.string(), level: z.string() });
/** Issue 34's stored forum notification as `notification_created` carries it (protocol notificationSchema). */
const forumNotice = z.object({
  id: z.string(),
  kind: z.string(),
  debate_id: z.string(),
  debate_title: z.string().optional(),
  comment_id: z.string().nullable().optional(),
  actor: z.string().nullable(),
  count: z.number().optional(),
  excerpt: z.string().nullable().optional(),
});

/** The push `message` means for the player `recipient` (their username), or null for none. */
export function noticeFor(message: UserServerMessage, recipient: string): PushNotice | null {
  if (!PUSH_MESSAGE_TYPES.has(message.type)) return null;
  switch (message.type) {
    case 'friend_request_updated': {
      const data = friendChange.safeParse(message.data);
      // Both players hear every change; only the one it was done to is told, and only of these two.
      if (!data.success || !sameName(data.data.to, recipient) || sameName(data.data.from, recipient)) return null;
      const { from, response_value: value } = data.data;
      if (value === 'pending') {
        return {
          kind: 'friend_request',
          actor: from,
          tag: `friend-request:${from.toLowerCase()}`,
          url: path(recipient, 'notifications'),
          ttlSeconds: 7 * DAY,
          urgency: 'normal',
          renotify: false,
        };
      }
      if (value === 'accepted') {
        return {
          kind: 'friend_accepted',
          actor: from,
          tag: `friend-accepted:${from.toLowerCase()}`,
          url: path('chats', from),
          ttlSeconds: 7 * DAY,
          urgency: 'normal',
          renotify: false,
        };
      }
      return null;
    }
    case 'invitation_received': {
      const data = invitation.safeParse(message.data);
      if (!data.success || sameName(data.data.from, recipient)) return null;
      const { battle_id: battleId, from, sport, level } = data.data;
      return {
        kind: 'battle_invitation',
        actor: from,
        tag: `invitation:${battleId}`,
        url: path(recipient, 'notifications'),
        ttlSeconds: WAITING_ROOM_S,
        urgency: 'high',
        renotify: true,
        sport,
        level,
      };
    }
    case 'chat_message': {
      const data = chat.safeParse(message.data);
      // The sender's own tabs hear their message too: never pushed back to them.
      if (!data.success || !sameName(data.data.receiver, recipient) || sameName(data.data.sender, recipient)) return null;
      const { sender } = data.data;
      // One notification per friend: each new message replaces the last one quietly.
      return {
        kind: 'chat_message',
        actor: sender,
        tag: `chat:${sender.toLowerCase()}`,
        url: path('chats', sender),
        ttlSeconds: DAY,
        urgency: 'normal',
        renotify: false,
        quote: quoteOf(data.data.message),
      };
    }
    case 'rematch_offered': {
      const data = rematch.safeParse(message.data);
      if (!data.success || sameName(data.data.from, recipient)) return null;
      const { battle_id: battleId, from, sport, level } = data.data;
      return {
        kind: 'rematch_offer',
        actor: from,
        tag: `rematch:${battleId}`,
        url: '/battles',
        ttlSeconds: WAITING_ROOM_S,
        urgency: 'high',
        renotify: true,
        sport,
        level,
      };
    }
    case 'challenge_received': {
      const data = challenge.safeParse(message.data);
      // Sent to the friend whose turn it is; `mine` would be the challenger's own copy.
      if (!data.success || data.data.mine || sameName(data.data.friend, recipient)) return null;
      const { id, friend: actor, sport, level } = data.data;
      // The notifications page lists the challenges waiting for the player's turn.
      return {
        kind: 'challenge',
        actor,
        tag: `challenge:${id}`,
        url: path(recipient, 'notifications'),
        ttlSeconds: DAY,
        urgency: 'normal',
        renotify: true,
        sport,
        level,
      };
    }
    case 'notification_created': {
      const data = forumNotice.safeParse(message.data);
      if (!data.success) return null;
      const { kind, actor, debate_id: debateId } = data.data;
      const url = path('forum', 'debates', debateId);
      const excerpt = data.data.excerpt ? { quote: quoteOf(data.data.excerpt) } : {};
      if (kind === 'comment_reply') {
        if (!actor || sameName(actor, recipient)) return null;
        return { kind, actor, tag: `reply:${data.data.id}`, url, ttlSeconds: DAY, urgency: 'normal', renotify: true, ...excerpt };
      }
      if (kind === 'comment_like') {
        // Likes of one comment gather in one notification, updated quietly as more arrive.
        const comment = data.data.comment_id ?? data.data.id;
        return {
          kind,
          actor: actor ?? '',
          tag: `likes:${comment}`,
          url,
          ttlSeconds: DAY,
          urgency: 'normal',
          renotify: false,
          count: data.data.count ?? 1,
          ...excerpt,
        };
      }
      if (kind === 'debate_trending') {
        return {
          kind,
          actor: '',
          tag: `trending:${debateId}`,
          url,
          ttlSeconds: DAY,
          urgency: 'normal',
          renotify: false,
          ...(data.data.debate_title ? { quote: quoteOf(data.data.debate_title) } : {}),
        };
      }
      return null;
    }
    default:
      return null;
  }
}
