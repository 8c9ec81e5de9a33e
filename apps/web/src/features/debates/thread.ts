import type { DebateComment } from '@fanclash/protocol';

/**
 * How many replies 'Show n more replies' offers under a collapsed thread, beside its first reply.
 * `replies_count` is everyone's number and leaves out replies a moderator hid, yet the author of
 * a hidden reply still gets it as the first reply, marked: that one is not among the counted, so
 * it takes nothing off them.
 */
export function moreReplies(comment: Pick<DebateComment, 'replies_count' | 'first_reply'>): number {
  const counted = comment.first_reply && !comment.first_reply.hidden_by_moderator ? 1 : 0;
  return Math.max(0, comment.replies_count - counted);
}
