import { and, desc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { chatMessages, users } from '../../platform/db/schema.js';
import type { UserRow } from '../users/store.js';
import type { PairColumns } from './friendship.js';
import { rowsOf } from '../../platform/db/rows.js';

export type ChatRow = typeof chatMessages.$inferSelect;

/** The two people of a conversation in the stored order (user_low < user_high). */
export function pairOf(a: string, b: string): { userLow: string; userHigh: string } {
  return a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
}

export interface NewMessage {
  readonly senderId: string;
  readonly receiverId: string;
  readonly message: string;
  readonly clientId?: string | undefined;
}

/** Per friend: the newest message of the conversation (if any) and how many of theirs I have not read. */
export interface PreviewRow {
  readonly friendId: string;
  readonly last: ChatRow | null;
  readonly unread: number;
}

/** The only place that touches the chat table. */
export function createChatStore(db: Database) {
  return {
    /**
     * Stores messages in one statement (a group commit): each row only where `allowed` holds
     * for it (they are friends) and only once per (sender, client_id). Answers, per message in
     * order, its stored row or undefined (refused or already stored: the caller tells which).
     * Committed before it returns, so whoever is told afterwards can rely on it being there.
     */
    async insertMany(messages: readonly NewMessage[], allowed: (columns: PairColumns) => SQL): Promise<Array<ChatRow | undefined>> {
      if (messages.length === 0) return [];
      const values = messages.map((m, i) => {
        const { userLow, userHigh } = pairOf(m.senderId, m.receiverId);
        return sql`(${m.senderId}::uuid, ${m.receiverId}::uuid, ${userLow}::uuid, ${userHigh}::uuid, ${m.message}::text, ${m.clientId ?? null}::text, ${i}::int)`;
      });
      const condition = allowed({ sender: sql`v.sender_id`, receiver: sql`v.receiver_id`, low: sql`v.user_low`, high: sql`v.user_high` });
      const result = await db.execute<RawChatRow>(sql`
        insert into ${chatMessages} (sender_id, receiver_id, user_low, user_high, message, client_id)
        select v.sender_id, v.receiver_id, v.user_low, v.user_high, v.message, v.client_id
        from (values ${sql.join(values, sql`, `)}) as v(sender_id, receiver_id, user_low, user_high, message, client_id, ord)
        where ${condition}
        order by v.ord
        on conflict (sender_id, client_id) do nothing
        returning id, sender_id, receiver_id, user_low, user_high, message, message_type, client_id, is_read, created_at`);
      // Rows come back in insertion order; each goes to the first waiting message it matches.
      const rows = rowsOf<RawChatRow>(result)
        .map(fromRaw)
        .sort((x, y) => x.id - y.id);
      const answers: Array<ChatRow | undefined> = messages.map(() => undefined);
      let from = 0;
      for (const row of rows) {
        for (let i = from; i < messages.length; i += 1) {
          const m = messages[i]!;
          if (answers[i] || m.senderId !== row.senderId || m.receiverId !== row.receiverId) continue;
          if ((m.clientId ?? null) !== row.clientId || m.message !== row.message) continue;
          answers[i] = row;
          if (i === from) from += 1;
          break;
        }
      }
      return answers;
    },

    /** The users with these ids (the chat list's friends), in one query. */
    async people(ids: readonly string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async findByClientId(senderId: string, clientId: string): Promise<ChatRow | undefined> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)))
        .limit(1);
      return row;
    },

    /** The newest `limit` messages of a conversation older than `beforeId`, oldest first. */
    async history(a: string, b: string, limit: number, beforeId?: number): Promise<ChatRow[]> {
      const { userLow, userHigh } = pairOf(a, b);
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.userLow, userLow),
            eq(chatMessages.userHigh, userHigh),
            beforeId === undefined ? undefined : lt(chatMessages.id, beforeId),
          ),
        )
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    /**
     * Marks the sender's unread messages to the reader as read, up to `upToId` (all without
     * it). Returns how many turned read and the newest of the sender's messages now read.
     */
    async markRead(readerId: string, senderId: string, upToId?: number): Promise<{ marked: number; upToId: number }> {
      const updated = await db
        .update(chatMessages)
        .set({ isRead: true })
        .where(
          and(
            eq(chatMessages.receiverId, readerId),
            eq(chatMessages.senderId, senderId),
            sql`not ${chatMessages.isRead}`,
            upToId === undefined ? undefined : lte(chatMessages.id, upToId),
          ),
        )
        .returning({ id: chatMessages.id });
      const newest = updated.reduce((max, row) => Math.max(max, row.id), 0);
      return { marked: updated.length, upToId: newest };
    },

    async unreadCount(readerId: string, senderId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.receiverId, readerId), eq(chatMessages.senderId, senderId), sql`not ${chatMessages.isRead}`));
      return row?.n ?? 0;
    },

    async last(a: string, b: string): Promise<ChatRow | undefined> {
      const [row] = await this.history(a, b, 1);
      return row;
    },

    /**
     * Previews of many conversations of one user in two statements (not two per friend): the
     * newest message per pair through the pair index, and the unread counts per sender.
     */
    async previews(userId: string, friendIds: readonly string[]): Promise<PreviewRow[]> {
      if (friendIds.length === 0) return [];
      const ids = sql`array[${sql.join(
        friendIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`;
      const lastRows = await db.execute<{ friend_id: string; id: string | number | null }>(sql`
        select f.friend_id, m.id
        from unnest(${ids}) as f(friend_id)
        left join lateral (
          select c.id from ${chatMessages} c
          where c.user_low = least(${userId}::uuid, f.friend_id) and c.user_high = greatest(${userId}::uuid, f.friend_id)
          order by c.id desc limit 1
        ) m on true`);
      const lastIds = rowsOf<{ friend_id: string; id: string | number | null }>(lastRows)
        .map((r) => (r.id === null ? null : Number(r.id)))
        .filter((id): id is number => id !== null);
      const lastMessages = lastIds.length
        ? await db
            .select()
            .from(chatMessages)
            .where(
              sql`${chatMessages.id} in (${sql.join(
                lastIds.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            )
        : [];
      const unreadRows = await db
        .select({ senderId: chatMessages.senderId, n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.receiverId, userId), sql`not ${chatMessages.isRead}`))
        .groupBy(chatMessages.senderId);
      const unread = new Map(unreadRows.map((r) => [r.senderId, r.n]));
      const lastByFriend = new Map(lastMessages.map((m) => [m.senderId === userId ? m.receiverId : m.senderId, m]));
      return friendIds.map((friendId) => ({ friendId, last: lastByFriend.get(friendId) ?? null, unread: unread.get(friendId) ?? 0 }));
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

type RawChatRow = {
  id: string | number;
  sender_id: string;
  receiver_id: string;
  user_low: string;
  user_high: string;
  message: string;
  message_type: string;
  client_id: string | null;
  is_read: boolean;
  created_at: Date | string;
};

/** A row from raw SQL: bigint ids arrive as strings from node-postgres, timestamps maybe as text. */
function fromRaw(raw: RawChatRow): ChatRow {
  return {
    id: Number(raw.id),
    senderId: raw.sender_id,
    receiverId: raw.receiver_id,
    userLow: raw.user_low,
    userHigh: raw.user_high,
    message: raw.message,
    messageType: raw.message_type,
    clientId: raw.client_id,
    isRead: raw.is_read,
    createdAt: raw.created_at instanceof Date ? raw.created_at : new Date(raw.created_at),
  };
}
