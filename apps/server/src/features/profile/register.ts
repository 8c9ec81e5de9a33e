import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import type { UserMessageHandlers } from '../../realtime/user-handlers.js';
import type { AvatarStorage } from '../avatars/storage.js';
import { profileHandlers } from './live.js';
import { profileRoutes } from './routes.js';
import { createProfileService } from './service.js';
import { createProfileStore } from './store.js';

/** Registers the profile routes and returns the profile's user-socket handlers. */
export async function registerProfile(
  app: FastifyInstance,
  platform: Platform,
  avatars: AvatarStorage,
): Promise<Pick<UserMessageHandlers, 'user_update' | 'delete_user'>> {
  const service = createProfileService(platform, createProfileStore(platform.db), avatars);
  await profileRoutes(app, platform, service);
  return profileHandlers(platform, service);
}
