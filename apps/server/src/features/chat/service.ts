import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  ERROR_CODES,
  chatTextSchema,
  type ChatListEntry,
  type ChatMarkReadResponse,
  type ChatMessage,
  type ChatPreview,
  type MessagesReadData,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { filterText } from '../../lib/text-filter/index.js';
import type { Platform } from '../../platform/platform.js';
import { assertMayPost } from '../moderation/state.js';
import type { UserRow } from '../users/store.js';
import { conversationChannel, type ConversationEvent } from './channels.js';
import { toChatMessage } from './dto.js';
import type { FriendGate } from './friendship.js';
import type { ChatStore } from './store.js';
import { ChatWriter } from './writer.js';

/** A refusal with the status REST answers and the code both REST and the socket send. */
export const chatRefusal = (status: number, code: keyof typeof CHAT_MESSAGES) => new AppError(status, code, CHAT_MESSAGES[code]);

export interface Sent {
  readonly message: ChatMessage;
  /** False for a resend of a client_id already stored: nothing new was stored or delivered. */
  readonly created: boolean;
}

/**
 * The rules of chat: who may talk (friends only, never oneself), what a message is (trimmed,
 * 1-1,000 characters), how fast one may send, and the order of things: a message is committed
 * to the database before anyone hears of it, and a resend with the same client_id returns the
 * stored message without storing or delivering it again.
 */
export function createChatService(platform: Platform, store: ChatStore, gate: FriendGate) {
  const writer = new ChatWriter(store, gate, platform.log);
  /** The other person by name, checked: exists, is not the caller, is a friend. */
  async function friendNamed(me: UserRow, name: string): Promise<UserRow> {
    const other = await platform.users.findByUsername(name);
    if (!other) throw chatRefusal(404, ERROR_CODES.userNotFound);
    if (other.id === me.id) throw chatRefusal(400, ERROR_CODES.chatSelf);
    if (!(await gate.areFriends(me.id, other.id))) throw chatRefusal(403, ERROR_CODES.chatNotFriends);
    return other;
  }

  const names = (a: UserRow, b: UserRow) =>
    new Map([
      [a.id, a.username],
      [b.id, b.username],
    ]);

  async function deliver(sender: UserRow, receiver: UserRow, message: ChatMessage): Promise<void> {
    const event: ConversationEvent = { kind: 'message', message };
    // The conversation's chat sockets (the sender's copy is its acknowledgement), then both
    // people's user sockets: the header, chat list and friends page of every tab update.
    await Promise.all([
      platform.bus.publish(conversationChannel(sender.id, receiver.id), event),
      platform.live.sendToUser(receiver.id, { type: 'chat_message', data: message }),
      platform.live.sendToUser(sender.id, { type: 'chat_message', data: message }),
    ]);
  }

  return {
    friendNamed,

    /** Stores and delivers one message from `sender` to the friend `receiver` (a checked row). */
    async send(sender: UserRow, receiver: UserRow, text: string, clientId?: string): Promise<Sent> {
      const parsed = chatTextSchema.safeParse(text);
      if (!parsed.success) {
        const code = parsed.error.issues[0]?.message === ERROR_CODES.chatTooLong ? ERROR_CODES.chatTooLong : ERROR_CODES.chatEmpty;
        throw chatRefusal(422, code);
      }
      // A player muted by a moderator sends nothing until the mute ends (issue 34).
      assertMayPost(platform, sender.id);
      const allowed = await platform.limiter.hit(`chat:send:${sender.id}`, CHAT_LIMITS.sendPerWindow, CHAT_LIMITS.sendWindowMs);
      if (!allowed.allowed) throw chatRefusal(429, ERROR_CODES.rateLimited);
      // Profanity and slurs masked or refused per TEXT_FILTER (issue 34).
      const filtered = filterText(platform.config.textFilter, parsed.data);
      // Stored only if they are friends right now, and only once per client_id (one statement,
      // shared with the messages sent at the same moment).
      const row = await writer.write({ senderId: sender.id, receiverId: receiver.id, message: filtered, clientId });
      if (!row) {
        const stored = clientId === undefined ? undefined : await store.findByClientId(sender.id, clientId);
        // A resend: the stored message, neither stored nor delivered again.
        if (stored) return { message: toChatMessage(stored, names(sender, receiver)), created: false };
        throw chatRefusal(403, ERROR_CODES.chatNotFriends);
      }
      const message = toChatMessage(row, names(sender, receiver));
      await deliver(sender, receiver, message).catch((err: unknown) =>
        // Stored is what counts: a bus hiccup costs live delivery, not the message (history has it).
        platform.log.warn({ err, id: message.id }, 'chat delivery failed'),
      );
      platform.metrics.chatMessage();
      return { message, created: true };
    },

    /** `reader` has seen `sender`'s messages up to `upToId` (all without it). */
    async markRead(reader: UserRow, sender: UserRow, upToId?: number): Promise<ChatMarkReadResponse> {
      const result = await store.markRead(reader.id, sender.id, upToId);
      if (result.marked > 0) {
        const read: MessagesReadData = { reader: reader.username, sender: sender.username, up_to_id: result.upToId };
        const event: ConversationEvent = { kind: 'read', read };
        await Promise.all([
          platform.bus.publish(conversationChannel(reader.id, sender.id), event),
          platform.live.sendToUser(sender.id, { type: 'messages_read', data: read }),
          platform.live.sendToUser(reader.id, { type: 'messages_read', data: read }),
        ]).catch((err: unknown) => platform.log.warn({ err }, 'read mark delivery failed'));
      }
      return { marked: result.marked, up_to_id: result.upToId };
    },

    async history(me: UserRow, friend: UserRow, limit: number, beforeId?: number): Promise<ChatMessage[]> {
      const rows = await store.history(me.id, friend.id, limit, beforeId);
      return rows.map((row) => toChatMessage(row, names(me, friend)));
    },

    async preview(me: UserRow, friend: UserRow): Promise<ChatPreview> {
      const [preview] = await store.previews(me.id, [friend.id]);
      return {
        lastMessage: preview?.last ? toChatMessage(preview.last, names(me, friend)) : null,
        unreadCount: preview?.unread ?? 0,
      };
    },

    /** Every friend's preview: newest message first, then friends without messages by name. */
    async previews(me: UserRow): Promise<ChatListEntry[]> {
      const friendIds = await gate.friendIds(me.id);
      const friends = await store.people(friendIds);
      const byId = new Map(friends.map((f) => [f.id, f]));
      const rows = await store.previews(
        me.id,
        friends.map((f) => f.id),
      );
      const entries = rows.flatMap((row) => {
        const friend = byId.get(row.friendId);
        if (!friend) return [];
        const entry: ChatListEntry = {
          username: friend.username,
          avatar: friend.avatar,
          lastMessage: row.last ? toChatMessage(row.last, names(me, friend)) : null,
          unreadCount: row.unread,
        };
        return [entry];
      });
      return entries.sort(byNewestMessage);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

function byNewestMessage(a: ChatListEntry, b: ChatListEntry): number {
  if (a.lastMessage && b.lastMessage) return b.lastMessage.id - a.lastMessage.id;
  if (a.lastMessage) return -1;
  if (b.lastMessage) return 1;
  return a.username.toLowerCase().localeCompare(b.username.toLowerCase());
}
