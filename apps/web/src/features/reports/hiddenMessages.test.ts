import type { ChatMessage } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../chat/thread';
import { dropHiddenMessage } from './hiddenMessages';

const message = (id: number, sender: string): ChatMessage => ({
  id,
  sender,
  receiver: sender === 'Ann' ? 'Ben' : 'Ann',
  message: `line ${id}`,
  timestamp: '2026-11-27T10:00:00.000Z',
  is_read: false,
  message_type: 'text',
});

describe('a hidden chat message in an open conversation', () => {
  const thread = { messages: [message(1, 'Ann'), message(2, 'Ben'), message(3, 'Ann')], pending: [] };

  it('leaves the screen of the other person', () => {
    expect(dropHiddenMessage(thread, 2, 'ann').messages.map((m) => m.id)).toEqual([1, 3]);
  });

  it('stays, marked, on its author’s screen', () => {
    const after = dropHiddenMessage(thread, 2, 'Ben');
    expect(after.messages.map((m) => [m.id, m.hidden_by_moderator ?? false])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it('changes nothing for a message not on screen', () => {
    expect(dropHiddenMessage(thread, 9, 'Ann')).toBe(thread);
  });
  it('comes back in its place, unmarked, when a moderator restores it (the stored message on the chat socket)', () => {
    const restored = message(2, 'Ben');
    for (const me of ['ann', 'Ben']) {
      const back = mergeMessages(dropHiddenMessage(thread, 2, me), [restored]);
      expect(
        back.messages.map((m) => [m.id, m.hidden_by_moderator ?? false]),
        me,
      ).toEqual([
        [1, false],
        [2, false],
        [3, false],
      ]);
    }
  });
});
