import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  NEWS_MESSAGES,
  forumSportToArticleSport,
  newsIdParamsSchema,
  newsListQuerySchema,
  type NewsArticle,
  type NewsLikesResponse,
  type NewsListResponse,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { bearerToken, requireUser, userFromToken } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { toArticle } from './dto.js';
import type { NewsStore } from './store.js';

const newsNotFound = () => new AppError(404, ERROR_CODES.newsNotFound, NEWS_MESSAGES.newsNotFound);

/** An unknown or malformed id is the same 'News Not Found' to the reader. */
function articleId(params: unknown): string {
  const parsed = newsIdParamsSchema.safeParse(params);
  if (!parsed.success) throw newsNotFound();
  return parsed.data.id;
}

/**
 * GET /news/sports and GET /news/{id} are public (a token only adds `liked`); liking needs a
 * token. The list serves feed articles newest first, or the archive while no feed has
 * delivered in that language.
 */
export async function newsRoutes(app: FastifyInstance, platform: Platform, store: NewsStore): Promise<void> {
  app.get('/news/sports', async (request): Promise<NewsListResponse> => {
    const query = parseInput(newsListQuerySchema, request.query);
    const viewerId = await optionalViewerId(platform, request);
    const archive = !(await store.hasLive(query.language));
    const sport = forumSportToArticleSport(query.sport);
    const { rows, total } = await store.page(
      { language: query.language, archive, ...(sport ? { sport } : {}) },
      query.limit,
      query.offset,
      viewerId,
    );
    const now = platform.clock.now();
    return {
      data: rows.map((row) => toArticle(row, now)),
      pagination: { limit: query.limit, offset: query.offset, count: rows.length, total },
      archive,
    };
  });

  // /news/{id} is also the web app's detail page: a browser navigation gets the app, fetch() the JSON.
  const servesPages = app.hasReplyDecorator('sendFile');
  app.get('/news/:id', async (request, reply): Promise<NewsArticle | undefined> => {
    if (servesPages && request.headers.accept?.includes('text/html')) {
      reply.header('cache-control', 'no-cache');
      await reply.type('text/html').sendFile('index.html');
      return undefined;
    }
    const id = articleId(request.params);
    const row = await store.byId(id, await optionalViewerId(platform, request));
    if (!row) throw newsNotFound();
    return toArticle(row, platform.clock.now());
  });

  app.post('/news/like/:id', async (request): Promise<NewsLikesResponse> => {
    const user = await requireUser(platform, request);
    const id = articleId(request.params);
    if (!(await store.exists(id))) throw newsNotFound();
    await store.like(id, user.id);
    return { success: true, ...(await store.likes(id, user.id)) };
  });

  app.post('/news/unlike/:id', async (request): Promise<NewsLikesResponse> => {
    const user = await requireUser(platform, request);
    const id = articleId(request.params);
    if (!(await store.exists(id))) throw newsNotFound();
    await store.unlike(id, user.id);
    return { success: true, ...(await store.likes(id, user.id)) };
  });

  app.get('/news/likes/:id', async (request): Promise<NewsLikesResponse> => {
    const id = articleId(request.params);
    if (!(await store.exists(id))) throw newsNotFound();
    return { success: true, ...(await store.likes(id, await optionalViewerId(platform, request))) };
  });
}

/** The caller's id when a valid token came; visitors (or a stale token) just read. */
async function optionalViewerId(platform: Platform, request: FastifyRequest): Promise<string | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const result = await userFromToken(platform, token);
  return 'user' in result ? result.user.id : undefined;
}
