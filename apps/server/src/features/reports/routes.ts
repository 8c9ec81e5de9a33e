import type { FastifyInstance } from 'fastify';
import { reportBodySchema, type ReportResponse } from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { ReportService } from './service.js';

/** POST /reports (bearer) `{kind, target_id, reason, note}`: 201, 404, 409, 422, 429. */
export async function reportRoutes(app: FastifyInstance, platform: Platform, service: ReportService): Promise<void> {
  app.post('/reports', async (request, reply): Promise<ReportResponse> => {
    const user = await requireUser(platform, request);
    const report = await service.report(user, parseInput(reportBodySchema, request.body));
    reply.code(201);
    return report;
  });
}
