import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Language } from '@fanclash/protocol';
import { ApiError } from '../../../lib/api';
import { getArticle, getNews, nextNewsOffset } from '../api';

/** `liked` depends on who asks: each viewer has their own cache entries. */
export const newsQueryKey = (language: Language, sport: string, viewer: string | null) => ['news', language, sport, viewer ?? ''] as const;

/** The news list, page by page ('Load more'). */
export function useNewsList(language: Language, sport: string, viewer: string | null) {
  return useInfiniteQuery({
    queryKey: newsQueryKey(language, sport, viewer),
    queryFn: ({ pageParam, signal }) => getNews(language, sport, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextNewsOffset,
  });
}

/** One article; an unknown one (404) is final, not retried. */
export function useArticle(id: string, viewer: string | null) {
  return useQuery({
    queryKey: ['news-article', id, viewer ?? ''] as const,
    queryFn: ({ signal }) => getArticle(id, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}
