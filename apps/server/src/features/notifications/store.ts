import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_LIMITS, type Language, type StoredNotification, type StoredNotificationKind } from '@fanclash/protocol';
import type { Database } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { debateComments, debatePicks } from '../../platform/db/schema-debates.js';
import { notifications } from './schema.js';

/**
 * How many players liked the comment in this notification's group: likes by others since the
 * group opened, up to its reading (a read group keeps its number; later likes open a new one).
 * Counted from the likes themselves, so an unlike takes its like back out.
 */
const LIKERS_SQL = `(select count(*)::int from "debate_comment_likes" l
  where l."comment_id" = n."comment_id" and l."user_id" <> n."user_id"
    and l."created_at" >= n."since" and (n."read_at" is null or l."created_at" <= n."read_at"))`;
const LIKERS = sql.raw(LIKERS_SQL);

/** A like group whose likes were all taken back is not shown (nor counted in the badge). */
const VISIBLE = sql.raw(`(n."kind" <> 'comment_like' or ${LIKERS_SQL} > 0)`);

interface ViewRow {
  id: string;
  kind: StoredNotificationKind;
  debate_id: string;
  comment_id: string | null;
  target_parent: string | null;
  target_id: string | null;
  actor_name: string | null;
  likers: number;
  excerpt: string | null;
  option1_name: string;
  option2_name: string;
  option1_name_ru: string | null;
  option2_name_ru: string | null;
  created_ms: number;
  updated_ms: number;
  read: boolean;
}

function excerptOf(text: string | null): string | null {
  if (text === null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > NOTIFICATION_LIMITS.excerptMax ? `${chars.slice(0, NOTIFICATION_LIMITS.excerptMax - 1).join('')}…` : flat;
}

function toView(row: ViewRow, language: Language): StoredNotification {
  const ru = language === 'ru' && row.option1_name_ru && row.option2_name_ru;
  const title = ru ? `${row.option1_name_ru} vs ${row.option2_name_ru}` : `${row.option1_name} vs ${row.option2_name}`;
  return {
    id: row.id,
    kind: row.kind,
    debate_id: row.debate_id,
    debate_title: title,
    comment_id: row.kind === 'debate_trending' ? null : row.comment_id,
    target: row.kind !== 'comment_reply' ? null : row.target_id === null ? 'debate' : row.target_parent === null ? 'comment' : 'reply',
    actor: row.actor_name,
    count: row.kind === 'comment_like' ? Number(row.likers) : 1,
    excerpt: excerptOf(row.excerpt),
    created_at: new Date(Number(row.created_ms)).toISOString(),
    updated_at: new Date(Number(row.updated_ms)).toISOString(),
    read: Boolean(row.read),
  };
}

/** The notifications table: the forum's stored notifications of each player. */
export function createNotificationStore(db: Database) {
  return {
    /** Who wrote a comment or reply, and on which debate (null when it is gone or its author's account is). */
    async commentAuthor(commentId: string): Promise<{ authorId: string | null; pickId: string } | undefined> {
      const [row] = await db
        .select({ authorId: debateComments.authorId, pickId: debateComments.pickId })
        .from(debateComments)
        .where(eq(debateComments.id, commentId));
      return row;
    },

    /** Who opened a debate (null for the daily debate). */
    async debateAuthor(debateId: string): Promise<string | null> {
      const [row] = await db.select({ authorId: debatePicks.authorId }).from(debatePicks).where(eq(debatePicks.id, debateId));
      return row?.authorId ?? null;
    },

    async addReply(entry: {
      userId: string;
      actorId: string;
      actorName: string;
      debateId: string;
      replyId: string;
      targetId: string | null;
      now: Date;
    }): Promise<string | undefined> {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: entry.userId,
          kind: 'comment_reply',
          debateId: entry.debateId,
          commentId: entry.replyId,
          targetId: entry.targetId,
          actorId: entry.actorId,
          actorName: entry.actorName,
          since: entry.now,
          createdAt: entry.now,
          updatedAt: entry.now,
        })
        .returning({ id: notifications.id });
      return row?.id;
    },

    /**
     * A like joins the player's open (unread) group for the comment, or opens one. The group
     * counts likes from the first one's own time (the likes table's clock, not this process's).
     */
    async addLike(entry: { userId: string; actorId: string; actorName: string; debateId: string; commentId: string; now: Date }) {
      const since = sql`coalesce((select l."created_at" from "debate_comment_likes" l where l."comment_id" = ${entry.commentId} and l."user_id" = ${entry.actorId}), now())`;
      const [row] = await db
        .insert(notifications)
        .values({
          userId: entry.userId,
          kind: 'comment_like',
          debateId: entry.debateId,
          commentId: entry.commentId,
          actorId: entry.actorId,
          actorName: entry.actorName,
          groupKey: `like:${entry.commentId}`,
          since,
          createdAt: entry.now,
          updatedAt: entry.now,
        })
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.groupKey],
          targetWhere: sql`${notifications.readAt} IS NULL AND ${notifications.groupKey} IS NOT NULL`,
          set: { actorId: entry.actorId, actorName: entry.actorName, updatedAt: entry.now },
        })
        .returning({ id: notifications.id });
      return row?.id;
    },

    /** A debate gone trending, told once per debate: undefined when it was told before. */
    async addTrending(entry: { userId: string; debateId: string; now: Date }): Promise<string | undefined> {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: entry.userId,
          kind: 'debate_trending',
          debateId: entry.debateId,
          onceKey: `trending:${entry.debateId}`,
          since: entry.now,
          createdAt: entry.now,
          updatedAt: entry.now,
        })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return row?.id;
    },

    /**
     * A notification as `list` would show it, built without storing one: what a push tells a
     * player who turned the kind off in the app but keeps it on their devices. A like counts
     * every like of the comment by others (there is no group to count from). Undefined when the
     * debate or the comment is gone.
     */
    async unstored(entry: {
      id: string;
      kind: StoredNotificationKind;
      userId: string;
      debateId: string;
      commentId: string | null;
      targetId: string | null;
      actorName: string | null;
      language: Language;
      now: Date;
    }): Promise<StoredNotification | undefined> {
      const [row] = rowsOf<Omit<ViewRow, 'created_ms' | 'updated_ms' | 'read' | 'id' | 'kind'>>(
        await db.execute(sql`
          select p."id" as debate_id, c."id" as comment_id, t."parent_id" as target_parent, t."id" as target_id,
            ${entry.actorName}::text as actor_name, c."content" as excerpt,
            (select count(*)::int from "debate_comment_likes" l where l."comment_id" = c."id" and l."user_id" <> ${entry.userId}) as likers,
            p."option1_name", p."option2_name", p."option1_name_ru", p."option2_name_ru"
          from "debate_picks" p
          left join "debate_comments" c on c."id" = ${entry.commentId}::uuid
          left join "debate_comments" t on t."id" = ${entry.targetId}::uuid
          where p."id" = ${entry.debateId}::uuid`),
      );
      if (!row || (entry.commentId !== null && row.comment_id === null)) return undefined;
      const at = entry.now.getTime();
      return toView({ ...row, id: entry.id, kind: entry.kind, created_ms: at, updated_ms: at, read: false }, entry.language);
    },

    /** A player's notifications, latest activity first (or the one named by `id`). */
    async list(
      userId: string,
      language: Language,
      page: { limit: number; offset: number; id?: string },
    ): Promise<{ items: StoredNotification[]; total: number }> {
      const only = page.id ? sql`and n."id" = ${page.id}` : sql``;
      const rows = rowsOf<ViewRow & { total: number }>(
        await db.execute(sql`
          select n."id", n."kind", n."debate_id", n."comment_id", n."target_id", t."parent_id" as target_parent,
            n."actor_name", ${LIKERS} as likers, c."content" as excerpt,
            p."option1_name", p."option2_name", p."option1_name_ru", p."option2_name_ru",
            (extract(epoch from n."created_at") * 1000)::float8 as created_ms,
            (extract(epoch from n."updated_at") * 1000)::float8 as updated_ms,
            (n."read_at" is not null) as read,
            count(*) over ()::int as total
          from "notifications" n
          join "debate_picks" p on p."id" = n."debate_id"
          left join "debate_comments" c on c."id" = n."comment_id"
          left join "debate_comments" t on t."id" = n."target_id"
          where n."user_id" = ${userId} and ${VISIBLE} ${only}
          order by n."updated_at" desc, n."id" desc
          limit ${page.limit} offset ${page.offset}`),
      );
      return { items: rows.map((row) => toView(row, language)), total: Number(rows[0]?.total ?? 0) };
    },

    /** How many are unread (the header badge). */
    async unread(userId: string): Promise<number> {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from "notifications" n where n."user_id" = ${userId} and n."read_at" is null and ${VISIBLE}`,
        ),
      );
      return Number(row?.n ?? 0);
    },

    /** Marks the named ones (or all) read, at the database's clock, which the like groups count by. */
    async markRead(userId: string, ids: readonly string[] | undefined): Promise<void> {
      const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
      if (ids) conditions.push(inArray(notifications.id, [...ids]));
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(...conditions));
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;
