import type { FastifyInstance } from 'fastify';
import {
  challengeIdParamsSchema,
  createChallengeBodySchema,
  type ChallengeList,
  type CreateChallengeResponse,
  type WithdrawChallengeResponse,
} from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { ChallengeService } from './service.js';

/**
 * POST /battle/challenge (bearer) {friend_username, sport, level}: 201 {id, expires_at}; 403
 * not_friends / user_blocked; 404 user_not_found; 409 too_many_challenges; 422 a bad sport or level.
 * GET /battle/challenges (bearer): {incoming, outgoing, finished}, "your turn" first.
 * DELETE /battle/challenges/{id} (bearer): the challenger withdraws it: {id, status: 'withdrawn'};
 * 404 challenge_not_found, 409 challenge_in_play, 422 an id that is not a uuid.
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

  app.delete<{ Params: { id: string } }>('/battle/challenges/:id', async (request): Promise<WithdrawChallengeResponse> => {
    const user = await requireUser(platform, request);
    const { id } = parseInput(challengeIdParamsSchema, request.params);
    return service.withdraw(user, id);
  });
}
