import type { FastifyInstance } from 'fastify';
import { resetStatsQuerySchema, type ResetStatsResponse } from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { assertSelf, requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { ProfileService } from './service.js';

/** POST /db/reset-user-stats?username&reset_type: own account only (403 for another name). */
export async function profileRoutes(app: FastifyInstance, platform: Platform, service: ProfileService): Promise<void> {
  app.post('/db/reset-user-stats', async (request): Promise<ResetStatsResponse> => {
    const user = await requireUser(platform, request);
    const query = parseInput(resetStatsQuerySchema, request.query);
    assertSelf(user, query.username);
    return service.resetStats(user);
  });
}
