import type { ChatMessage } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { addPending, applyRead, emptyThread, firstUnreadId, mergeMessages, setPendingStatus, unreadFrom } from './thread';

const msg = (id: number, sender: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  sender,
  receiver: sender === 'alice' ? 'boris' : 'alice',
  message: `m${id}`,
  timestamp: new Date(2026, 0, 1, 12, id).toISOString(),
  is_read: false,
  message_type: 'text',
  ...extra,
});

describe('a conversation thread', () => {
  it('keeps each message once, in id order, whatever order and how often they arrive', () => {
    let thread = mergeMessages(emptyThread, [msg(3, 'alice'), msg(1, 'boris')]);
    thread = mergeMessages(thread, [msg(2, 'alice'), msg(3, 'alice'), msg(1, 'boris')]);
    expect(thread.messages.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('replaces a pending message by its acknowledgement (same client_id)', () => {
    let thread = addPending(emptyThread, { client_id: 'c1', message: 'hi', status: 'sending', createdAt: 0 });
    thread = addPending(thread, { client_id: 'c2', message: 'there', status: 'sending', createdAt: 1 });
    thread = mergeMessages(thread, [msg(7, 'alice', { client_id: 'c1' })]);
    expect(thread.pending.map((p) => p.client_id)).toEqual(['c2']);
    expect(setPendingStatus(thread, 'c2', 'failed', 'rate_limited').pending[0]).toMatchObject({ status: 'failed', code: 'rate_limited' });
  });

  it('applies read marks to the sender’s messages up to the id, and never un-reads a message', () => {
    let thread = mergeMessages(emptyThread, [msg(1, 'alice'), msg(2, 'boris'), msg(3, 'alice'), msg(4, 'alice')]);
    thread = applyRead(thread, { reader: 'boris', sender: 'alice', up_to_id: 3 });
    expect(thread.messages.map((m) => m.is_read)).toEqual([true, false, true, false]);
    thread = mergeMessages(thread, [msg(1, 'alice')]);
    expect(thread.messages[0]?.is_read).toBe(true);
  });

  it('puts the unread divider above the friend’s first unread message', () => {
    const thread = mergeMessages(emptyThread, [msg(1, 'boris', { is_read: true }), msg(2, 'alice'), msg(3, 'boris'), msg(4, 'boris')]);
    expect(firstUnreadId(thread, 'Boris')).toBe(3);
    expect(unreadFrom(thread, 'boris').map((m) => m.id)).toEqual([3, 4]);
    expect(firstUnreadId(applyRead(thread, { reader: 'alice', sender: 'boris', up_to_id: 4 }), 'boris')).toBeNull();
  });
});
