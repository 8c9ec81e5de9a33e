import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { teamUserHandlers, type TeamUserHandlers } from './live.js';
import { teamRoutes } from './routes.js';
import { createTeamService, type TeamService } from './service.js';
import { createTeamStore } from './store.js';

/**
 * Parties for 2v2 team battles (issue 32): `GET /team` and the party messages on /ws. The
 * battles feature reads a player's party through the returned service (2v2 create, join, queue).
 */
export async function registerTeams(
  app: FastifyInstance,
  platform: Platform,
): Promise<{ userHandlers: TeamUserHandlers; service: TeamService }> {
  const service = createTeamService(platform, createTeamStore(platform.db));
  await teamRoutes(app, platform, service);
  return { userHandlers: teamUserHandlers(service), service };
}
