import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Language, NewsArticleSport, NewsImportance } from '@fanclash/protocol';
import type { Database } from '../../platform/db/client.js';
import { feedStates, jobLocks, newsArticles, newsLikes } from '../../platform/db/schema.js';

export interface NewArticle {
  readonly language: Language;
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  readonly publishedAt: Date;
  readonly source: string;
  readonly author: string | null;
  readonly category: string | null;
  readonly country: string | null;
  readonly sport: NewsArticleSport;
  readonly tags: string[];
  readonly importance: NewsImportance;
  readonly archive: boolean;
  readonly origin: string;
}

export interface ArticleRow extends NewArticle {
  readonly id: string;
  readonly likes: number;
  readonly liked: boolean;
}

export interface FeedState {
  readonly etag: string | null;
  readonly lastModified: string | null;
  readonly failures: number;
  readonly nextAttemptAt: Date | null;
  readonly lastAttemptAt: Date | null;
  readonly lastSuccessAt: Date | null;
  readonly lastError: string | null;
  readonly itemCount: number;
}

const likesOf = sql<number>`(select count(*)::int from ${newsLikes} where ${newsLikes.articleId} = ${newsArticles.id})`;
const likedBy = (userId: string | undefined) =>
  userId
    ? sql<boolean>`exists(select 1 from ${newsLikes} where ${newsLikes.articleId} = ${newsArticles.id} and ${newsLikes.userId} = ${userId})`
    : sql<boolean>`false`;

/** The only place that touches the news tables (and the feed fetch state). */
export function createNewsStore(db: Database) {
  const columns = (viewerId: string | undefined) => ({
    id: newsArticles.id,
    language: newsArticles.language,
    url: newsArticles.url,
    title: newsArticles.title,
    description: newsArticles.description,
    image: newsArticles.image,
    publishedAt: newsArticles.publishedAt,
    source: newsArticles.source,
    author: newsArticles.author,
    category: newsArticles.category,
    country: newsArticles.country,
    sport: newsArticles.sport,
    tags: newsArticles.tags,
    importance: newsArticles.importance,
    archive: newsArticles.archive,
    origin: newsArticles.origin,
    likes: likesOf,
    liked: likedBy(viewerId),
  });
  type Selected = Awaited<ReturnType<ReturnType<typeof selectFrom>>>[number];
  const selectFrom = (viewerId: string | undefined) => () => db.select(columns(viewerId)).from(newsArticles);
  const toRow = (row: Selected): ArticleRow => ({
    ...row,
    language: row.language as Language,
    sport: row.sport as NewsArticleSport,
    importance: row.importance as NewsImportance,
    likes: Number(row.likes),
    liked: Boolean(row.liked),
  });

  return {
    /** Inserts what is not there yet (by link per language; archived stories by id); returns how many were new. */
    async insertMany(articles: readonly NewArticle[]): Promise<number> {
      if (articles.length === 0) return 0;
      const inserted = await db
        .insert(newsArticles)
        .values(articles.map((a) => ({ ...a })))
        .onConflictDoNothing()
        .returning({ id: newsArticles.id });
      return inserted.length;
    },

    /** Whether any feed has delivered an article in this language (else the archive is served). */
    /** Drops feed articles published before `before` (their likes go with them); the archive stays. */
    async pruneFeedArticles(before: Date): Promise<number> {
      const gone = await db
        .delete(newsArticles)
        .where(and(eq(newsArticles.archive, false), lt(newsArticles.publishedAt, before)))
        .returning({ id: newsArticles.id });
      return gone.length;
    },

    async hasLive(language: Language): Promise<boolean> {
      const [row] = await db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(and(eq(newsArticles.language, language), eq(newsArticles.archive, false)))
        .limit(1);
      return row !== undefined;
    },

    async page(
      filter: { language: Language; archive: boolean; sport?: NewsArticleSport },
      limit: number,
      offset: number,
      viewerId?: string,
    ): Promise<{ rows: ArticleRow[]; total: number }> {
      const conditions: SQL[] = [eq(newsArticles.language, filter.language), eq(newsArticles.archive, filter.archive)];
      if (filter.sport) conditions.push(eq(newsArticles.sport, filter.sport));
      const where = and(...conditions);
      const rows = await selectFrom(viewerId)()
        .where(where)
        .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
        .limit(limit)
        .offset(offset);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(newsArticles)
        .where(where);
      return { rows: rows.map(toRow), total: Number(count?.total ?? 0) };
    },

    async byId(id: string, viewerId?: string): Promise<ArticleRow | undefined> {
      const [row] = await selectFrom(viewerId)().where(eq(newsArticles.id, id)).limit(1);
      return row ? toRow(row) : undefined;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.id, id)).limit(1);
      return row !== undefined;
    },

    /** One like per player: a second like is a no-op, so concurrent likes count once each. */
    async like(articleId: string, userId: string): Promise<void> {
      await db.insert(newsLikes).values({ articleId, userId }).onConflictDoNothing();
    },

    async unlike(articleId: string, userId: string): Promise<void> {
      await db.delete(newsLikes).where(and(eq(newsLikes.articleId, articleId), eq(newsLikes.userId, userId)));
    },

    async likes(articleId: string, userId?: string): Promise<{ likes: number; liked: boolean }> {
      const [row] = await db
        .select({
          likes: sql<number>`count(*)::int`,
          liked: userId ? sql<boolean>`coalesce(bool_or(${newsLikes.userId} = ${userId}), false)` : sql<boolean>`false`,
        })
        .from(newsLikes)
        .where(eq(newsLikes.articleId, articleId));
      return { likes: Number(row?.likes ?? 0), liked: Boolean(row?.liked) };
    },

    async feedState(key: string): Promise<FeedState | undefined> {
      const [row] = await db.select().from(feedStates).where(eq(feedStates.key, key)).limit(1);
      return row;
    },

    async saveFeedState(key: string, state: Partial<FeedState>): Promise<void> {
      await db
        .insert(feedStates)
        .values({ key, ...state })
        .onConflictDoUpdate({ target: feedStates.key, set: state });
    },

    /**
     * A lease in job_locks: true when this owner holds `name` until `until` (taken when free or
     * expired, renewed when already ours). Every instance asks; one at a time gets it.
     */
    async tryLease(name: string, owner: string, now: Date, until: Date): Promise<boolean> {
      const rows = await db
        .insert(jobLocks)
        .values({ name, owner, lockedUntil: until })
        .onConflictDoUpdate({
          target: jobLocks.name,
          set: { owner, lockedUntil: until },
          setWhere: or(lt(jobLocks.lockedUntil, now), eq(jobLocks.owner, owner)),
        })
        .returning({ name: jobLocks.name });
      return rows.length > 0;
    },

    /** Gives a lease back early (a finished refresh), so the next one need not wait for it to expire. */
    async releaseLease(name: string, owner: string): Promise<void> {
      await db
        .update(jobLocks)
        .set({ lockedUntil: new Date(0) })
        .where(and(eq(jobLocks.name, name), eq(jobLocks.owner, owner)));
    },
  };
}

export type NewsStore = ReturnType<typeof createNewsStore>;
