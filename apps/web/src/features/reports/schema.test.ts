import { MODERATION_LIMITS, REPORT_KINDS, REPORT_REASONS, reportBodySchema } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../../lib/api';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import { reportFailure, reportFormSchema, toReportBody } from './schema';

describe('the content report form', () => {
  it('needs a reason and sends an empty note as none, a filled one trimmed', () => {
    const missing = reportFormSchema.safeParse({ note: '' });
    expect(missing.error?.issues[0]?.message).toBe('form.reasonRequired');
    expect(toReportBody('comment', 'c1', reportFormSchema.parse({ reason: 'spam', note: '   ' }))).toEqual({
      kind: 'comment',
      target_id: 'c1',
      reason: 'spam',
    });
    expect(toReportBody('player', 'Carl', reportFormSchema.parse({ reason: 'hate', note: '  slurs in his name ' }))).toEqual({
      kind: 'player',
      target_id: 'Carl',
      reason: 'hate',
      note: 'slurs in his name',
    });
  });

  it('refuses a note the server would refuse; every body it builds is one the server accepts', () => {
    const long = reportFormSchema.safeParse({ reason: 'other', note: 'x'.repeat(MODERATION_LIMITS.noteMax + 1) });
    expect(long.error?.issues[0]?.message).toBe('form.noteTooLong');
    for (const kind of REPORT_KINDS)
      for (const reason of REPORT_REASONS) {
        const body = toReportBody(kind, '12', reportFormSchema.parse({ reason, note: 'x'.repeat(MODERATION_LIMITS.noteMax) }));
        expect(reportBodySchema.safeParse(body).success).toBe(true);
      }
  });

  it('explains each failure the server gives, in both languages', () => {
    const cases: Array<[unknown, string]> = [
      [new ApiError(409, 'already_reported', 'x'), 'already_reported'],
      [new ApiError(404, 'report_target_not_found', 'x'), 'report_target_not_found'],
      [new ApiError(422, 'report_own', 'x'), 'report_own'],
      [new ApiError(429, 'rate_limited', 'x'), 'rate_limited'],
      [new ApiError(0, CLIENT_ERROR_CODES.network, 'x'), 'network'],
      [new ApiError(500, 'server_error', 'x'), 'unknown'],
      [new Error('boom'), 'unknown'],
    ];
    for (const [error, failure] of cases) {
      expect(reportFailure(error)).toBe(failure);
      expect(en.errors[failure as keyof typeof en.errors]).toBeTruthy();
      expect(ru.errors[failure as keyof typeof ru.errors]).toMatch(/[а-яё]/i);
    }
  });
});
