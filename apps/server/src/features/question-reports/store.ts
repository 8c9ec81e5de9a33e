import { asc, count, eq, gte } from 'drizzle-orm';
import type { QuestionReportReason } from '@fanclash/protocol';
import type { Database } from '../../platform/db/client.js';
import { questionReports } from '../../platform/db/schema-question-reports.js';

export interface StoredReport {
  readonly questionId: string;
  readonly userId: string;
  readonly reason: string;
  readonly note: string | null;
  readonly createdAt: Date;
}

/** The question_reports table: one row per player per question (its primary key). */
export function createQuestionReportStore(db: Database) {
  return {
    /** Records a report; null when this player already reported this question. */
    async add(
      questionId: string,
      userId: string,
      reason: QuestionReportReason,
      note: string | null,
      now: Date,
    ): Promise<StoredReport | null> {
      const rows = await db
        .insert(questionReports)
        .values({ questionId, userId, reason, note, createdAt: now })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },

    /** How many different players reported a question. */
    async reporters(questionId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(questionReports).where(eq(questionReports.questionId, questionId));
      return row?.n ?? 0;
    },

    /** The questions at least `threshold` different players reported: those left out of the draw. */
    async hidden(threshold: number): Promise<string[]> {
      const rows = await db
        .select({ questionId: questionReports.questionId })
        .from(questionReports)
        .groupBy(questionReports.questionId)
        .having(gte(count(), threshold));
      return rows.map((row) => row.questionId);
    },

    /** Every report, grouped by question in the caller (the CLI's list). */
    async all(): Promise<StoredReport[]> {
      return db.select().from(questionReports).orderBy(asc(questionReports.questionId), asc(questionReports.createdAt));
    },

    /** Deletes a question's reports (after a fix): it is back in the draw. Returns how many went. */
    async clear(questionId: string): Promise<number> {
      const rows = await db
        .delete(questionReports)
        .where(eq(questionReports.questionId, questionId))
        .returning({ id: questionReports.userId });
      return rows.length;
    },
  };
}

export type QuestionReportStore = ReturnType<typeof createQuestionReportStore>;
