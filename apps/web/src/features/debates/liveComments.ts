import type { CommentList, DebateComment, DebateCounts, DebatePick, DebateReply, PickList, ReplyList } from '@fanclash/protocol';

/**
 * Pure cache updates for the live forum: what a cached list or debate looks like after an event
 * from the user socket. Each answers the same object when the event changes nothing in it.
 */

/** A debate's shared counts from an event; the viewer's own vote and the texts stay. */
export function withCounts<T extends DebatePick>(pick: T, counts: DebateCounts): T {
  if (pick.id !== counts.id) return pick;
  return {
    ...pick,
    option1_votes: counts.option1_votes,
    option2_votes: counts.option2_votes,
    total_votes: counts.total_votes,
    trending: counts.trending,
    comments_count: counts.comments_count,
  };
}

export function listWithCounts(list: PickList, counts: DebateCounts): PickList {
  if (!list.picks.some((pick) => pick.id === counts.id)) return list;
  return { ...list, picks: list.picks.map((pick) => withCounts(pick, counts)) };
}

/**
 * A new top-level comment or reply in one cached comment list. A comment goes first in the
 * 'recent' order and last in the others when the whole list is loaded (it has no likes yet and
 * is the newest); the total grows either way. A reply raises its thread's count and becomes its
 * first reply when it had none.
 */
export function commentsWithNew(list: CommentList, sort: string, added: DebateReply): CommentList {
  if (added.parent_id === null) {
    if (list.comments.some((comment) => comment.id === added.id)) return list;
    const comment: DebateComment = { ...added, replies_count: 0, first_reply: null };
    const complete = list.comments.length >= list.total;
    const comments = sort === 'recent' ? [comment, ...list.comments] : complete ? [...list.comments, comment] : list.comments;
    return { ...list, comments, total: list.total + 1 };
  }
  if (!list.comments.some((comment) => comment.id === added.parent_id)) return list;
  return {
    ...list,
    comments: list.comments.map((comment) =>
      comment.id === added.parent_id && comment.first_reply?.id !== added.id
        ? { ...comment, replies_count: comment.replies_count + 1, first_reply: comment.first_reply ?? added }
        : comment,
    ),
  };
}

/** A new reply at the end of its open thread (oldest first), once. */
export function repliesWithNew(list: ReplyList, added: DebateReply): ReplyList {
  if (list.replies.some((reply) => reply.id === added.id)) return list;
  return { replies: [...list.replies, added] };
}
