import type { FastifyInstance } from 'fastify';
import { dailyLeaderboardQuerySchema, type DailyLeaderboard, type DailyResponse } from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { DailyService } from './service.js';

/**
 * GET /daily (bearer): today's sports, played or not, my score, the time to the next one.
 * POST /daily/{sport}/start (bearer): 201 {battle_id}, played alone on /ws/battle/{id}; 409
 * daily_played on a second start of the day (any tab, any instance), 409 already_in_battle.
 * GET /daily/{sport}/leaderboard?date&limit&offset (bearer): {entries, me, players}.
 */
export async function dailyRoutes(app: FastifyInstance, platform: Platform, service: DailyService): Promise<void> {
  app.get('/daily', async (request): Promise<DailyResponse> => service.today(await requireUser(platform, request)));

  app.post<{ Params: { sport: string } }>('/daily/:sport/start', async (request, reply) => {
    const user = await requireUser(platform, request);
    const started = await service.start(user, request.params.sport);
    reply.code(201);
    return started;
  });

  app.get<{ Params: { sport: string } }>('/daily/:sport/leaderboard', async (request): Promise<DailyLeaderboard> => {
    const user = await requireUser(platform, request);
    const query = parseInput(dailyLeaderboardQuerySchema, request.query);
    return service.leaderboard(user, request.params.sport, query);
  });
}
