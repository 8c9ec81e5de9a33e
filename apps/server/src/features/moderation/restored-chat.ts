import type { Platform } from '../../platform/platform.js';
import { conversationChannel, type ConversationEvent } from '../chat/channels.js';
import { toChatMessage } from '../chat/dto.js';
import { createChatStore } from '../chat/store.js';
import type { Target } from './store.js';

/**
 * A chat message a moderator restored goes back to its conversation's open chat sockets (both
 * people, every instance: the conversation's bus channel), as the stored message, so open chat
 * windows put it back in its place by id without a reload. Only those sockets hear it: the user
 * sockets' `chat_message` would count it as new (badges) and push it to a phone again.
 */
export async function republishRestoredChatMessage(platform: Platform, target: Target): Promise<void> {
  const [senderId, receiverId] = target.participants ?? [];
  if (!senderId || !receiverId) return;
  const chat = createChatStore(platform.db);
  const id = Number(target.id);
  // The newest message older than id + 1 is the message itself (ids are unique across conversations).
  const [row] = await chat.history(senderId, receiverId, 1, id + 1);
  if (!row || row.id !== id) return;
  const names = new Map((await chat.people([senderId, receiverId])).map((user) => [user.id, user.username]));
  const event: ConversationEvent = { kind: 'message', message: toChatMessage(row, names) };
  await platform.bus.publish(conversationChannel(senderId, receiverId), event);
}
