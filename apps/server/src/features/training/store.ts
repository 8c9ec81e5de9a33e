import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { flashcardReviews, incorrectAnswers, trainingAnswers, trainingSessions } from '../../platform/db/schema.js';
import { missAgain, newMissCard, review, reviewTime, type FlashcardRating } from './schedule.js';

/** Every query on the training tables. Functions taking `db` also run inside a caller's transaction. */

export type IncorrectAnswerRow = typeof incorrectAnswers.$inferSelect;
export type SessionRow = typeof trainingSessions.$inferSelect;

export interface Miss {
  readonly questionKey: string;
  readonly questionId: string | null;
  readonly questionText: string;
  readonly userAnswer: string;
  readonly userAnswerIndex: number | null;
  readonly correctAnswer: string;
  readonly sport: string;
  readonly level: string;
  readonly origin: 'training' | 'battle';
}

/**
 * What became of a review: applied (the card rescheduled), duplicate (its id was recorded
 * before: nothing changes), superseded (made before the card's latest miss, which decides).
 */
export type ReviewOutcome = 'applied' | 'duplicate' | 'superseded';

export interface ReviewInput {
  /** The client's id for the review; one is made up for a review that has none. */
  readonly reviewId?: string | undefined;
  /** When the player made it (an offline review synced later); default now. */
  readonly reviewedAt?: Date | undefined;
}

export interface MissFilter {
  readonly sport: string;
  readonly level: string;
}

/**
 * Records a miss: a new record with a card due at once, or the existing record of the same
 * question missed again (count +1, FSRS lapse, due at once). Insert-first, so two misses of
 * one question at the same moment end in one record. Returns the record's id.
 */
export async function recordMiss(db: Database, userId: string, miss: Miss, now: Date): Promise<string> {
  const card = newMissCard(now);
  const [inserted] = await db
    .insert(incorrectAnswers)
    .values({ userId, ...miss, card, due: new Date(card.due), lastMissedAt: now })
    .onConflictDoNothing()
    .returning({ id: incorrectAnswers.id });
  if (inserted) return inserted.id;
  return missedAgain(db, userId, miss, now);
}

/**
 * A battle's misses as incorrect_answers' columns, for the result's function (migration
 * 0027_record_battle_result): it inserts them all at once, and only those already on record (the
 * same question missed before) take missedAgain, one by one. The outcome is recordMiss's for each.
 */
export function missRecordRows(misses: ReadonlyArray<{ userId: string; miss: Miss }>) {
  return misses.map(({ userId, miss }) => ({
    user_id: userId,
    question_key: miss.questionKey,
    question_id: miss.questionId,
    question_text: miss.questionText,
    user_answer: miss.userAnswer,
    user_answer_index: miss.userAnswerIndex,
    correct_answer: miss.correctAnswer,
    sport: miss.sport,
    level: miss.level,
    origin: miss.origin,
  }));
}

/** The same question missed again: count +1, FSRS lapse, due at once. */
export async function missedAgain(db: Database, userId: string, miss: Miss, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(incorrectAnswers)
      .where(and(eq(incorrectAnswers.userId, userId), eq(incorrectAnswers.questionKey, miss.questionKey)))
      .for('update');
    if (!existing) throw new Error('incorrect answer record vanished during a miss');
    const next = missAgain(existing.card, now);
    await tx
      .update(incorrectAnswers)
      .set({ ...miss, misses: existing.misses + 1, card: next, due: new Date(next.due), lastMissedAt: now })
      .where(eq(incorrectAnswers.id, existing.id));
    return existing.id;
  });
}

/** Wipes a player's training (a statistics reset): misses, answers and sessions. */
export async function clearTraining(db: Database, userId: string): Promise<void> {
  await db.delete(incorrectAnswers).where(eq(incorrectAnswers.userId, userId));
  await db.delete(trainingAnswers).where(eq(trainingAnswers.userId, userId));
  await db.delete(trainingSessions).where(eq(trainingSessions.userId, userId));
}

function missWhere(userId: string, filter: MissFilter): SQL | undefined {
  return and(
    eq(incorrectAnswers.userId, userId),
    filter.sport === 'all' ? undefined : eq(incorrectAnswers.sport, filter.sport),
    filter.level === 'all' ? undefined : eq(incorrectAnswers.level, filter.level),
  );
}

export function createTrainingStore(db: Database) {
  return {
    async createSession(userId: string, sessionType: string, sport: string, level: string, now: Date): Promise<SessionRow> {
      const [row] = await db.insert(trainingSessions).values({ userId, sessionType, sport, level, startedAt: now }).returning();
      if (!row) throw new Error('training session insert returned nothing');
      return row;
    },

    async findSession(id: string, userId: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(trainingSessions)
        .where(and(eq(trainingSessions.id, id), eq(trainingSessions.userId, userId)));
      return row;
    },

    /** Closes an open session; false when it was already closed (a repeated complete). */
    async completeSession(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(trainingSessions)
        .set({ completedAt: now })
        .where(and(eq(trainingSessions.id, id), sql`${trainingSessions.completedAt} is null`))
        .returning({ id: trainingSessions.id });
      return rows.length > 0;
    },

    async sessionScore(sessionId: string): Promise<{ total: number; correct: number }> {
      const [row] = await db
        .select({ total: count(), correct: sql<number>`count(*) filter (where ${trainingAnswers.correct})` })
        .from(trainingAnswers)
        .where(eq(trainingAnswers.sessionId, sessionId));
      return { total: Number(row?.total ?? 0), correct: Number(row?.correct ?? 0) };
    },

    /** One answer per question per session: a repeated submit is not counted twice. */
    async insertAnswer(values: typeof trainingAnswers.$inferInsert): Promise<boolean> {
      const rows = await db.insert(trainingAnswers).values(values).onConflictDoNothing().returning({ id: trainingAnswers.id });
      return rows.length > 0;
    },

    async counts(userId: string): Promise<{ totalAnswers: number; totalIncorrect: number; sessions: number }> {
      const [answers] = await db
        .select({ total: count(), incorrect: sql<number>`count(*) filter (where not ${trainingAnswers.correct})` })
        .from(trainingAnswers)
        .where(eq(trainingAnswers.userId, userId));
      const [sessions] = await db
        .select({ total: count() })
        .from(trainingSessions)
        .where(and(eq(trainingSessions.userId, userId), isNotNull(trainingSessions.completedAt)));
      return {
        totalAnswers: Number(answers?.total ?? 0),
        totalIncorrect: Number(answers?.incorrect ?? 0),
        sessions: Number(sessions?.total ?? 0),
      };
    },

    recordMiss: (userId: string, miss: Miss, now: Date) => recordMiss(db, userId, miss, now),

    async findMiss(userId: string, id: string): Promise<IncorrectAnswerRow | undefined> {
      const [row] = await db
        .select()
        .from(incorrectAnswers)
        .where(and(eq(incorrectAnswers.userId, userId), eq(incorrectAnswers.id, id)));
      return row;
    },

    async findMissByKey(userId: string, key: string): Promise<IncorrectAnswerRow | undefined> {
      const [row] = await db
        .select()
        .from(incorrectAnswers)
        .where(and(eq(incorrectAnswers.userId, userId), eq(incorrectAnswers.questionKey, key)));
      return row;
    },

    async findMisses(userId: string, ids: readonly string[]): Promise<IncorrectAnswerRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(incorrectAnswers)
        .where(and(eq(incorrectAnswers.userId, userId), inArray(incorrectAnswers.id, [...ids])));
    },

    /** Newest miss first. */
    async listMisses(userId: string, filter: MissFilter, limit = 500): Promise<IncorrectAnswerRow[]> {
      return db.select().from(incorrectAnswers).where(missWhere(userId, filter)).orderBy(desc(incorrectAnswers.lastMissedAt)).limit(limit);
    },

    /** The cards due for review now, the most overdue first. */
    async dueMisses(userId: string, filter: MissFilter, now: Date, limit: number): Promise<IncorrectAnswerRow[]> {
      return db
        .select()
        .from(incorrectAnswers)
        .where(and(missWhere(userId, filter), lte(incorrectAnswers.due, now)))
        .orderBy(asc(incorrectAnswers.due), asc(incorrectAnswers.createdAt))
        .limit(limit);
    },

    /**
     * A review of one card, under the card's row lock (two tabs or devices reviewing at once
     * both count, one after the other). Reviews are merged by the time they were made: one
     * made before reviews already applied (an offline device syncing late) is applied to the
     * card as it was before them, and they are replayed on top. A review id seen before is a
     * duplicate and changes nothing; a review made before the card's latest miss is recorded
     * but leaves the schedule to the miss (which reset the card after it).
     */
    async reviewMiss(
      userId: string,
      id: string,
      rating: FlashcardRating,
      now: Date,
      input: ReviewInput = {},
    ): Promise<{ row: IncorrectAnswerRow; outcome: ReviewOutcome; reviewId: string } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(incorrectAnswers)
          .where(and(eq(incorrectAnswers.userId, userId), eq(incorrectAnswers.id, id)))
          .for('update');
        if (!row) return undefined;
        const reviewId = input.reviewId ?? randomUUID();
        if (input.reviewId) {
          const [seen] = await tx
            .select({ id: flashcardReviews.id })
            .from(flashcardReviews)
            .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.id, reviewId)));
          if (seen) return { row, outcome: 'duplicate' as const, reviewId };
        }
        const record = { userId, id: reviewId, cardId: id, rating };
        let at = reviewTime(input.reviewedAt, now);
        if (at < row.lastMissedAt) {
          await tx
            .insert(flashcardReviews)
            .values({ ...record, reviewedAt: at, applied: false, cardBefore: null })
            .onConflictDoNothing();
          return { row, outcome: 'superseded' as const, reviewId };
        }
        // The reviews already applied that were made after this one: replayed on top of it.
        const later = await tx
          .select()
          .from(flashcardReviews)
          .where(and(eq(flashcardReviews.cardId, id), eq(flashcardReviews.applied, true), gt(flashcardReviews.reviewedAt, at)))
          .orderBy(asc(flashcardReviews.reviewedAt), asc(flashcardReviews.createdAt));
        const base = later[0]?.cardBefore ?? row.card;
        // FSRS cannot go back in time: never before the review the base state already holds.
        if (base.last_review && at < new Date(base.last_review)) at = new Date(base.last_review);
        await tx.insert(flashcardReviews).values({ ...record, reviewedAt: at, applied: true, cardBefore: base });
        let card = review(base, rating, at);
        for (const next of later) {
          await tx
            .update(flashcardReviews)
            .set({ cardBefore: card })
            .where(and(eq(flashcardReviews.userId, next.userId), eq(flashcardReviews.id, next.id)));
          card = review(card, next.rating === 'need_review' ? 'need_review' : 'got_it', next.reviewedAt);
        }
        const [updated] = await tx
          .update(incorrectAnswers)
          .set({ card, due: new Date(card.due) })
          .where(eq(incorrectAnswers.id, id))
          .returning();
        if (!updated) throw new Error('incorrect answer record vanished during a review');
        return { row: updated, outcome: 'applied' as const, reviewId };
      });
    },
  };
}

export type TrainingStore = ReturnType<typeof createTrainingStore>;
