import type { CommentList, CommentSort, DebateComment, DebateReply, ReplyList } from '@fanclash/protocol';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addComment, listComments, listReplies, setCommentLike } from '../api';
import { debateKeys } from '../queryKeys';

export function useComments(pickId: string, sort: CommentSort) {
  return useQuery({
    queryKey: debateKeys.commentList(pickId, sort),
    queryFn: ({ signal }) => listComments(pickId, sort, signal),
  });
}

/** All replies of a comment, fetched when its thread is expanded. */
export function useReplies(commentId: string, enabled: boolean) {
  return useQuery({ queryKey: debateKeys.replies(commentId), queryFn: ({ signal }) => listReplies(commentId, signal), enabled });
}

/** A new comment or reply: the comment lists, the thread and the debate's count are re-read. */
export function useAddComment(pickId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ content, parentId }: { content: string; parentId?: string }) => addComment(pickId, content, parentId),
    onSuccess: async (_comment, { parentId }) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: debateKeys.comments(pickId) }),
        parentId ? client.invalidateQueries({ queryKey: debateKeys.replies(parentId) }) : Promise.resolve(),
        client.invalidateQueries({ queryKey: debateKeys.picks() }),
        client.invalidateQueries({ queryKey: debateKeys.lists() }),
      ]);
    },
  });
}

type Liked = Pick<DebateReply, 'id' | 'likes_count' | 'user_liked'>;

/**
 * Sets a comment's or reply's like fields wherever it is cached (lists, first replies, threads).
 * Without `user_liked` (someone else's like, heard live) the viewer's own heart stays.
 */
export function updateLike(client: QueryClient, pickId: string, like: Pick<Liked, 'id' | 'likes_count'> & Partial<Liked>): void {
  const apply = <T extends Liked>(item: T): T =>
    item.id === like.id ? { ...item, likes_count: like.likes_count, user_liked: like.user_liked ?? item.user_liked } : item;
  client.setQueriesData<CommentList>({ queryKey: debateKeys.comments(pickId) }, (data) =>
    data
      ? {
          ...data,
          comments: data.comments.map((comment): DebateComment => ({
            ...apply(comment),
            first_reply: comment.first_reply ? apply(comment.first_reply) : null,
          })),
        }
      : data,
  );
  client.setQueriesData<ReplyList>({ queryKey: ['debates', 'replies'] }, (data) =>
    data ? { replies: data.replies.map((reply) => apply(reply)) } : data,
  );
}

/** The like toggle on comments and replies: shown at once, then set to the server's count. */
export function useToggleLike(pickId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: Liked) => setCommentLike(item.id, !item.user_liked),
    onMutate: (item) => {
      const liked = !item.user_liked;
      updateLike(client, pickId, { id: item.id, user_liked: liked, likes_count: Math.max(0, item.likes_count + (liked ? 1 : -1)) });
      return { before: item };
    },
    onSuccess: (result) =>
      updateLike(client, pickId, { id: result.comment_id, likes_count: result.likes_count, user_liked: result.user_liked }),
    onError: (_error, _item, context) => {
      if (context?.before) updateLike(client, pickId, context.before);
    },
  });
}
