import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { startAdminSocket } from './admin-socket.js';
import { registerModerationFilter } from './filter.js';
import { moderationRoutes } from './routes.js';
import { createModerationService } from './service.js';
import { MODERATION_CHANNEL, moderationState } from './state.js';
import { createModerationStore } from './store.js';

/**
 * Moderators (issue 34, item 3): the hidden items and sanctions every instance keeps (loaded now,
 * then from the bus), the hooks that apply them to the forum's and chat's routes, the moderation
 * routes, and the admin socket of `npm run admin` on the embedded database. Registered before the
 * forum and chat: their routes get the hooks.
 */
export async function registerModeration(app: FastifyInstance, platform: Platform): Promise<void> {
  const state = moderationState(platform);
  const stop = await platform.bus.subscribe(MODERATION_CHANNEL, (change) => state.apply(change as Parameters<typeof state.apply>[0]));
  platform.onShutdown(stop);
  await state.load();
  registerModerationFilter(app, platform);
  const store = createModerationStore(platform.db);
  await moderationRoutes(app, platform, createModerationService(platform, store), store);
  await startAdminSocket(platform);
}
