import type { ChatListEntry, ChatMessage } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { sortEntries, unreadTotal, withMessage, withRead } from './previews';

const msg = (id: number, sender: string, receiver: string): ChatMessage => ({
  id,
  sender,
  receiver,
  message: `m${id}`,
  timestamp: new Date(2026, 0, 1).toISOString(),
  is_read: false,
  message_type: 'text',
});
const entry = (username: string, last: ChatMessage | null, unreadCount = 0): ChatListEntry => ({
  username,
  avatar: '',
  lastMessage: last,
  unreadCount,
});

describe('the chat list on live events', () => {
  const list = sortEntries([
    entry('ann', msg(5, 'ann', 'me'), 1),
    entry('zed', null),
    entry('bob', msg(9, 'me', 'bob')),
    entry('cid', null),
  ]);

  it('sorts newest message first, friends without messages last by name', () => {
    expect(list.map((e) => e.username)).toEqual(['bob', 'ann', 'cid', 'zed']);
  });

  it('a friend’s new message moves them first and counts one more unread; mine counts none', () => {
    const next = withMessage(list, 'me', msg(10, 'ann', 'me'))!;
    expect(next.map((e) => [e.username, e.unreadCount])).toEqual([
      ['ann', 2],
      ['bob', 0],
      ['cid', 0],
      ['zed', 0],
    ]);
    expect(withMessage(next, 'me', msg(11, 'me', 'zed'))!.map((e) => [e.username, e.unreadCount])[0]).toEqual(['zed', 0]);
    // The same message twice changes nothing.
    expect(unreadTotal(withMessage(next, 'me', msg(10, 'ann', 'me'))!)).toBe(2);
    expect(withMessage(list, 'me', msg(12, 'stranger', 'me'))).toBeNull();
  });

  it('my read mark up to the newest clears the count; a partial one asks for a refetch', () => {
    expect(withRead(list, 'me', { reader: 'me', sender: 'ann', up_to_id: 5 })!.find((e) => e.username === 'ann')?.unreadCount).toBe(0);
    expect(withRead(list, 'me', { reader: 'me', sender: 'ann', up_to_id: 4 })).toBeNull();
    const seen = withRead(list, 'me', { reader: 'bob', sender: 'me', up_to_id: 9 })!;
    expect(seen.find((e) => e.username === 'bob')?.lastMessage?.is_read).toBe(true);
  });
});
