import {
  CHAT_LIMITS,
  chatHistoryResponseSchema,
  chatMarkReadResponseSchema,
  chatMessageSchema,
  chatPreviewsResponseSchema,
  type ChatListEntry,
  type ChatMarkReadResponse,
  type ChatMessage,
} from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

/** The chat's REST calls (spec section 7); the token names the caller, the names must match it. */

export function fetchHistory(me: string, friend: string, beforeId?: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  return apiRequest('/simple-chat/history', {
    query: { sender: me, receiver: friend, before_id: beforeId, limit: CHAT_LIMITS.historyPage },
    schema: chatHistoryResponseSchema,
    signal,
  });
}

/** The REST fallback of a socket send; the same client_id makes a retry safe. */
export function sendMessage(me: string, friend: string, text: string, clientId: string): Promise<ChatMessage> {
  return apiRequest('/simple-chat/send', {
    method: 'POST',
    body: { sender_username: me, receiver_username: friend, message_content: text, message_type: 'text', client_id: clientId },
    schema: chatMessageSchema,
  });
}

/** I (the receiver) have read what `friend` sent me, up to `upToId`. */
export function markRead(me: string, friend: string, upToId?: number): Promise<ChatMarkReadResponse> {
  return apiRequest('/simple-chat/mark-read', {
    method: 'POST',
    query: { sender: friend, receiver: me, up_to_id: upToId },
    schema: chatMarkReadResponseSchema,
  });
}

/** Every friend's preview in one call, newest message first. */
export function fetchPreviews(me: string, signal?: AbortSignal): Promise<ChatListEntry[]> {
  return apiRequest('/friends/chat-previews', { query: { username: me }, schema: chatPreviewsResponseSchema, signal });
}

export const chatKeys = {
  all: ['chat'] as const,
  previews: (me: string) => ['chat', 'previews', me.toLowerCase()] as const,
};
