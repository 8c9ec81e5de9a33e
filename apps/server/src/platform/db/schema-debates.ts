/** Tables of the debates feature (migration written by hand in apps/server/drizzle/0005_debates.sql). */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/**
 * A debate (the spec's pick). A player's debate keeps the author's words; the daily debate
 * (daily_date set, one per UTC day by a unique index) holds its topic in English and Russian.
 */
export const debatePicks = pgTable(
  'debate_picks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    category: text('category').notNull(),
    option1Name: text('option1_name').notNull(),
    option1Description: text('option1_description').notNull(),
    option2Name: text('option2_name').notNull(),
    option2Description: text('option2_description').notNull(),
    option1NameRu: text('option1_name_ru'),
    option1DescriptionRu: text('option1_description_ru'),
    option2NameRu: text('option2_name_ru'),
    option2DescriptionRu: text('option2_description_ru'),
    topicId: text('topic_id'),
    dailyDate: text('daily_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('debate_picks_daily_date_idx').on(t.dailyDate),
    index('debate_picks_created_idx').on(t.createdAt),
    index('debate_picks_category_idx').on(t.category, t.createdAt),
    index('debate_picks_author_idx').on(t.authorId),
    check('debate_picks_name_length', sql`char_length(${t.option1Name}) <= 50 AND char_length(${t.option2Name}) <= 50`),
    check(
      'debate_picks_description_length',
      sql`char_length(${t.option1Description}) <= 500 AND char_length(${t.option2Description}) <= 500`,
    ),
  ],
);

/** One vote per player and debate (the primary key), so counts are exact under concurrent clicks. */
export const debateVotes = pgTable(
  'debate_votes',
  {
    pickId: uuid('pick_id')
      .notNull()
      .references(() => debatePicks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: text('option').notNull().$type<'option1' | 'option2'>(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pickId, t.userId] }),
    index('debate_votes_user_idx').on(t.userId),
    index('debate_votes_pick_time_idx').on(t.pickId, t.votedAt),
    check('debate_votes_option', sql`${t.option} IN ('option1', 'option2')`),
  ],
);

/** Comments and replies: a reply's parent is always a top-level comment (one level of nesting). */
export const debateComments = pgTable(
  'debate_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pickId: uuid('pick_id')
      .notNull()
      .references(() => debatePicks.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => debateComments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('debate_comments_pick_idx').on(t.pickId, t.createdAt),
    index('debate_comments_parent_idx').on(t.parentId, t.createdAt),
    check('debate_comments_content_length', sql`char_length(${t.content}) BETWEEN 1 AND 1000`),
  ],
);

/** One like per player and comment (the primary key). */
export const debateCommentLikes = pgTable(
  'debate_comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => debateComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('debate_comment_likes_user_idx').on(t.userId)],
);
