import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  moderationActionBodySchema,
  moderationPageQuerySchema,
  type ModerationActionResult,
  type ModerationAudit,
  type ModerationMe,
  type ModerationQueue,
} from '@fanclash/protocol';
import { forbidden } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import type { ModerationService } from './service.js';
import type { ModerationStore } from './store.js';

/**
 * GET /moderation/queue, POST /moderation/actions, GET /moderation/audit: moderators only (401
 * without a token, 403 for everyone else). GET /moderation/me tells any signed-in player whether
 * they are one (the web shows the page's link). The role is read from the database on each call,
 * so a revocation from the command line holds at once.
 */
export async function moderationRoutes(app: FastifyInstance, platform: Platform, service: ModerationService, store: ModerationStore) {
  async function requireModerator(request: FastifyRequest): Promise<UserRow> {
    const user = await requireUser(platform, request);
    if (!(await store.isModerator(user.id))) throw forbidden('Only moderators may do this');
    return user;
  }

  app.get('/moderation/me', async (request): Promise<ModerationMe> => {
    const user = await requireUser(platform, request);
    return { moderator: await store.isModerator(user.id) };
  });

  app.get('/moderation/queue', async (request): Promise<ModerationQueue> => {
    await requireModerator(request);
    const { limit, offset } = parseInput(moderationPageQuerySchema, request.query);
    return service.queue(limit, offset);
  });

  app.post('/moderation/actions', async (request): Promise<ModerationActionResult> => {
    const moderator = await requireModerator(request);
    return service.act(moderator, parseInput(moderationActionBodySchema, request.body));
  });

  app.get('/moderation/audit', async (request): Promise<ModerationAudit> => {
    await requireModerator(request);
    const { limit, offset } = parseInput(moderationPageQuerySchema, request.query);
    return service.audit(limit, offset);
  });
}
