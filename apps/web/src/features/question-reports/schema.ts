import { lazySchema, QUESTION_REPORT_LIMITS, QUESTION_REPORT_REASONS, type QuestionReportBody } from '@fanclash/protocol';
import { z } from 'zod';
import { ApiError } from '../../lib/api';

/**
 * The report form: a reason (required) and an optional note, checked with the same limits the
 * server applies. Messages are i18n keys of the `questionReports` namespace.
 */
export const reportFormSchema = lazySchema(() =>
  z.object({
    reason: z.enum(QUESTION_REPORT_REASONS, { error: 'report.reasonRequired' }),
    note: z.string().trim().max(QUESTION_REPORT_LIMITS.noteMax, 'report.noteTooLong'),
  }),
);
export type ReportFormValues = z.input<typeof reportFormSchema>;

/** The request body: an empty note is left out. */
export function toReportBody(values: z.output<typeof reportFormSchema>): QuestionReportBody {
  return values.note.length > 0 ? { reason: values.reason, note: values.note } : { reason: values.reason };
}

export type ReportFailure = 'already_reported' | 'question_not_found' | 'rate_limited' | 'network' | 'unknown';

/** Which text explains a failed report. */
export function reportFailure(error: unknown): ReportFailure {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.isNetworkError) return 'network';
  if (error.code === 'already_reported' || error.code === 'question_not_found' || error.code === 'rate_limited') return error.code;
  return 'unknown';
}
