import { QUESTION_REPORT_LIMITS, QUESTION_REPORT_REASONS, questionReportBodySchema } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../../lib/api';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import { reportFailure, reportFormSchema, toReportBody } from './schema';

describe('the report form', () => {
  it('needs a reason and sends an empty note as none, a filled one trimmed', () => {
    const missing = reportFormSchema.safeParse({ note: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('report.reasonRequired');
    expect(toReportBody(reportFormSchema.parse({ reason: 'outdated', note: '   ' }))).toEqual({ reason: 'outdated' });
    expect(toReportBody(reportFormSchema.parse({ reason: 'other', note: '  He retired in 2024 ' }))).toEqual({
      reason: 'other',
      note: 'He retired in 2024',
    });
  });

  it('refuses a note the server would refuse, and every body it builds is one the server accepts', () => {
    const long = reportFormSchema.safeParse({ reason: 'other', note: 'x'.repeat(QUESTION_REPORT_LIMITS.noteMax + 1) });
    expect(long.error?.issues[0]?.message).toBe('report.noteTooLong');
    for (const reason of QUESTION_REPORT_REASONS) {
      const body = toReportBody(reportFormSchema.parse({ reason, note: 'x'.repeat(QUESTION_REPORT_LIMITS.noteMax) }));
      expect(questionReportBodySchema.safeParse(body).success).toBe(true);
    }
  });

  it('explains each failure the server gives, in both languages', () => {
    expect(reportFailure(new ApiError(409, 'already_reported', 'x'))).toBe('already_reported');
    expect(reportFailure(new ApiError(404, 'question_not_found', 'x'))).toBe('question_not_found');
    expect(reportFailure(new ApiError(429, 'rate_limited', 'x'))).toBe('rate_limited');
    expect(reportFailure(new ApiError(0, CLIENT_ERROR_CODES.network, 'x'))).toBe('network');
    expect(reportFailure(new ApiError(500, 'server_error', 'x'))).toBe('unknown');
    expect(reportFailure(new Error('boom'))).toBe('unknown');
    for (const failure of ['already_reported', 'question_not_found', 'rate_limited', 'network', 'unknown'] as const) {
      expect(en.report.errors[failure]).toBeTruthy();
      expect(ru.report.errors[failure]).toBeTruthy();
    }
    for (const reason of QUESTION_REPORT_REASONS) expect(ru.report.reasons[reason]).not.toBe(en.report.reasons[reason]);
  });
});
