import { z } from 'zod';
import { ERROR_CODES } from './errors.js';
import { pingMessageSchema } from './live/common.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Chat between friends (spec sections 2-9): the chat message and preview, the REST calls of
 * /simple-chat/* and /friends/chat-preview(s), the chat socket `/ws/simple-chat` and the two
 * user-socket events `chat_message` and `messages_read`. Field names are the spec's.
 */

/** The spec's chat numbers (section 9) and this feature's own limits. */
export const CHAT_LIMITS = {
  /** Characters (UTF-16 units, as a textarea counts them) in one message, after trimming. */
  messageMax: 1000,
  /** Messages a history call returns by default (the newest ones) and at most. */
  historyPage: 50,
  historyMax: 100,
  /** A client_id names one message of one sender: resending it returns that message. */
  clientIdMax: 64,
  /** Sending rate per user, across sockets, REST and instances. */
  sendPerWindow: 30,
  sendWindowMs: 10_000,
  /** The message list counts as read when scrolled within this many pixels of the bottom. */
  unreadBottomPx: 50,
  scrollDebounceMs: 200,
  /** A closed chat socket is reopened after this long. */
  reconnectMs: 3_000,
} as const;

/** The picker's twelve emoji (spec section 9: 12 emoji). */
export const CHAT_EMOJI = ['😀', '😂', '😍', '😎', '🤔', '😢', '😡', '👍', '👏', '🔥', '⚽', '🏆'] as const;

/** The spec's English texts for this feature's codes (the web app has both languages). */
export const CHAT_MESSAGES = {
  [ERROR_CODES.chatSelf]: 'Cannot Chat with Yourself',
  [ERROR_CODES.chatNotFriends]: 'You can only chat with your friends',
  [ERROR_CODES.chatEmpty]: 'Message cannot be empty',
  [ERROR_CODES.chatTooLong]: `Message must be at most ${CHAT_LIMITS.messageMax} characters long`,
  [ERROR_CODES.userNotFound]: 'User not found',
  [ERROR_CODES.rateLimited]: 'You are sending messages too fast. Please slow down.',
} as const;

const username = lazySchema(() => z.string().trim().min(1).max(64));
export const chatClientIdSchema = lazySchema(() => z.string().trim().min(1).max(CHAT_LIMITS.clientIdMax));

/**
 * A message's text as typed: trimmed, not empty, at most 1,000 characters. The refusal codes
 * are the issue messages, so the server answers `chat_empty` / `chat_too_long`.
 */
export const chatTextSchema = lazySchema(() =>
  z.string().trim().min(1, ERROR_CODES.chatEmpty).max(CHAT_LIMITS.messageMax, ERROR_CODES.chatTooLong),
);

export const chatMessageTypeSchema = lazySchema(() => z.literal('text'));

/** A stored chat message (spec section 3). `id` grows with time; `timestamp` is ISO 8601. */
export const chatMessageSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    sender: z.string(),
    receiver: z.string(),
    message: z.string(),
    timestamp: z.string(),
    is_read: z.boolean(),
    message_type: chatMessageTypeSchema,
    client_id: z.string().optional(),
    /** Hidden by a moderator: only its sender still gets it, marked (issue 34). */
    hidden_by_moderator: z.boolean().optional(),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// ---------------------------------------------------------------- REST

/** GET /simple-chat/history?sender&receiver[&before_id&limit] (bearer; sender is the caller). */
export const chatHistoryQuerySchema = lazySchema(() =>
  z.object({
    sender: username,
    receiver: username,
    /** Only messages older than this id (paging back). */
    before_id: z.coerce.number().int().min(1).optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.historyMax).default(CHAT_LIMITS.historyPage),
  }),
);
/** Oldest to newest. */
export const chatHistoryResponseSchema = lazySchema(() => z.array(chatMessageSchema));

/** POST /simple-chat/send (bearer; sender_username is the caller). Answers the stored message. */
export const chatSendRequestSchema = lazySchema(() =>
  z.object({
    sender_username: z.string().max(64).optional(),
    receiver_username: username,
    // Checked by chatTextSchema after the type, so an empty or long text gets its own code.
    message_content: z.string().max(CHAT_LIMITS.messageMax * 4),
    message_type: chatMessageTypeSchema.default('text'),
    client_id: chatClientIdSchema.optional(),
  }),
);
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;

/** POST /simple-chat/mark-read?sender&receiver[&up_to_id] (bearer; the caller is the receiver). */
export const chatMarkReadQuerySchema = lazySchema(() =>
  z.object({
    sender: username,
    receiver: z.string().max(64).optional(),
    /** Marks up to and including this message; all of them without it. */
    up_to_id: z.coerce.number().int().min(1).optional(),
  }),
);
export const chatMarkReadResponseSchema = lazySchema(() =>
  z.object({
    /** How many messages turned read. */
    marked: z.number().int(),
    /** The newest message of the friend's that is now read (0 when none is). */
    up_to_id: z.number().int(),
  }),
);
export type ChatMarkReadResponse = z.infer<typeof chatMarkReadResponseSchema>;

/** GET /friends/chat-preview?username&friendUsername (bearer; username is the caller). */
export const chatPreviewQuerySchema = lazySchema(() =>
  z.object({
    username: z.string().max(64).optional(),
    friendUsername: username,
  }),
);
export const chatPreviewSchema = lazySchema(() =>
  z.object({
    lastMessage: chatMessageSchema.nullable(),
    unreadCount: z.number().int(),
  }),
);
export type ChatPreview = z.infer<typeof chatPreviewSchema>;

/**
 * GET /friends/chat-previews?username (bearer): every friend's preview in one call, newest
 * message first, friends without messages last (by name).
 */
export const chatPreviewsQuerySchema = lazySchema(() => z.object({ username: z.string().max(64).optional() }));
export const chatListEntrySchema = lazySchema(() =>
  chatPreviewSchema.extend({
    username: z.string(),
    avatar: z.string(),
  }),
);
export type ChatListEntry = z.infer<typeof chatListEntrySchema>;
export const chatPreviewsResponseSchema = lazySchema(() => z.array(chatListEntrySchema));

// ---------------------------------------------------------------- chat socket /ws/simple-chat?username&receiver&token

/** Client -> server: a text message (the spec's `message` and `type`), optionally with a client_id. */
export const chatSendFrameSchema = lazySchema(() =>
  z.object({
    type: z.literal('text'),
    message: z.string().max(CHAT_LIMITS.messageMax * 4),
    client_id: chatClientIdSchema.optional(),
  }),
);
/** Client -> server: the chat is on screen and seen up to this message (all without it). */
export const chatMarkReadFrameSchema = lazySchema(() =>
  z.object({
    type: z.literal('mark_read'),
    up_to_id: z.number().int().min(1).optional(),
  }),
);
export const chatClientFrameSchema = lazySchema(() =>
  z.discriminatedUnion('type', [chatSendFrameSchema, chatMarkReadFrameSchema, pingMessageSchema]),
);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/**
 * Server -> client on the chat socket: the stored message (the spec's flat fields, plus `type`
 * so a client tells it from an error), read marks, errors and pongs.
 */
export const chatMessageFrameSchema = lazySchema(() => chatMessageSchema.extend({ type: z.literal('message') }));
export type ChatMessageFrame = z.infer<typeof chatMessageFrameSchema>;

/** `reader` has read every message `sender` sent them up to `up_to_id`. */
export const messagesReadDataSchema = lazySchema(() =>
  z.object({
    reader: z.string(),
    sender: z.string(),
    up_to_id: z.number().int(),
  }),
);
export type MessagesReadData = z.infer<typeof messagesReadDataSchema>;
export const chatReadFrameSchema = lazySchema(() => messagesReadDataSchema.extend({ type: z.literal('messages_read') }));
export const chatErrorFrameSchema = lazySchema(() =>
  z.object({
    type: z.literal('error'),
    message: z.string(),
    code: z.string(),
    client_id: z.string().optional(),
  }),
);
export const chatServerFrameSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    chatMessageFrameSchema,
    chatReadFrameSchema,
    chatErrorFrameSchema,
    z.object({ type: z.literal('pong'), server_time: z.number() }),
  ]),
);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

// ---------------------------------------------------------------- user socket /ws, server -> client ({type, data})

/** To both people's user sockets: a new message (the header, the chat list and the friends page update). */
export const chatMessageEventSchema = lazySchema(() => z.object({ type: z.literal('chat_message'), data: chatMessageSchema }));
/** To both people's user sockets: `reader` read `sender`'s messages up to `up_to_id`. */
export const messagesReadEventSchema = lazySchema(() => z.object({ type: z.literal('messages_read'), data: messagesReadDataSchema }));
export const chatUserEventSchemas = [chatMessageEventSchema, messagesReadEventSchema] as const;
export type ChatUserEvent = z.infer<typeof chatMessageEventSchema> | z.infer<typeof messagesReadEventSchema>;
