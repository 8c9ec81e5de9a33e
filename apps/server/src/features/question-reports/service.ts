import { getQuestion } from '@fanclash/content';
import { ERROR_CODES, QUESTION_REPORT_LIMITS, type QuestionReportBody, type QuestionReportResponse } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import type { Platform } from '../../platform/platform.js';
import { rateLimited } from '../auth/rate-rules.js';
import type { UserRow } from '../users/store.js';
import type { HiddenQuestions } from './hidden.js';
import type { QuestionReportStore } from './store.js';

/** A player's report of a bank question; the question leaves the draw at the hide threshold. */
export function createQuestionReportService(platform: Platform, store: QuestionReportStore, hidden: HiddenQuestions) {
  return {
    async report(user: UserRow, questionId: string, body: QuestionReportBody): Promise<QuestionReportResponse> {
      if (!getQuestion(questionId, 'en')) throw new AppError(404, ERROR_CODES.questionNotFound, 'Question not found');
      // Per player (not per address, so RATE_LIMITS=off leaves it on), across instances.
      const quota = await platform.limiter.hit(
        `questionReport:${user.id}`,
        QUESTION_REPORT_LIMITS.perWindow,
        QUESTION_REPORT_LIMITS.windowMs,
      );
      if (!quota.allowed) throw rateLimited('Too many question reports. Please try again later.', quota.retryAfterMs);
      const note = body.note && body.note.length > 0 ? body.note : null;
      const row = await store.add(questionId, user.id, body.reason, note, new Date(platform.clock.now()));
      if (!row) throw new AppError(409, ERROR_CODES.alreadyReported, 'You have already reported this question');
      // At the threshold the question leaves the draw: every instance reloads its list.
      if ((await store.reporters(questionId)) >= platform.config.questionReports.hideAfter) await hidden.changed();
      return { question_id: row.questionId, reason: body.reason, created_at: row.createdAt.toISOString() };
    },
  };
}

export type QuestionReportService = ReturnType<typeof createQuestionReportService>;
