import {
  debateCommentAddedEventSchema,
  debateCommentLikedEventSchema,
  debateUpdatedEventSchema,
  type CommentList,
  type DebateCounts,
  type DebatePick,
  type PickList,
  type ReplyList,
} from '@fanclash/protocol';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';
import { useSession } from '../../auth/hooks/useSession';
import { commentsWithNew, listWithCounts, repliesWithNew, withCounts } from '../liveComments';
import { debateKeys } from '../queryKeys';
import { updateLike } from './useComments';

/** New shared counts of a debate, on its page and in every cached list. */
function applyCounts(client: QueryClient, counts: DebateCounts): void {
  client.setQueriesData<DebatePick>({ queryKey: debateKeys.picks() }, (pick) => (pick ? withCounts(pick, counts) : pick));
  client.setQueriesData<InfiniteData<PickList>>({ queryKey: debateKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => listWithCounts(page, counts)) } : data,
  );
}

/**
 * Tells the server what this tab shows (one debate's page, or the list when `debateId` is
 * null) whenever the live connection opens, so a reconnected tab follows again, and stops on
 * leaving (`unwatch_debates`). A reconnect may have missed events: the debates' data is asked
 * again then.
 */
function useWatch(debateId: string | null): void {
  const client = useQueryClient();
  const { status, send } = useUserSocket();
  const opened = useRef(false);
  useEffect(() => {
    if (status !== 'open') return;
    send(debateId ? { type: 'watch_debate', debate_id: debateId } : { type: 'watch_debates' });
    if (opened.current) void client.invalidateQueries({ queryKey: debateKeys.all });
    opened.current = true;
  }, [status, send, debateId, client]);
  useEffect(() => () => void send({ type: 'unwatch_debates' }), [send]);
}

/**
 * The open debate's page, live: others' votes move the bar, new comments and replies appear in
 * the open lists and threads, likes change their counts (and the liker's own other tabs follow
 * their heart), without a reload.
 */
export function useDebateLive(pickId: string): void {
  const client = useQueryClient();
  const { username } = useSession();
  const isMe = (name: string) => username !== null && name.toLowerCase() === username.toLowerCase();
  useWatch(pickId);

  useUserSocketMessage('debate_updated', debateUpdatedEventSchema, ({ data }) => {
    if (data.id === pickId) applyCounts(client, data);
  });

  useUserSocketMessage('debate_comment_added', debateCommentAddedEventSchema, ({ data }) => {
    // The player's own: the tab that sent it re-reads the lists (useAddComment), and a count
    // patched on top of that re-read would count the reply twice.
    if (data.pick_id !== pickId || isMe(data.author_name)) return;
    for (const [key, list] of client.getQueriesData<CommentList>({ queryKey: debateKeys.comments(pickId) })) {
      if (list) client.setQueryData(key, commentsWithNew(list, String(key[3] ?? 'recent'), data));
    }
    if (data.parent_id) {
      client.setQueryData<ReplyList>(debateKeys.replies(data.parent_id), (list) => (list ? repliesWithNew(list, data) : list));
    }
  });

  useUserSocketMessage('debate_comment_liked', debateCommentLikedEventSchema, ({ data }) => {
    if (data.pick_id !== pickId) return;
    updateLike(client, pickId, {
      id: data.comment_id,
      likes_count: data.likes_count,
      ...(isMe(data.by) ? { user_liked: data.liked } : {}),
    });
  });
}

/** The debates list, live: others' votes and comments change each card's totals without a reload. */
export function useDebatesListLive(): void {
  const client = useQueryClient();
  useWatch(null);
  useUserSocketMessage('debate_updated', debateUpdatedEventSchema, ({ data }) => applyCounts(client, data));
}
