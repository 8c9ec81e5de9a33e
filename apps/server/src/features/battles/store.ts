import { and, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { battles, jobLocks, seenQuestions, users } from '../../platform/db/schema.js';

export type BattleRow = typeof battles.$inferSelect;
export type WaitingRow = BattleRow & { creatorAvatar: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids come from clients: anything that is not a UUID cannot name a battle (and must not reach a uuid column). */
export const isBattleId = (id: string) => UUID.test(id);

export type CreateOutcome = { row: BattleRow } | { refused: 'limit' | 'duplicate' };

/** The battle lifecycle's queries: waiting list, join, cancel, sweeps, seen questions. */
export function createBattleStore(db: Database) {
  return {
    async findById(id: string): Promise<BattleRow | undefined> {
      if (!isBattleId(id)) return undefined;
      const [row] = await db.select().from(battles).where(eq(battles.id, id)).limit(1);
      return row;
    },

    /**
     * Creates a waiting battle unless the creator already has `limit` waiting or one of the
     * same sport and level. The creator's user row is locked first, so two simultaneous
     * creates by one player are checked one after the other.
     */
    async createWaiting(values: {
      userId: string;
      username: string;
      sport: string;
      level: string;
      now: Date;
      limit: number;
    }): Promise<CreateOutcome> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
        const waiting = await tx
          .select({ sport: battles.sport, level: battles.level })
          .from(battles)
          .where(and(eq(battles.firstOpponentId, values.userId), eq(battles.status, 'waiting')));
        if (waiting.length >= values.limit) return { refused: 'limit' as const };
        if (waiting.some((w) => w.sport === values.sport && w.level === values.level)) return { refused: 'duplicate' as const };
        const [row] = await tx
          .insert(battles)
          .values({
            firstOpponentId: values.userId,
            firstOpponent: values.username,
            sport: values.sport,
            level: values.level,
            status: 'waiting',
            lastActivityAt: values.now,
            createdAt: values.now,
          })
          .returning();
        if (!row) throw new Error('battle insert returned nothing');
        return { row };
      });
    },

    async listWaiting(limit: number): Promise<WaitingRow[]> {
      const rows = await db
        .select({ battle: battles, creatorAvatar: users.avatar })
        .from(battles)
        .leftJoin(users, eq(users.id, battles.firstOpponentId))
        .where(eq(battles.status, 'waiting'))
        .orderBy(desc(battles.createdAt))
        .limit(limit);
      return rows.map((r) => ({ ...r.battle, creatorAvatar: r.creatorAvatar ?? '' }));
    },

    /**
     * waiting -> active in one conditional UPDATE: of two simultaneous joins exactly one
     * matches `status = 'waiting'`; the other gets nothing back.
     */
    async activate(id: string, joiner: { id: string; username: string }, questionIds: string[], now: Date): Promise<BattleRow | undefined> {
      const [row] = await db
        .update(battles)
        .set({
          status: 'active',
          secondOpponentId: joiner.id,
          secondOpponent: joiner.username,
          questionIds,
          startedAt: now,
          lastActivityAt: now,
        })
        .where(and(eq(battles.id, id), eq(battles.status, 'waiting'), ne(battles.firstOpponentId, joiner.id)))
        .returning();
      return row;
    },

    async cancelWaiting(id: string, creatorId: string, now: Date): Promise<BattleRow | undefined> {
      const [row] = await db
        .update(battles)
        .set({ status: 'cancelled', finishedAt: now })
        .where(and(eq(battles.id, id), eq(battles.status, 'waiting'), eq(battles.firstOpponentId, creatorId)))
        .returning();
      return row;
    },

    /** An active battle that cannot go on (both left, server stopping, lost owner). */
    async cancelActive(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(battles)
        .set({ status: 'cancelled', finishedAt: now })
        .where(and(eq(battles.id, id), eq(battles.status, 'active')))
        .returning({ id: battles.id });
      return rows.length > 0;
    },

    /** The creator is active: every waiting battle of theirs stays open. */
    async touchWaiting(userId: string, now: Date): Promise<void> {
      await db
        .update(battles)
        .set({ lastActivityAt: now })
        .where(and(eq(battles.firstOpponentId, userId), eq(battles.status, 'waiting')));
    },

    /** Cancels waiting battles idle since `cutoff`; each row comes back to exactly one caller. */
    async cancelInactive(cutoff: Date, now: Date): Promise<BattleRow[]> {
      return db
        .update(battles)
        .set({ status: 'cancelled', finishedAt: now })
        .where(and(eq(battles.status, 'waiting'), lt(battles.lastActivityAt, cutoff)))
        .returning();
    },

    /** Active battles started before `cutoff` can no longer be running: their owner is gone. */
    async cancelStaleActive(cutoff: Date, now: Date): Promise<BattleRow[]> {
      return db
        .update(battles)
        .set({ status: 'cancelled', finishedAt: now })
        .where(and(eq(battles.status, 'active'), lt(battles.startedAt, cutoff)))
        .returning();
    },

    /**
     * Takes or renews a lease on a job: true when this instance may run it now. An expired
     * lease passes to whoever asks next, so a dead instance does not stop the job.
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

    async recentlySeen(userIds: string[], since: Date, limit: number): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ questionId: seenQuestions.questionId })
        .from(seenQuestions)
        .where(and(inArray(seenQuestions.userId, userIds), gt(seenQuestions.seenAt, since)))
        .orderBy(desc(seenQuestions.seenAt))
        .limit(limit);
      return rows.map((r) => r.questionId);
    },

    /** Many (player, question) pairs in one statement; pairs must be distinct. */
    async markSeenMany(rows: ReadonlyArray<{ userId: string; questionId: string; seenAt: Date }>): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(seenQuestions)
        .values([...rows])
        .onConflictDoUpdate({ target: [seenQuestions.userId, seenQuestions.questionId], set: { seenAt: sql`excluded.seen_at` } });
    },

    async markSeen(userIds: string[], questionId: string, now: Date): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insert(seenQuestions)
        .values(userIds.map((userId) => ({ userId, questionId, seenAt: now })))
        .onConflictDoUpdate({ target: [seenQuestions.userId, seenQuestions.questionId], set: { seenAt: sql`excluded.seen_at` } });
    },
  };
}

export type BattleStore = ReturnType<typeof createBattleStore>;
