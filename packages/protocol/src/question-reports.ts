import { z } from 'zod';
import { safeString } from './input-safety.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Players report questions (issue 33, item 3): from training or a battle's per-question review,
 * `POST /questions/{id}/report` with a reason and an optional note. One report per player per
 * question; a question reported by enough different players leaves the draw until cleared.
 */

export const QUESTION_REPORT_REASONS = ['wrong_answer', 'two_right', 'translation', 'outdated', 'other'] as const;
export const questionReportReasonSchema = lazySchema(() => z.enum(QUESTION_REPORT_REASONS));
export type QuestionReportReason = z.infer<typeof questionReportReasonSchema>;

export const QUESTION_REPORT_LIMITS = {
  /** Characters in the optional note, after trimming. */
  noteMax: 500,
  /** Reports one player may send in one window (across instances, through the platform limiter). */
  perWindow: 10,
  windowMs: 60 * 60_000,
} as const;

/** The body of `POST /questions/{id}/report`. */
export const questionReportBodySchema = lazySchema(() =>
  z.object({
    reason: questionReportReasonSchema,
    note: safeString().trim().max(QUESTION_REPORT_LIMITS.noteMax).optional(),
  }),
);
export type QuestionReportBody = z.infer<typeof questionReportBodySchema>;

/** 201 to a report: the question named and the reason recorded. */
export const questionReportResponseSchema = lazySchema(() =>
  z.object({
    question_id: z.string(),
    reason: questionReportReasonSchema,
    created_at: z.string(),
  }),
);
export type QuestionReportResponse = z.infer<typeof questionReportResponseSchema>;

/** One question of a finished battle, as its review shows it (in the viewer's language). */
export const battleReviewQuestionSchema = lazySchema(() =>
  z.object({
    /** The bank id: what `POST /questions/{id}/report` names. */
    id: z.string(),
    question: z.string(),
    answers: z.array(z.object({ label: z.string(), text: z.string() })),
    correct_index: z.number().int(),
    /** The viewer's pick (an index into `answers`), null when they did not answer. */
    your_index: z.number().int().nullable(),
    opponent_index: z.number().int().nullable(),
  }),
);
export type BattleReviewQuestion = z.infer<typeof battleReviewQuestionSchema>;

/** `GET /battle/get-battle-review?battle_id=`: each question of a finished battle the caller played. */
export const battleReviewResponseSchema = lazySchema(() =>
  z.object({
    battle_id: z.string(),
    questions: z.array(battleReviewQuestionSchema),
  }),
);
export type BattleReviewResponse = z.infer<typeof battleReviewResponseSchema>;

export const battleReviewQuerySchema = lazySchema(() => z.object({ battle_id: z.uuid() }));
