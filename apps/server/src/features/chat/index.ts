import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { createFriendGate } from './friendship.js';
import { chatRoutes } from './routes.js';
import { createChatService } from './service.js';
import { registerChatSocket } from './socket.js';
import { createChatStore } from './store.js';

/**
 * Chat between friends: REST (history, send, mark-read, previews), the chat socket
 * `/ws/simple-chat`, and `chat_message` / `messages_read` on the user socket.
 */
export async function registerChat(app: FastifyInstance, platform: Platform): Promise<void> {
  const store = createChatStore(platform.db);
  const service = createChatService(platform, store, createFriendGate(platform.db));
  await chatRoutes(app, platform, service);
  const sockets = registerChatSocket(app, platform, service);
  // A deleted account's chat sockets close at once, on every instance; so do those of revoked
  // sessions (sign-out everywhere, a new password), with the close code the revoker gives.
  const closeSockets = (userId: string, code: number, reason: string) => sockets.closeUser(userId, code, reason);
  platform.live.onUserClosed(closeSockets);
  platform.live.onSessionsRevoked(closeSockets);
}
