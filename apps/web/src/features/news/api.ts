import {
  NEWS_LIMITS,
  newsArticleSchema,
  newsLikesResponseSchema,
  newsListResponseSchema,
  type Language,
  type NewsArticle,
  type NewsLikesResponse,
  type NewsListResponse,
} from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

export const NEWS_PAGE_SIZE = NEWS_LIMITS.pageSize;

/** GET /news/sports?language&sport&limit&offset: public; the token (when there is one) adds `liked`. */
export function getNews(language: Language, sport: string | undefined, offset: number, signal?: AbortSignal): Promise<NewsListResponse> {
  return apiRequest('/news/sports', {
    query: { language, sport: sport === 'all' ? undefined : sport, limit: NEWS_PAGE_SIZE, offset },
    schema: newsListResponseSchema,
    signal,
  });
}

/** GET /news/{id}: the detail page. */
export function getArticle(id: string, signal?: AbortSignal): Promise<NewsArticle> {
  return apiRequest(`/news/${encodeURIComponent(id)}`, { schema: newsArticleSchema, signal });
}

/** POST /news/like/{id} or /news/unlike/{id}. */
export function setArticleLike(id: string, like: boolean): Promise<NewsLikesResponse> {
  return apiRequest(`/news/${like ? 'like' : 'unlike'}/${encodeURIComponent(id)}`, { method: 'POST', schema: newsLikesResponseSchema });
}

/** The next offset to load, or undefined once every article is on screen. */
export function nextNewsOffset(page: NewsListResponse): number | undefined {
  const next = page.pagination.offset + page.pagination.count;
  return page.pagination.count > 0 && next < page.pagination.total ? next : undefined;
}
