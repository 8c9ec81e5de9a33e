import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CommentSort, DebateSort, VoteOption } from '@fanclash/protocol';
import type { Database } from '../../platform/db/client.js';
import { debateCommentLikes, debateComments, debatePicks, debateVotes, users } from '../../platform/db/schema.js';

/** The only module of the debates feature that touches its tables. */

export interface PickRow {
  id: string;
  authorName: string | null;
  category: string;
  option1Name: string;
  option1Description: string;
  option2Name: string;
  option2Description: string;
  option1NameRu: string | null;
  option1DescriptionRu: string | null;
  option2NameRu: string | null;
  option2DescriptionRu: string | null;
  dailyDate: string | null;
  createdAt: Date;
  option1Votes: number;
  option2Votes: number;
  commentsCount: number;
  userVote: VoteOption | null;
}

export interface NewPick {
  authorId: string | null;
  authorName: string | null;
  category: string;
  option1Name: string;
  option1Description: string;
  option2Name: string;
  option2Description: string;
  option1NameRu?: string;
  option1DescriptionRu?: string;
  option2NameRu?: string;
  option2DescriptionRu?: string;
  topicId?: string;
  dailyDate?: string;
  createdAt?: Date;
}

export interface PickFilter {
  /** Category names that match (football and soccer are one sport). */
  categories?: readonly string[];
  authorId?: string;
  votedBy?: string;
  search?: string;
}

export interface CommentRow {
  id: string;
  pickId: string;
  parentId: string | null;
  authorName: string;
  content: string;
  createdAt: Date;
  likesCount: number;
  userLiked: boolean;
  repliesCount: number;
}

export type VoteAction = 'added' | 'moved' | 'removed' | 'none';

// Drizzle leaves columns unqualified in a one-table select, and an unqualified "id" inside a
// subquery would name the subquery's own row: the outer row is always named in full.
const PICK_ID = sql.raw('"debate_picks"."id"');
const COMMENT_ID = sql.raw('"debate_comments"."id"');

/** How far back a vote counts as recent for the trending order. */
const TRENDING_WINDOW_MS = 24 * 3_600_000;

// Counts are read from the rows (never stored), so no click can be lost or counted twice.
const option1Votes = sql<number>`(select count(*)::int from "debate_votes" v where v."pick_id" = ${PICK_ID} and v."option" = 'option1')`;
const option2Votes = sql<number>`(select count(*)::int from "debate_votes" v where v."pick_id" = ${PICK_ID} and v."option" = 'option2')`;
const totalVotes = sql<number>`(select count(*)::int from "debate_votes" v where v."pick_id" = ${PICK_ID})`;
/**
 * A comment or reply a moderator hid (moderation's `hidden_content`) counts for nobody, nor do
 * the replies of a hidden comment (its thread is gone for others): counts are one number sent
 * live to every viewer, so they are what everyone sees. Its author still sees the item itself,
 * marked hidden (moderation/filter.ts).
 */
const hiddenComment = (id: SQL) =>
  sql`exists (select 1 from "hidden_content" h where h."kind" = 'comment' and h."target_id" = ${id}::text)`;
const commentsCount = sql<number>`(select count(*)::int from "debate_comments" c where c."pick_id" = ${PICK_ID}
  and not ${hiddenComment(sql.raw('c."id"'))} and (c."parent_id" is null or not ${hiddenComment(sql.raw('c."parent_id"'))}))`;

/**
 * What a list shows a viewer (and counts for them): what no moderator hid, and the viewer's own
 * hidden items, which they still see, marked (moderation/filter.ts). Leaving the others out in
 * SQL keeps a page's rows, its `total` and the next page's offset in agreement.
 */
const visibleComment = (viewerId: string) => or(sql`not ${hiddenComment(COMMENT_ID)}`, eq(debateComments.authorId, viewerId));
const visiblePick = (viewerId: string) =>
  or(
    sql`not exists (select 1 from "hidden_content" h where h."kind" = 'debate' and h."target_id" = ${PICK_ID}::text)`,
    eq(debatePicks.authorId, viewerId),
  );

function pickColumns(viewerId: string) {
  return {
    id: debatePicks.id,
    authorName: debatePicks.authorName,
    category: debatePicks.category,
    option1Name: debatePicks.option1Name,
    option1Description: debatePicks.option1Description,
    option2Name: debatePicks.option2Name,
    option2Description: debatePicks.option2Description,
    option1NameRu: debatePicks.option1NameRu,
    option1DescriptionRu: debatePicks.option1DescriptionRu,
    option2NameRu: debatePicks.option2NameRu,
    option2DescriptionRu: debatePicks.option2DescriptionRu,
    dailyDate: debatePicks.dailyDate,
    createdAt: debatePicks.createdAt,
    option1Votes,
    option2Votes,
    commentsCount,
    userVote: sql<VoteOption | null>`(select v."option" from "debate_votes" v where v."pick_id" = ${PICK_ID} and v."user_id" = ${viewerId})`,
  };
}

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterWhere(filter: PickFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.categories) conditions.push(inArray(debatePicks.category, [...filter.categories]));
  if (filter.authorId) conditions.push(eq(debatePicks.authorId, filter.authorId));
  if (filter.votedBy) {
    conditions.push(sql`exists (select 1 from "debate_votes" v where v."pick_id" = ${PICK_ID} and v."user_id" = ${filter.votedBy})`);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const columns = [
      debatePicks.option1Name,
      debatePicks.option2Name,
      debatePicks.option1Description,
      debatePicks.option2Description,
      debatePicks.option1NameRu,
      debatePicks.option2NameRu,
      debatePicks.option1DescriptionRu,
      debatePicks.option2DescriptionRu,
      debatePicks.authorName,
      debatePicks.category,
    ];
    conditions.push(or(...columns.map((column) => sql`${column} ilike ${pattern}`)) as SQL);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function sortOrder(sort: DebateSort, now: Date): SQL[] {
  const newest = [desc(debatePicks.createdAt), desc(debatePicks.id)];
  if (sort === 'most_voted') return [desc(totalVotes), ...newest];
  if (sort === 'trending') {
    const since = new Date(now.getTime() - TRENDING_WINDOW_MS);
    const recentVotes = sql`(select count(*) from "debate_votes" v where v."pick_id" = ${PICK_ID} and v."voted_at" > ${since})`;
    return [desc(recentVotes), desc(totalVotes), ...newest];
  }
  return newest;
}

const commentColumns = (viewerId: string) => ({
  id: debateComments.id,
  pickId: debateComments.pickId,
  parentId: debateComments.parentId,
  authorName: debateComments.authorName,
  content: debateComments.content,
  createdAt: debateComments.createdAt,
  likesCount: sql<number>`(select count(*)::int from "debate_comment_likes" l where l."comment_id" = ${COMMENT_ID})`,
  userLiked: sql<boolean>`exists (select 1 from "debate_comment_likes" l where l."comment_id" = ${COMMENT_ID} and l."user_id" = ${viewerId})`,
  repliesCount: sql<number>`(select count(*)::int from "debate_comments" r where r."parent_id" = ${COMMENT_ID} and not ${hiddenComment(sql.raw('r."id"'))})`,
});

export function createDebateStore(db: Database) {
  return {
    async insertPick(pick: NewPick): Promise<string> {
      const [row] = await db.insert(debatePicks).values(pick).returning({ id: debatePicks.id });
      if (!row) throw new Error('insert returned nothing');
      return row.id;
    },

    /** The daily debate of `dailyDate`, unless that day already has one (unique index): then null. */
    async insertDaily(pick: NewPick & { dailyDate: string }): Promise<string | null> {
      const rows = await db
        .insert(debatePicks)
        .values(pick)
        .onConflictDoNothing({ target: debatePicks.dailyDate })
        .returning({ id: debatePicks.id });
      return rows[0]?.id ?? null;
    },

    async dailyExists(dailyDate: string): Promise<boolean> {
      const rows = await db.select({ id: debatePicks.id }).from(debatePicks).where(eq(debatePicks.dailyDate, dailyDate)).limit(1);
      return rows.length > 0;
    },

    /** Topic ids of the most recent daily debates, newest first. */
    async recentDailyTopics(limit: number): Promise<string[]> {
      const rows = await db
        .select({ topicId: debatePicks.topicId })
        .from(debatePicks)
        .where(sql`${debatePicks.dailyDate} is not null`)
        .orderBy(desc(debatePicks.dailyDate))
        .limit(limit);
      return rows.flatMap((row) => (row.topicId ? [row.topicId] : []));
    },

    async findPick(id: string, viewerId: string): Promise<PickRow | undefined> {
      const [row] = await db.select(pickColumns(viewerId)).from(debatePicks).where(eq(debatePicks.id, id));
      return row;
    },

    async pickExists(id: string): Promise<boolean> {
      const rows = await db.select({ id: debatePicks.id }).from(debatePicks).where(eq(debatePicks.id, id));
      return rows.length > 0;
    },

    async listPicks(
      viewerId: string,
      filter: PickFilter,
      page: { limit: number; offset: number; sort: DebateSort; now: Date },
    ): Promise<{ rows: PickRow[]; total: number }> {
      const where = and(filterWhere(filter), visiblePick(viewerId));
      const rows = await db
        .select(pickColumns(viewerId))
        .from(debatePicks)
        .where(where)
        .orderBy(...sortOrder(page.sort, page.now))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(debatePicks)
        .where(where);
      return { rows, total: count?.total ?? 0 };
    },

    /** Debates per category as `viewerId` would list them (the same rule as a list's total). */
    async categoryCounts(viewerId: string): Promise<Array<{ category: string; debates: number }>> {
      return db
        .select({ category: debatePicks.category, debates: sql<number>`count(*)::int` })
        .from(debatePicks)
        .where(visiblePick(viewerId))
        .groupBy(debatePicks.category);
    },

    /**
     * Voting the same option again removes the vote, the other option moves it (spec section 4).
     * One transaction per click, serialised per player and debate by an advisory lock, so a
     * double click is two clean toggles; the primary key keeps one vote per player regardless.
     */
    async toggleVote(pickId: string, userId: string, option: VoteOption, now: Date): Promise<VoteAction> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`debate-vote:${pickId}:${userId}`}, 0))`);
        const [current] = await tx
          .select({ option: debateVotes.option })
          .from(debateVotes)
          .where(and(eq(debateVotes.pickId, pickId), eq(debateVotes.userId, userId)));
        if (current?.option === option) {
          await tx.delete(debateVotes).where(and(eq(debateVotes.pickId, pickId), eq(debateVotes.userId, userId)));
          return 'removed';
        }
        await tx
          .insert(debateVotes)
          .values({ pickId, userId, option, votedAt: now })
          .onConflictDoUpdate({ target: [debateVotes.pickId, debateVotes.userId], set: { option, votedAt: now } });
        return current ? 'moved' : 'added';
      });
    },

    async removeVote(pickId: string, userId: string): Promise<VoteAction> {
      const rows = await db
        .delete(debateVotes)
        .where(and(eq(debateVotes.pickId, pickId), eq(debateVotes.userId, userId)))
        .returning({ pickId: debateVotes.pickId });
      return rows.length > 0 ? 'removed' : 'none';
    },

    async userVote(pickId: string, userId: string): Promise<VoteOption | null> {
      const [row] = await db
        .select({ option: debateVotes.option })
        .from(debateVotes)
        .where(and(eq(debateVotes.pickId, pickId), eq(debateVotes.userId, userId)));
      return row?.option ?? null;
    },

    async insertComment(comment: {
      pickId: string;
      parentId: string | null;
      authorId: string;
      authorName: string;
      content: string;
      createdAt: Date;
    }): Promise<string> {
      const [row] = await db.insert(debateComments).values(comment).returning({ id: debateComments.id });
      if (!row) throw new Error('insert returned nothing');
      return row.id;
    },

    async findComment(id: string, viewerId: string): Promise<CommentRow | undefined> {
      const [row] = await db.select(commentColumns(viewerId)).from(debateComments).where(eq(debateComments.id, id));
      return row;
    },

    /** Top-level comments of a debate in the chosen order, with how many there are. */
    async listComments(
      pickId: string,
      viewerId: string,
      page: { sort: CommentSort; limit: number; offset: number },
    ): Promise<{ rows: CommentRow[]; total: number }> {
      const where = and(eq(debateComments.pickId, pickId), isNull(debateComments.parentId), visibleComment(viewerId));
      const columns = commentColumns(viewerId);
      const order =
        page.sort === 'oldest'
          ? [asc(debateComments.createdAt), asc(debateComments.id)]
          : page.sort === 'liked'
            ? [desc(columns.likesCount), desc(debateComments.createdAt), desc(debateComments.id)]
            : [desc(debateComments.createdAt), desc(debateComments.id)];
      const rows = await db
        .select(columns)
        .from(debateComments)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(debateComments)
        .where(where);
      return { rows, total: count?.total ?? 0 };
    },

    /** Replies of the given comments, oldest first (a conversation reads top to bottom). */
    async listReplies(parentIds: readonly string[], viewerId: string): Promise<CommentRow[]> {
      if (parentIds.length === 0) return [];
      return db
        .select(commentColumns(viewerId))
        .from(debateComments)
        .where(inArray(debateComments.parentId, [...parentIds]))
        .orderBy(asc(debateComments.createdAt), asc(debateComments.id));
    },

    /**
     * The first (oldest) reply of each comment that `viewerId` may see: what a collapsed thread
     * shows. A hidden first reply gives way to the next visible one, except to its author.
     */
    async firstReplies(parentIds: readonly string[], viewerId: string): Promise<CommentRow[]> {
      if (parentIds.length === 0) return [];
      return db
        .selectDistinctOn([debateComments.parentId], commentColumns(viewerId))
        .from(debateComments)
        .where(and(inArray(debateComments.parentId, [...parentIds]), visibleComment(viewerId)))
        .orderBy(debateComments.parentId, asc(debateComments.createdAt), asc(debateComments.id));
    },

    /** One like per player (the primary key): a repeated like changes nothing. */
    async like(commentId: string, userId: string): Promise<void> {
      await db.insert(debateCommentLikes).values({ commentId, userId }).onConflictDoNothing();
    },

    async unlike(commentId: string, userId: string): Promise<void> {
      await db.delete(debateCommentLikes).where(and(eq(debateCommentLikes.commentId, commentId), eq(debateCommentLikes.userId, userId)));
    },

    async likeState(commentId: string, userId: string): Promise<{ likesCount: number; userLiked: boolean } | undefined> {
      const [row] = await db
        .select({
          likesCount: sql<number>`(select count(*)::int from "debate_comment_likes" l where l."comment_id" = ${COMMENT_ID})`,
          userLiked: sql<boolean>`exists (select 1 from "debate_comment_likes" l where l."comment_id" = ${COMMENT_ID} and l."user_id" = ${userId})`,
        })
        .from(debateComments)
        .where(eq(debateComments.id, commentId));
      return row;
    },

    async userIdByName(username: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row?.id;
    },
  };
}

export type DebateStore = ReturnType<typeof createDebateStore>;
