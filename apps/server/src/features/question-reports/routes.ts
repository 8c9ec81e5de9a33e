import type { FastifyInstance } from 'fastify';
import {
  battleReviewQuerySchema,
  languageSchema,
  questionReportBodySchema,
  type BattleReviewResponse,
  type QuestionReportResponse,
} from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { battleReview } from './review.js';
import type { QuestionReportService } from './service.js';

/**
 * POST /questions/{id}/report (JSON {reason, note}, bearer): 201, 409 already_reported, 404
 * question_not_found, 422, 429. GET /battle/get-battle-review?battle_id=: the per-question
 * review of a finished battle the caller played, in the caller's language.
 */
export async function questionReportRoutes(app: FastifyInstance, platform: Platform, service: QuestionReportService): Promise<void> {
  app.post<{ Params: { id: string } }>('/questions/:id/report', async (request, reply): Promise<QuestionReportResponse> => {
    const user = await requireUser(platform, request);
    const body = parseInput(questionReportBodySchema, request.body);
    const report = await service.report(user, request.params.id, body);
    reply.code(201);
    return report;
  });

  app.get('/battle/get-battle-review', async (request): Promise<BattleReviewResponse> => {
    const user = await requireUser(platform, request);
    const { battle_id } = parseInput(battleReviewQuerySchema, request.query);
    const language = languageSchema.safeParse(user.language);
    return battleReview(platform.db, user, battle_id, language.success ? language.data : 'en');
  });
}
