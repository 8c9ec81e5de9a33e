import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { createChatStore } from '../chat/store.js';
import { isQuietNow, loadNotificationSettings } from '../notifications/settings.js';
import { createPushDispatcher, type PushDispatcher } from './dispatcher.js';
import { systemResolve, type EndpointPolicy } from './endpoint.js';
import { loadVapidKeys } from './keys.js';
import { pushRoutes } from './routes.js';
import { createPushSender } from './sender.js';
import { createPushStore } from './store.js';

const dispatchers = new WeakMap<Platform, PushDispatcher>();

/** The app's push dispatcher (tests wait until it has sent what it heard). */
export const pushDispatcherOf = (platform: Platform): PushDispatcher | undefined => dispatchers.get(platform);

/**
 * Web Push (issue 35, item 3): the VAPID key, the subscription routes, and the dispatcher that
 * turns events (LiveHub.onSentToUser) into pushes for players with no tab open. Returns the
 * dispatcher (tests wait for it to be idle).
 */
export async function registerPush(app: FastifyInstance, platform: Platform): Promise<PushDispatcher> {
  const { config } = platform;
  const keys = await loadVapidKeys(config, config.dataDir);
  if (keys.source !== 'config' && config.databaseUrl) {
    platform.log.warn(
      'web push: no PUSH_VAPID_PUBLIC_KEY/PUSH_VAPID_PRIVATE_KEY set; every instance of a cluster must push with the same pair (see README)',
    );
  }
  const policy: EndpointPolicy = { allowPrivate: config.push.allowPrivateEndpoints, resolve: systemResolve };
  const extraCa = config.push.caFile ? await readFile(config.push.caFile, 'utf8') : undefined;
  const store = createPushStore(platform.db);
  const chat = createChatStore(platform.db);
  const dispatcher = createPushDispatcher({
    platform,
    store,
    send: createPushSender({ vapid: keys, policy, ...(extraCa ? { extraCa } : {}) }),
    loadSettings: (userId) => loadNotificationSettings(platform.db, userId),
    isQuietNow,
    unreadFrom: (readerId, senderId) => chat.unreadCount(readerId, senderId),
  });
  dispatchers.set(platform, dispatcher);
  const stopListening = platform.live.onSentToUser((userId, message) => dispatcher.heard(userId, message));
  // Signed out everywhere (or a new password): no device keeps showing the player's chats. Every
  // instance hears it; the delete is the same on each.
  const stopRevoked = platform.live.onSessionsRevoked((userId) => {
    store.forgetAll(userId).catch((err: unknown) => platform.log.warn({ err, userId }, 'could not remove push subscriptions'));
  });
  platform.onShutdown(async () => {
    stopListening();
    stopRevoked();
    await dispatcher.stop();
  });
  await pushRoutes(app, platform, store, keys, policy);
  return dispatcher;
}
