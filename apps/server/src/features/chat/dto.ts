import type { ChatMessage } from '@fanclash/protocol';
import type { ChatRow } from './store.js';

/** Current names by user id: a renamed player's messages show the new name. */
export type NamesById = ReadonlyMap<string, string>;

export function toChatMessage(row: ChatRow, names: NamesById): ChatMessage {
  return {
    id: row.id,
    sender: names.get(row.senderId) ?? '',
    receiver: names.get(row.receiverId) ?? '',
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    is_read: row.isRead,
    message_type: 'text',
    ...(row.clientId ? { client_id: row.clientId } : {}),
  };
}
