import type { ChatListEntry, ChatMessage, MessagesReadData } from '@fanclash/protocol';

/** How the chat list changes on live events (pure, unit-tested). Sorted newest message first. */

export function sortEntries(entries: readonly ChatListEntry[]): ChatListEntry[] {
  return [...entries].sort((a, b) => {
    if (a.lastMessage && b.lastMessage) return b.lastMessage.id - a.lastMessage.id;
    if (a.lastMessage) return -1;
    if (b.lastMessage) return 1;
    return a.username.toLowerCase().localeCompare(b.username.toLowerCase());
  });
}

/**
 * A new message between me and a friend: it becomes the preview's last message, and one more
 * unread when the friend sent it. Null when the friend is not in the list (the caller refetches).
 */
export function withMessage(entries: readonly ChatListEntry[], me: string, message: ChatMessage): ChatListEntry[] | null {
  const mine = message.sender.toLowerCase() === me.toLowerCase();
  const friend = (mine ? message.receiver : message.sender).toLowerCase();
  const index = entries.findIndex((e) => e.username.toLowerCase() === friend);
  if (index < 0) return null;
  const entry = entries[index]!;
  if (entry.lastMessage && entry.lastMessage.id >= message.id) return [...entries];
  const next = [...entries];
  next[index] = { ...entry, lastMessage: message, unreadCount: entry.unreadCount + (mine || message.is_read ? 0 : 1) };
  return sortEntries(next);
}

/**
 * A read mark. When I read a friend's messages up to their newest, nothing of theirs is unread
 * any more; a partial mark returns null (the caller refetches the exact count).
 */
export function withRead(entries: readonly ChatListEntry[], me: string, read: MessagesReadData): ChatListEntry[] | null {
  const meLower = me.toLowerCase();
  const iRead = read.reader.toLowerCase() === meLower;
  const friend = (iRead ? read.sender : read.reader).toLowerCase();
  const index = entries.findIndex((e) => e.username.toLowerCase() === friend);
  if (index < 0) return null;
  const entry = entries[index]!;
  const last = entry.lastMessage;
  const next = [...entries];
  if (iRead) {
    if (last && last.id > read.up_to_id && last.sender.toLowerCase() === friend) return null;
    next[index] = {
      ...entry,
      unreadCount: 0,
      ...(last && last.id <= read.up_to_id && !last.is_read ? { lastMessage: { ...last, is_read: true } } : {}),
    };
    return next;
  }
  // The friend read mine: the preview's last message (if mine) shows as read.
  if (last && last.sender.toLowerCase() === meLower && last.id <= read.up_to_id && !last.is_read) {
    next[index] = { ...entry, lastMessage: { ...last, is_read: true } };
  }
  return next;
}

export function unreadTotal(entries: readonly ChatListEntry[] | undefined): number {
  return (entries ?? []).reduce((sum, e) => sum + e.unreadCount, 0);
}
