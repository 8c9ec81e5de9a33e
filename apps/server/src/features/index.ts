import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/platform.js';
import { registerLiveGateway, registerOriginCheck, systemHandlers } from '../realtime/gateway.js';
import type { UserMessageHandlers } from '../realtime/user-handlers.js';
import { authRoutes } from './auth/routes.js';
import { userRoutes } from './users/routes.js';

/** Every feature's routes and live handlers, registered in one place. */
export async function registerFeatures(app: FastifyInstance, platform: Platform): Promise<void> {
  registerOriginCheck(app, platform);
  await authRoutes(app, platform);
  await userRoutes(app, platform);

  const userHandlers: UserMessageHandlers = {
    ...systemHandlers(),
  };
  await registerLiveGateway(app, platform, platform.live, userHandlers);
}
