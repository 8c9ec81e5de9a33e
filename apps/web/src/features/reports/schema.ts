import { lazySchema, MODERATION_LIMITS, REPORT_REASONS, type ReportBody, type ReportKind } from '@fanclash/protocol';
import { z } from 'zod';
import { ApiError } from '../../lib/api';

/**
 * The report form: a reason (required) and an optional note, with the server's limits.
 * Messages are keys of the `reports` namespace.
 */
export const reportFormSchema = lazySchema(() =>
  z.object({
    reason: z.enum(REPORT_REASONS, { error: 'form.reasonRequired' }),
    note: z.string().trim().max(MODERATION_LIMITS.noteMax, 'form.noteTooLong'),
  }),
);
export type ReportFormValues = z.input<typeof reportFormSchema>;

/** The request body for one item: an empty note is left out. */
export function toReportBody(kind: ReportKind, targetId: string, values: z.output<typeof reportFormSchema>): ReportBody {
  return { kind, target_id: targetId, reason: values.reason, ...(values.note.length > 0 ? { note: values.note } : {}) };
}

export type ReportFailure = 'already_reported' | 'report_target_not_found' | 'report_own' | 'rate_limited' | 'network' | 'unknown';

/** Which text explains a failed report. */
export function reportFailure(error: unknown): ReportFailure {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.isNetworkError) return 'network';
  switch (error.code) {
    case 'already_reported':
    case 'report_target_not_found':
    case 'report_own':
    case 'rate_limited':
      return error.code;
    default:
      return 'unknown';
  }
}
