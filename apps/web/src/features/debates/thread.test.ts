import type { DebateComment, DebateReply } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { moreReplies } from './thread';

const reply = (id: string, hidden?: boolean): DebateReply => ({
  id,
  pick_id: 'p',
  parent_id: 'c',
  author_name: 'jo',
  content: `text ${id}`,
  created_at: '2026-11-28T10:00:00.000Z',
  likes_count: 0,
  user_liked: false,
  ...(hidden === undefined ? {} : { hidden_by_moderator: hidden }),
});
const thread = (replies_count: number, first_reply: DebateReply | null): Pick<DebateComment, 'replies_count' | 'first_reply'> => ({
  replies_count,
  first_reply,
});

/** The 'Show n more replies' count of a collapsed thread. */
describe('more replies under a collapsed thread', () => {
  it('counts the replies beyond the one shown', () => {
    expect(moreReplies(thread(3, reply('a')))).toBe(2);
    expect(moreReplies(thread(1, reply('a')))).toBe(0);
    expect(moreReplies(thread(0, null))).toBe(0);
  });

  it('takes nothing off for the viewer’s own hidden reply shown first: the count never held it', () => {
    // Jo's reply was hidden; two others remain. Jo sees his own first, marked, and two more.
    expect(moreReplies(thread(2, reply('mine', true)))).toBe(2);
    // His was the only one: nothing more.
    expect(moreReplies(thread(0, reply('mine', true)))).toBe(0);
  });
});
