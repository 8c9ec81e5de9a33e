import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/** Tables of the news and transfers features (migration 0006_news_transfers.sql, written by hand). */

/** Feed articles and the built-in archive (archive = true), one row per language and link. */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    author: text('author'),
    category: text('category'),
    country: text('country'),
    sport: text('sport').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    importance: text('importance').notNull(),
    archive: boolean('archive').notNull().default(false),
    /** Which feed (its URL) delivered it; the archive's stable id ('news.<slug>') for archived ones. */
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Feed articles are unique by link per language; archived stories by their archive id.
    uniqueIndex('news_articles_language_url_idx')
      .on(t.language, t.url)
      .where(sql`not ${t.archive}`),
    uniqueIndex('news_articles_archive_idx')
      .on(t.language, t.origin)
      .where(sql`${t.archive}`),
    index('news_articles_list_idx').on(t.language, t.archive, t.publishedAt.desc()),
  ],
);

/** One like per player and article; the count is always counted, never kept as a number. */
export const newsLikes = pgTable(
  'news_likes',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] })],
);

/** Per-source fetch state shared by every instance: conditional-request validators and backoff. */
export const feedStates = pgTable('feed_states', {
  /** 'news:<feed url>' or 'transfers'. */
  key: text('key').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  failures: integer('failures').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  itemCount: integer('item_count').notNull().default(0),
});

/** Football transfers: the provider's latest list (origin 'provider') or the archive. */
export const transfers = pgTable(
  'transfers',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id').notNull(),
    playerName: text('player_name').notNull(),
    fromTeam: text('from_team').notNull(),
    toTeam: text('to_team').notNull(),
    fee: text('fee'),
    feeValue: doublePrecision('fee_value'),
    currency: text('currency'),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    transferType: text('transfer_type').notNull(),
    sourceUrl: text('source_url'),
    origin: text('origin').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('transfers_origin_date_idx').on(t.origin, t.transferDate.desc())],
);
