import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { TeamService } from './service.js';

/** GET /team (bearer): the caller's party and pending team invitations (TeamState). */
export async function teamRoutes(app: FastifyInstance, platform: Platform, teams: TeamService): Promise<void> {
  app.get('/team', async (request) => teams.state(await requireUser(platform, request)));
}
