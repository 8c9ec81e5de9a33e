import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { friendSearchQuerySchema } from '@fanclash/protocol';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { InvitationService } from './invitations.js';
import type { FriendService } from './service.js';

const battleQuery = z.object({ battle_id: z.string().trim().min(1).max(64) });

/**
 * REST of the friends feature; every call needs the token, and acts for its user only.
 * - GET /friends/search-user?username=q   players by name, with the caller's relation
 * - GET /friends/list                      the caller's friends, with rank and presence
 * - GET /friends/notifications             pending friend requests and battle invitations
 * - GET /friends/blocked                   players the caller blocked
 * - GET /friends/invitation?battle_id      the pending invitation of the caller's battle
 */
export async function friendRoutes(app: FastifyInstance, platform: Platform, friends: FriendService, invitations: InvitationService) {
  app.get('/friends/search-user', async (request) => {
    const me = await requireUser(platform, request);
    const { username } = parseInput(friendSearchQuerySchema, request.query);
    return friends.search(me, username);
  });

  app.get('/friends/list', async (request) => friends.list(await requireUser(platform, request)));

  app.get('/friends/notifications', async (request) => friends.notifications(await requireUser(platform, request)));

  app.get('/friends/blocked', async (request) => friends.blockedList(await requireUser(platform, request)));

  app.get('/friends/invitation', async (request) => {
    const me = await requireUser(platform, request);
    const { battle_id } = parseInput(battleQuery, request.query);
    return { invitation: await invitations.pendingOf(me, battle_id) };
  });
}
