import type { ChatMessage } from '@fanclash/protocol';

/**
 * An open conversation after a moderator hid one of its messages: the other person's message
 * leaves the screen; one's own stays, marked (only its author still sees it, as the server
 * answers the history).
 */
export function dropHiddenMessage<T extends { readonly messages: readonly ChatMessage[] }>(thread: T, id: number, me: string): T {
  const target = thread.messages.find((m) => m.id === id);
  if (!target) return thread;
  const mine = target.sender.toLowerCase() === me.toLowerCase();
  const messages = mine
    ? thread.messages.map((m) => (m.id === id ? { ...m, hidden_by_moderator: true } : m))
    : thread.messages.filter((m) => m.id !== id);
  return { ...thread, messages };
}
