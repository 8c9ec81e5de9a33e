import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

/** Players' reports of bank questions (issue 33, item 3; migration 0015_question_reports, written by hand). */
export const questionReports = pgTable(
  'question_reports',
  {
    /** The bank id (packages/content): the bank is not in the database, so no foreign key. */
    questionId: text('question_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** wrong_answer | two_right | translation | outdated | other */
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index('question_reports_user_idx').on(t.userId)],
);
