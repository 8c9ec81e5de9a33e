import type { CommentList, DebateComment, DebateReply } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { commentsWithNew, repliesWithNew } from './liveComments';

const reply = (id: string, parent: string | null): DebateReply => ({
  id,
  pick_id: 'p',
  author_name: 'boris',
  content: `text ${id}`,
  created_at: '2026-11-27T10:00:00.000Z',
  likes_count: 0,
  user_liked: false,
  parent_id: parent,
});
const comment = (id: string, replies = 0): DebateComment => ({ ...reply(id, null), replies_count: replies, first_reply: null });
const list = (comments: DebateComment[], total = comments.length): CommentList => ({ comments, total, limit: 50, offset: 0 });

/** How a comment or reply heard live lands in the cached lists of the debate's page. */
describe('live comments in the cache', () => {
  it('puts a new comment first in the recent order and last in a complete other order, once', () => {
    const before = list([comment('a'), comment('b')]);
    expect(commentsWithNew(before, 'recent', reply('c', null)).comments.map((c) => c.id)).toEqual(['c', 'a', 'b']);
    expect(commentsWithNew(before, 'oldest', reply('c', null)).comments.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(commentsWithNew(before, 'recent', reply('c', null)).total).toBe(3);
    expect(commentsWithNew(before, 'recent', reply('a', null))).toBe(before);
    // Only part of a longer list is loaded: the total grows, the loaded page stays.
    const partial = list([comment('a')], 60);
    expect(commentsWithNew(partial, 'liked', reply('z', null))).toMatchObject({ total: 61, comments: [{ id: 'a' }] });
  });

  it('counts a reply in its thread and shows it as the first reply of a thread that had none', () => {
    const before = list([comment('a'), comment('b', 1)]);
    const after = commentsWithNew(before, 'recent', reply('r', 'a'));
    expect(after.comments[0]).toMatchObject({ replies_count: 1, first_reply: { id: 'r' } });
    expect(after.total).toBe(2);
    const second = commentsWithNew(after, 'recent', reply('s', 'a'));
    expect(second.comments[0]).toMatchObject({ replies_count: 2, first_reply: { id: 'r' } });
    expect(commentsWithNew(before, 'recent', reply('x', 'elsewhere'))).toBe(before);
    expect(repliesWithNew({ replies: [reply('r', 'a')] }, reply('s', 'a')).replies.map((r) => r.id)).toEqual(['r', 's']);
    expect(repliesWithNew({ replies: [reply('r', 'a')] }, reply('r', 'a')).replies).toHaveLength(1);
  });
});
