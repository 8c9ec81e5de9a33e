import { and, asc, count, desc, eq, gt, inArray, isNull, lt, max, min, or, sql } from 'drizzle-orm';
import type { ReportKind } from '@fanclash/protocol';
import type { Database } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';
import { chatMessages } from '../../platform/db/schema-chat.js';
import { debateComments, debatePicks } from '../../platform/db/schema-debates.js';
import { contentReports, hiddenContent, moderationAudit, moderators, playerSanctions } from './schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** A reportable item as moderation sees it: who wrote it, what it says, where it lives. */
export interface Target {
  readonly kind: ReportKind;
  /** The stored id: a chat message's number, a debate's or comment's uuid, a player's user id. */
  readonly id: string;
  readonly authorId: string | null;
  readonly authorName: string | null;
  readonly text: string;
  readonly debateId: string | null;
  /** For a chat message: the two people of the conversation. */
  readonly participants?: readonly string[];
}

export interface AuditInput {
  readonly moderatorId: string | null;
  readonly moderatorName: string;
  readonly action: string;
  readonly kind: string;
  readonly targetId: string;
  readonly targetUserId: string | null;
  readonly targetUserName: string | null;
  readonly reason: string;
  readonly hours: number | null;
  readonly at: Date;
}

/** Every query of reports and moderation (tables of 0018_moderation, and reads of the reported items). */
export function createModerationStore(db: Database) {
  return {
    async isModerator(userId: string): Promise<boolean> {
      const rows = await db.select({ id: moderators.userId }).from(moderators).where(eq(moderators.userId, userId));
      return rows.length > 0;
    },

    /** Grants the role; false when the player already had it. */
    async grant(userId: string, at: Date): Promise<boolean> {
      const rows = await db.insert(moderators).values({ userId, grantedAt: at }).onConflictDoNothing().returning();
      return rows.length > 0;
    },

    /** Takes the role away; false when the player did not have it. */
    async revoke(userId: string): Promise<boolean> {
      const rows = await db.delete(moderators).where(eq(moderators.userId, userId)).returning();
      return rows.length > 0;
    },

    /** The reportable item, or undefined when it does not exist. */
    async target(kind: ReportKind, id: string): Promise<Target | undefined> {
      switch (kind) {
        case 'chat_message': {
          if (!/^\d{1,15}$/.test(id)) return undefined;
          const [row] = await db
            .select({
              id: chatMessages.id,
              senderId: chatMessages.senderId,
              receiverId: chatMessages.receiverId,
              text: chatMessages.message,
              name: users.username,
            })
            .from(chatMessages)
            .leftJoin(users, eq(users.id, chatMessages.senderId))
            .where(eq(chatMessages.id, Number(id)));
          if (!row) return undefined;
          return {
            kind,
            id: String(row.id),
            authorId: row.senderId,
            authorName: row.name,
            text: row.text,
            debateId: null,
            participants: [row.senderId, row.receiverId],
          };
        }
        case 'debate': {
          if (!isUuid(id)) return undefined;
          const [row] = await db.select().from(debatePicks).where(eq(debatePicks.id, id));
          if (!row) return undefined;
          const text = `${row.option1Name} vs ${row.option2Name}\n${row.option1Description}\n${row.option2Description}`;
          return { kind, id: row.id, authorId: row.authorId, authorName: row.authorName, text, debateId: row.id };
        }
        case 'comment': {
          if (!isUuid(id)) return undefined;
          const [row] = await db.select().from(debateComments).where(eq(debateComments.id, id));
          if (!row) return undefined;
          return { kind, id: row.id, authorId: row.authorId, authorName: row.authorName, text: row.content, debateId: row.pickId };
        }
        case 'player': {
          const [row] = await db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(isUuid(id) ? eq(users.id, id) : sql`lower(${users.username}) = lower(${id})`);
          if (!row) return undefined;
          return { kind, id: row.id, authorId: row.id, authorName: row.username, text: row.username, debateId: null };
        }
      }
    },

    /** Records a report; null when this reporter already reported this target. */
    async addReport(values: {
      reporterId: string;
      kind: ReportKind;
      targetId: string;
      targetUserId: string | null;
      reason: string;
      note: string | null;
      at: Date;
    }) {
      const rows = await db
        .insert(contentReports)
        .values({ ...values, createdAt: values.at })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },

    /** Open items, the most reported first, then the oldest first report. */
    async openItems(limit: number, offset: number) {
      const first = min(contentReports.createdAt);
      const reports = count();
      return db
        .select({ kind: contentReports.kind, targetId: contentReports.targetId, reports, first, last: max(contentReports.createdAt) })
        .from(contentReports)
        .where(isNull(contentReports.resolvedAt))
        .groupBy(contentReports.kind, contentReports.targetId)
        .orderBy(desc(reports), asc(first), asc(contentReports.targetId))
        .limit(limit)
        .offset(offset);
    },

    /** The open reports of one item with their reporters' names, oldest first. */
    async openReports(kind: string, targetId: string) {
      return db
        .select({ reporter: users.username, reason: contentReports.reason, note: contentReports.note, at: contentReports.createdAt })
        .from(contentReports)
        .innerJoin(users, eq(users.id, contentReports.reporterId))
        .where(and(eq(contentReports.kind, kind), eq(contentReports.targetId, targetId), isNull(contentReports.resolvedAt)))
        .orderBy(asc(contentReports.createdAt));
    },

    /** Closes an item's open reports (a moderator acted on it); returns how many. */
    async resolve(kind: string, targetId: string, at: Date): Promise<number> {
      const rows = await db
        .update(contentReports)
        .set({ resolvedAt: at })
        .where(and(eq(contentReports.kind, kind), eq(contentReports.targetId, targetId), isNull(contentReports.resolvedAt)))
        .returning({ id: contentReports.id });
      return rows.length;
    },

    /** Chat lines around a message: up to `around` before and after, oldest first. */
    async chatAround(messageId: number, around: number) {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
      if (!row) return [];
      const pair = and(eq(chatMessages.userLow, row.userLow), eq(chatMessages.userHigh, row.userHigh));
      const fields = { id: chatMessages.id, text: chatMessages.message, at: chatMessages.createdAt, author: users.username };
      const before = await db
        .select(fields)
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.senderId))
        .where(and(pair, lt(chatMessages.id, messageId)))
        .orderBy(desc(chatMessages.id))
        .limit(around);
      const after = await db
        .select(fields)
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.senderId))
        .where(and(pair, gt(chatMessages.id, messageId - 1)))
        .orderBy(asc(chatMessages.id))
        .limit(around + 1);
      return [...before.reverse(), ...after].map((m) => ({ id: String(m.id), author: m.author ?? '', text: m.text, at: m.at }));
    },

    /** A comment's thread: its top-level comment and the replies, oldest first (at most `limit`). */
    async thread(commentId: string, limit: number) {
      const [row] = await db.select().from(debateComments).where(eq(debateComments.id, commentId));
      if (!row) return [];
      const top = row.parentId ?? row.id;
      const rows = await db
        .select()
        .from(debateComments)
        .where(or(eq(debateComments.id, top), eq(debateComments.parentId, top)))
        .orderBy(asc(debateComments.createdAt))
        .limit(limit);
      return rows.map((c) => ({ id: c.id, author: c.authorName, text: c.content, at: c.createdAt }));
    },

    async usernames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.username]));
    },

    async hide(kind: string, targetId: string, authorId: string | null, by: string, at: Date): Promise<void> {
      await db.insert(hiddenContent).values({ kind, targetId, authorId, hiddenBy: by, hiddenAt: at }).onConflictDoNothing();
    },

    async restore(kind: string, targetId: string): Promise<void> {
      await db.delete(hiddenContent).where(and(eq(hiddenContent.kind, kind), eq(hiddenContent.targetId, targetId)));
    },

    async sanction(userId: string) {
      const [row] = await db.select().from(playerSanctions).where(eq(playerSanctions.userId, userId));
      return row;
    },

    async setSanction(userId: string, values: { mutedUntil: Date | null; suspended: boolean; suspendedUntil: Date | null }, at: Date) {
      await db
        .insert(playerSanctions)
        .values({ userId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: playerSanctions.userId, set: { ...values, updatedAt: at } });
    },

    async audit(entry: AuditInput): Promise<void> {
      const { at, ...values } = entry;
      await db.insert(moderationAudit).values({ ...values, createdAt: at });
    },

    async auditPage(limit: number, offset: number) {
      const rows = await db
        .select()
        .from(moderationAudit)
        .orderBy(desc(moderationAudit.createdAt), desc(moderationAudit.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(moderationAudit);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type ModerationStore = ReturnType<typeof createModerationStore>;
