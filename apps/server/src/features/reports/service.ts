import { ERROR_CODES, MODERATION_LIMITS, type ReportResponse, type reportBodySchema } from '@fanclash/protocol';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { Platform } from '../../platform/platform.js';
import { rateLimited } from '../auth/rate-rules.js';
import { targetNotFound } from '../moderation/service.js';
import type { ModerationStore } from '../moderation/store.js';
import type { UserRow } from '../users/store.js';

export type ReportInput = z.output<typeof reportBodySchema>;

/**
 * A player's report (issue 34, item 2) of a chat message (one they received), a debate, a
 * comment or reply, or a player (by username). Not of oneself or one's own words; one report per
 * reporter per target (409 already_reported); 20 an hour per player, across instances (429).
 */
export function createReportService(platform: Platform, store: ModerationStore) {
  return {
    async report(reporter: UserRow, input: ReportInput): Promise<ReportResponse> {
      const target = await store.target(input.kind, input.target_id);
      if (!target) throw targetNotFound();
      // A chat message is reportable only by the other person of its conversation (nobody else sees it).
      if (target.participants && !target.participants.includes(reporter.id)) throw targetNotFound();
      if (target.authorId === reporter.id) throw new AppError(422, ERROR_CODES.reportOwn, 'You cannot report yourself or your own words');
      // Per player (not per address, so RATE_LIMITS=off leaves it on).
      const quota = await platform.limiter.hit(
        `contentReport:${reporter.id}`,
        MODERATION_LIMITS.reportsPerWindow,
        MODERATION_LIMITS.reportWindowMs,
      );
      if (!quota.allowed) throw rateLimited('Too many reports. Please try again later.', quota.retryAfterMs);
      const row = await store.addReport({
        reporterId: reporter.id,
        kind: input.kind,
        targetId: target.id,
        targetUserId: target.authorId,
        reason: input.reason,
        note: input.note && input.note.length > 0 ? input.note : null,
        at: new Date(platform.clock.now()),
      });
      if (!row) throw new AppError(409, ERROR_CODES.alreadyReported, 'You have already reported this');
      return {
        id: row.id,
        kind: input.kind,
        target_id: input.kind === 'player' ? (target.authorName ?? input.target_id) : target.id,
        reason: input.reason,
        created_at: row.createdAt.toISOString(),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
