import { useInfiniteQuery } from '@tanstack/react-query';
import { getLeaderboardPage, nextOffset } from '../api';

/** Rows and the viewer's rank depend on who asks: each viewer has their own cache entry. */
export const leaderboardQueryKey = (viewer: string | null) => ['leaderboard', viewer ?? ''] as const;

/** The leaderboard, page by page ('Load more'); `me` comes with the first page. */
export function useLeaderboard(viewer: string | null) {
  return useInfiniteQuery({
    queryKey: leaderboardQueryKey(viewer),
    queryFn: ({ pageParam, signal }) => getLeaderboardPage(pageParam, undefined, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}
