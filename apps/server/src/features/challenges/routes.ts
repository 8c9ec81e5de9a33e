import type { FastifyInstance } from 'fastify';
import { createChallengeBodySchema, type ChallengeList, type CreateChallengeResponse } from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { ChallengeService } from './service.js';

/**
 * POST /battle/challenge (bearer) {friend_username, sport, level}: 201 {id, expires_at}; 403
 * not_friends / user_blocked; 404 user_not_found; 409 too_many_challenges; 422 a bad sport or level.
 * GET /battle/challenges (bearer): {incoming, outgoing, finished}, "your turn" first.
 */
export async function challengeRoutes(app: FastifyInstance, platform: Platform, service: ChallengeService): Promise<void> {
  app.post('/battle/challenge', async (request, reply): Promise<CreateChallengeResponse> => {
    const user = await requireUser(platform, request);
    const body = parseInput(createChallengeBodySchema, request.body);
    const created = await service.create(user, body);
    reply.code(201);
    return created;
  });

  app.get('/battle/challenges', async (request): Promise<ChallengeList> => service.list(await requireUser(platform, request)));
}
