import type { ChatMessage, MessagesReadData } from '@fanclash/protocol';
import { pairOf } from './store.js';

/**
 * One bus channel per conversation: every open chat socket of either person, on any
 * instance, subscribes to it, so one publish reaches them all.
 */
export const conversationChannel = (a: string, b: string): string => {
  const { userLow, userHigh } = pairOf(a, b);
  return `chat:${userLow}:${userHigh}`;
};

/** What travels on a conversation channel. */
export type ConversationEvent =
  { readonly kind: 'message'; readonly message: ChatMessage } | { readonly kind: 'read'; readonly read: MessagesReadData };
