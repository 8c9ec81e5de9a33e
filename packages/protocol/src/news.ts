import { z } from 'zod';
import { languageSchema } from './sports.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Sports news and football transfers over REST (spec sections 3, 4, 7, 8, 9). Field names are
 * the spec's (news article, news response, transfer); fields are only added.
 */

export const NEWS_LIMITS = {
  /** An article published within this long is BREAKING, in the list and on the detail page. */
  breakingMs: 7_200_000,
  /** Tags a card or the detail page shows; the rest show as '+n more'. */
  tagsShown: 3,
  /** Tags an article keeps (the feed's categories and the sport). */
  tagsStored: 8,
  pageSize: 20,
  pageSizeMax: 100,
  /** Longest article text kept, in characters. */
  textMax: 8_000,
  /** How often the feeds are read by default (NEWS_REFRESH_MS). */
  refreshMs: 15 * 60_000,
  transfersPageMax: 500,
} as const;

/** The forum's sport filter (spec sections 2 and 9); 'soccer' and 'football' are one sport. */
export const FORUM_SPORTS = ['all', 'football', 'basketball', 'volleyball', 'tennis', 'baseball', 'soccer', 'hockey'] as const;
export type ForumSport = (typeof FORUM_SPORTS)[number];

/** Sports an article is filed under; 'general' when no keyword or category names one. */
export const NEWS_ARTICLE_SPORTS = [
  'football',
  'basketball',
  'tennis',
  'baseball',
  'hockey',
  'volleyball',
  'golf',
  'cricket',
  'rugby',
  'boxing',
  'mma',
  'athletics',
  'swimming',
  'cycling',
  'general',
] as const;
export const newsArticleSportSchema = lazySchema(() => z.enum(NEWS_ARTICLE_SPORTS));
export type NewsArticleSport = z.infer<typeof newsArticleSportSchema>;

export const newsImportanceSchema = lazySchema(() => z.enum(['high', 'medium', 'low']));
export type NewsImportance = z.infer<typeof newsImportanceSchema>;

/** Error codes of news and transfers (also listed in ERROR_CODES). */
export const NEWS_ERROR_CODES = {
  newsNotFound: 'news_not_found',
  newsUnavailable: 'news_unavailable',
  transfersUnavailable: 'transfers_unavailable',
  transfersRefreshInProgress: 'transfers_refresh_in_progress',
  transfersRefreshFailed: 'transfers_refresh_failed',
} as const;

/** The spec's English texts (section 8). */
export const NEWS_MESSAGES = {
  newsNotFound: 'News Not Found',
  newsUnavailable: 'News service unavailable. Please try again later.',
  transfersUnavailable: 'Transfer service temporarily unavailable',
  transferNewsUnavailable: 'Transfer news service unavailable. Please try again later.',
  refreshInProgress: 'Refresh already in progress. Please wait.',
  refreshFailed: 'Failed to refresh transfer data. API may be unavailable.',
  authRequired: 'Authentication required',
} as const;

/** Maps a forum filter value to the article sport it selects (undefined: every sport). */
export function forumSportToArticleSport(sport: string | undefined): NewsArticleSport | undefined {
  if (!sport || sport === 'all') return undefined;
  if (sport === 'soccer') return 'football';
  const parsed = newsArticleSportSchema.safeParse(sport);
  return parsed.success ? parsed.data : undefined;
}

/** Breaking = published within the last two hours (same rule in list and detail). */
export function isBreaking(publishedAt: string | Date, now: number): boolean {
  const at = typeof publishedAt === 'string' ? Date.parse(publishedAt) : publishedAt.getTime();
  return Number.isFinite(at) && now - at >= 0 && now - at < NEWS_LIMITS.breakingMs;
}

// ---------------------------------------------------------------- news

const pageNumber = lazySchema(() => z.coerce.number().int());

/** GET /news/sports?language&sport&limit&offset */
export const newsListQuerySchema = lazySchema(() =>
  z.object({
    language: languageSchema.default('en'),
    sport: z.enum([...FORUM_SPORTS, ...NEWS_ARTICLE_SPORTS]).optional(),
    limit: pageNumber.min(1).max(NEWS_LIMITS.pageSizeMax).default(NEWS_LIMITS.pageSize),
    offset: pageNumber.min(0).max(100_000).default(0),
  }),
);
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export const newsIdParamsSchema = lazySchema(() => z.object({ id: z.uuid() }));

/** News article (spec section 3) plus what the forum card shows. */
export const newsArticleSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    /** Plain text (never HTML); paragraphs are separated by a blank line. */
    description: z.string(),
    url: z.string(),
    image: z.string().nullable(),
    /** ISO 8601 instant. */
    published_at: z.string(),
    source: z.string(),
    author: z.string().nullable(),
    category: z.string().nullable(),
    language: languageSchema,
    country: z.string().nullable(),
    likes: z.number().int().min(0),
    sport: newsArticleSportSchema,
    tags: z.array(z.string()),
    importance: newsImportanceSchema,
    breaking: z.boolean(),
    /** True for the built-in archive of past events: shown with its own date, never as current. */
    archive: z.boolean(),
    /** Whether the caller (with a token) likes it; false for visitors. */
    liked: z.boolean(),
  }),
);
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsPaginationSchema = lazySchema(() =>
  z.object({
    limit: z.number().int(),
    offset: z.number().int(),
    /** Items on this page. */
    count: z.number().int(),
    total: z.number().int(),
  }),
);

/** News response (spec section 3): data plus pagination. */
export const newsListResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(newsArticleSchema),
    pagination: newsPaginationSchema,
    /** True when the list is the built-in archive (no feed has delivered in this language yet). */
    archive: z.boolean(),
  }),
);
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;

/** POST /news/like/{id}, POST /news/unlike/{id}, GET /news/likes/{id}. */
export const newsLikesResponseSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    likes: z.number().int().min(0),
    liked: z.boolean(),
  }),
);
export type NewsLikesResponse = z.infer<typeof newsLikesResponseSchema>;

// ---------------------------------------------------------------- transfers

export const transferTypeSchema = lazySchema(() => z.enum(['permanent', 'loan', 'free']));
export type TransferType = z.infer<typeof transferTypeSchema>;
export const transferStatusSchema = lazySchema(() => z.enum(['confirmed', 'completed']));
export type TransferStatus = z.infer<typeof transferStatusSchema>;
export const TRANSFER_FEE_UNDISCLOSED = 'Undisclosed';

/** Transfer (spec section 3) plus its status (confirmed for loans, completed otherwise) and source. */
export const transferSchema = lazySchema(() =>
  z.object({
    player_id: z.string(),
    player_name: z.string(),
    from_team: z.string(),
    to_team: z.string(),
    /** As reported; 'Undisclosed' when missing. */
    fee: z.string(),
    fee_value: z.number().nullable(),
    currency: z.string().nullable(),
    /** YYYY-MM-DD */
    transfer_date: z.string(),
    transfer_type: transferTypeSchema,
    status: transferStatusSchema,
    source_url: z.string().nullable(),
    sport: z.literal('football'),
  }),
);
export type Transfer = z.infer<typeof transferSchema>;

export const transferSourceSchema = lazySchema(() => z.enum(['provider', 'archive']));
export type TransferSource = z.infer<typeof transferSourceSchema>;

export const transfersQuerySchema = lazySchema(() =>
  z.object({
    sport: z.enum([...FORUM_SPORTS, ...NEWS_ARTICLE_SPORTS]).optional(),
    limit: pageNumber.min(1).max(NEWS_LIMITS.transfersPageMax).default(100),
    offset: pageNumber.min(0).max(100_000).default(0),
  }),
);

/** GET /api/transfers: newest first. */
export const transfersResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(transferSchema),
    total: z.number().int(),
    source: transferSourceSchema,
    /** True when the list is the built-in archive of past transfers. */
    archive: z.boolean(),
    last_refresh: z.string().nullable(),
  }),
);
export type TransfersResponse = z.infer<typeof transfersResponseSchema>;

export const transfersStateSchema = lazySchema(() => z.enum(['idle', 'refreshing', 'failed']));

/** GET /api/transfers/status */
export const transfersStatusResponseSchema = lazySchema(() =>
  z.object({
    last_refresh: z.string().nullable(),
    source: transferSourceSchema,
    count: z.number().int(),
    state: transfersStateSchema,
    last_error: z.string().nullable(),
    provider_configured: z.boolean(),
  }),
);
export type TransfersStatusResponse = z.infer<typeof transfersStatusResponseSchema>;

/** POST /api/transfers/refresh (200) */
export const transfersRefreshResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    count: z.number().int(),
    source: transferSourceSchema,
    last_refresh: z.string(),
  }),
);
export type TransfersRefreshResponse = z.infer<typeof transfersRefreshResponseSchema>;

/** GET /api/transfers/health */
export const transfersHealthResponseSchema = lazySchema(() =>
  z.object({
    status: z.enum(['ok', 'degraded']),
    provider_configured: z.boolean(),
    source: transferSourceSchema,
    count: z.number().int(),
    last_refresh: z.string().nullable(),
  }),
);
export type TransfersHealthResponse = z.infer<typeof transfersHealthResponseSchema>;

/**
 * The documented plain provider format (TRANSFERS_URL answering JSON): an array of the spec's
 * transfer objects. Only player_name, from_team, to_team and transfer_date are required.
 */
export const providerTransferSchema = lazySchema(() =>
  z.object({
    player_id: z.union([z.string(), z.number()]).optional(),
    player_name: z.string().trim().min(1).max(200),
    from_team: z.string().trim().min(1).max(200),
    to_team: z.string().trim().min(1).max(200),
    fee: z.string().trim().max(200).nullish(),
    fee_value: z.number().nonnegative().nullish(),
    currency: z.string().trim().max(8).nullish(),
    transfer_date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}/),
    transfer_type: z.string().trim().max(40).nullish(),
    source_url: z.url().nullish(),
  }),
);
export type ProviderTransfer = z.infer<typeof providerTransferSchema>;
