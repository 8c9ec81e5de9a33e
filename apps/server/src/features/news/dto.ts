import { isBreaking, type NewsArticle } from '@fanclash/protocol';
import type { ArticleRow } from './store.js';

/** A stored article as the API answers it; BREAKING is computed here, the same for list and detail. */
export function toArticle(row: ArticleRow, now: number): NewsArticle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    url: row.url,
    image: row.image,
    published_at: row.publishedAt.toISOString(),
    source: row.source,
    author: row.author,
    category: row.category,
    language: row.language,
    country: row.country,
    likes: row.likes,
    sport: row.sport,
    tags: row.tags,
    importance: row.importance,
    // An archived story is history, however its date compares with the clock.
    breaking: !row.archive && isBreaking(row.publishedAt, now),
    archive: row.archive,
    liked: row.liked,
  };
}
