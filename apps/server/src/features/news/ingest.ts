import { languageSchema, type Language } from '@fanclash/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { inferImportance, inferSport, pickTags } from './classify.js';
import { FetchError, politeFetch } from './http-fetch.js';
import { parseFeed } from './parse-feed.js';
import type { NewArticle, NewsStore } from './store.js';

/** One configured feed: NEWS_FEEDS='en=https://…/rss.xml,ru=https://…/rss'. */
export interface FeedSource {
  readonly language: Language;
  readonly url: string;
}

export const NEWS_JOB = 'news.refresh';
/** Feed articles are kept this long: the list is news, not a library (the archive is separate). */
export const NEWS_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** Longest wait after repeated failures of one feed. */
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

/** Parses NEWS_FEEDS; entries that are not 'lang=http(s)://…' are reported, not fatal. */
export function parseFeedList(raw: string | undefined): { feeds: FeedSource[]; invalid: string[] } {
  const feeds: FeedSource[] = [];
  const invalid: string[] = [];
  for (const entry of (raw ?? '').split(/[,;\s]+/).filter(Boolean)) {
    const at = entry.indexOf('=');
    const language = languageSchema.safeParse(entry.slice(0, at).trim().toLowerCase());
    const url = entry.slice(at + 1).trim();
    if (at <= 0 || !language.success || !/^https?:\/\/\S+$/.test(url)) {
      invalid.push(entry);
      continue;
    }
    if (!feeds.some((f) => f.url === url && f.language === language.data)) feeds.push({ language: language.data, url });
  }
  return { feeds, invalid };
}

/** Doubles per consecutive failure, from one refresh interval up to six hours. */
export function backoffMs(failures: number, refreshMs: number): number {
  return Math.min(refreshMs * 2 ** Math.max(0, failures - 1), Math.max(MAX_BACKOFF_MS, refreshMs));
}

export interface IngesterOptions {
  readonly store: NewsStore;
  readonly feeds: readonly FeedSource[];
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  /** Who holds the job lease (unique per instance). */
  readonly owner: string;
  readonly refreshMs: number;
  readonly timeoutMs: number;
}

export interface RunReport {
  /** False when another instance holds the lease (it does the fetching). */
  readonly ran: boolean;
  readonly added: number;
  readonly failed: number;
}

/**
 * Reads every feed once per run. Only the holder of the 'news.refresh' lease fetches, so with
 * several instances exactly one does; a feed that fails waits out its backoff (kept in
 * feed_states, shared by the instances) and never stops the others.
 */
export function createIngester(options: IngesterOptions) {
  const { store, feeds, clock, log } = options;
  let running: Promise<RunReport> | undefined;

  async function readFeed(feed: FeedSource, now: Date): Promise<number> {
    const key = `news:${feed.language}:${feed.url}`;
    const state = await store.feedState(key);
    if (state?.nextAttemptAt && state.nextAttemptAt > now) return 0;
    try {
      const result = await politeFetch(feed.url, { timeoutMs: options.timeoutMs, etag: state?.etag, lastModified: state?.lastModified });
      if (result.kind === 'not-modified') {
        await store.saveFeedState(key, { failures: 0, nextAttemptAt: null, lastAttemptAt: now, lastSuccessAt: now, lastError: null });
        return 0;
      }
      const parsed = await parseFeed(result.body, now);
      const source = parsed.title ?? new URL(feed.url).hostname;
      const oldest = new Date(now.getTime() - NEWS_RETENTION_MS);
      const articles: NewArticle[] = parsed.items
        .filter((item) => item.publishedAt >= oldest)
        .map((item) => ({
          language: feed.language,
          url: item.url,
          title: item.title,
          description: item.text,
          image: item.image,
          publishedAt: item.publishedAt,
          source,
          author: item.author,
          category: item.categories[0] ?? null,
          country: null,
          sport: inferSport(item.title, item.text, item.categories),
          tags: pickTags(item.categories),
          importance: inferImportance(item.title, item.text),
          archive: false,
          origin: feed.url,
        }));
      const added = await store.insertMany(articles);
      await store.saveFeedState(key, {
        etag: result.etag,
        lastModified: result.lastModified,
        failures: 0,
        nextAttemptAt: null,
        lastAttemptAt: now,
        lastSuccessAt: now,
        lastError: null,
        itemCount: parsed.items.length,
      });
      log.info({ feed: feed.url, items: parsed.items.length, added }, 'news feed read');
      return added;
    } catch (err) {
      const failures = (state?.failures ?? 0) + 1;
      const reason = err instanceof FetchError ? err.message : `not a readable feed: ${err instanceof Error ? err.message : String(err)}`;
      await store.saveFeedState(key, {
        failures,
        nextAttemptAt: new Date(now.getTime() + backoffMs(failures, options.refreshMs)),
        lastAttemptAt: now,
        lastError: reason.slice(0, 500),
      });
      log.warn({ feed: feed.url, failures, reason }, 'news feed skipped');
      throw err;
    }
  }

  async function run(): Promise<RunReport> {
    const now = new Date(clock.now());
    // The lease outlives one interval so its holder keeps it from run to run; if that
    // instance dies, another takes over once it expires.
    const until = new Date(now.getTime() + 2 * options.refreshMs + feeds.length * options.timeoutMs);
    if (!(await store.tryLease(NEWS_JOB, options.owner, now, until))) return { ran: false, added: 0, failed: 0 };
    let added = 0;
    let failed = 0;
    await store.pruneFeedArticles(new Date(now.getTime() - NEWS_RETENTION_MS));
    for (const feed of feeds) {
      try {
        added += await readFeed(feed, now);
      } catch {
        failed += 1;
      }
    }
    return { ran: true, added, failed };
  }

  return {
    /** One pass over the feeds (a pass already under way is joined, not doubled). */
    runOnce(): Promise<RunReport> {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
    /** Resolves when no pass is under way (shutdown waits for it before closing the database). */
    async idle(): Promise<void> {
      await running?.catch(() => undefined);
    },
  };
}

export type Ingester = ReturnType<typeof createIngester>;
