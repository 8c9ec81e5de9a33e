import type { ChatMessage, MessagesReadData } from '@fanclash/protocol';

/**
 * A conversation on screen: stored messages by id (what the server acknowledged) and the
 * ones still on their way (by client_id). Pure functions, so the rules are unit-tested.
 */

export interface PendingMessage {
  readonly client_id: string;
  readonly message: string;
  /** sending: on its way (socket or REST); failed: refused or unreachable, can be retried. */
  readonly status: 'sending' | 'failed';
  /** The refusal's code when failed. */
  readonly code?: string;
  readonly createdAt: number;
}

export interface Thread {
  /** Oldest to newest, each id once. */
  readonly messages: readonly ChatMessage[];
  readonly pending: readonly PendingMessage[];
}

export const emptyThread: Thread = { messages: [], pending: [] };

/**
 * Adds stored messages (a history page, a live frame, a REST answer): every id appears once
 * whatever order or how often it arrives, and an acknowledged message replaces its pending copy.
 */
export function mergeMessages(thread: Thread, incoming: readonly ChatMessage[]): Thread {
  if (incoming.length === 0) return thread;
  const byId = new Map(thread.messages.map((m) => [m.id, m]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    // A read mark never turns back to unread because an older copy arrives late.
    byId.set(message.id, known ? { ...message, is_read: known.is_read || message.is_read } : message);
  }
  const acknowledged = new Set(incoming.map((m) => m.client_id).filter((id): id is string => Boolean(id)));
  return {
    messages: [...byId.values()].sort((a, b) => a.id - b.id),
    pending: thread.pending.filter((p) => !acknowledged.has(p.client_id)),
  };
}

export function addPending(thread: Thread, pending: PendingMessage): Thread {
  return { ...thread, pending: [...thread.pending.filter((p) => p.client_id !== pending.client_id), pending] };
}

export function setPendingStatus(thread: Thread, clientId: string, status: PendingMessage['status'], code?: string): Thread {
  return {
    ...thread,
    pending: thread.pending.map((p) => (p.client_id === clientId ? { ...p, status, ...(code ? { code } : {}) } : p)),
  };
}

/** A read mark: `reader` has read what `sender` sent them up to `up_to_id`. */
export function applyRead(thread: Thread, read: MessagesReadData): Thread {
  const sender = read.sender.toLowerCase();
  let changed = false;
  const messages = thread.messages.map((m) => {
    if (m.is_read || m.id > read.up_to_id || m.sender.toLowerCase() !== sender) return m;
    changed = true;
    return { ...m, is_read: true };
  });
  return changed ? { ...thread, messages } : thread;
}

/** The friend's messages I have not read yet. */
export function unreadFrom(thread: Thread, friend: string): ChatMessage[] {
  const name = friend.toLowerCase();
  return thread.messages.filter((m) => !m.is_read && m.sender.toLowerCase() === name);
}

/** Where the 'unread messages' divider goes: above the friend's first unread message (its id), or null. */
export function firstUnreadId(thread: Thread, friend: string): number | null {
  return unreadFrom(thread, friend)[0]?.id ?? null;
}
