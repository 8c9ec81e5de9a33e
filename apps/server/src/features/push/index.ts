import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { createChatStore } from '../chat/store.js';
import { isQuietNow, loadNotificationSettings } from '../notifications/settings.js';
import { createPushDispatcher, type PushDispatcher } from './dispatcher.js';
import { systemResolve, type EndpointPolicy } from './endpoint.js';
import { startHeldRelease, type HeldRelease } from './held.js';
import { startHeldIndex } from './held-index.js';
import { createHeldStore } from './held-store.js';
import { loadVapidKeys } from './keys.js';
import { pushRoutes } from './routes.js';
import { createPushSender } from './sender.js';
import { createPushStore } from './store.js';

const dispatchers = new WeakMap<Platform, PushDispatcher>();
const releases = new WeakMap<Platform, HeldRelease>();

/** The app's push dispatcher (tests wait until it has sent what it heard). */
export const pushDispatcherOf = (platform: Platform): PushDispatcher | undefined => dispatchers.get(platform);

/** The app's sweep of pushes held by quiet hours (tests run it). */
export const heldReleaseOf = (platform: Platform): HeldRelease | undefined => releases.get(platform);

/**
 * Web Push (issue 35, item 3): the VAPID key, the subscription routes, the dispatcher that
 * turns events (LiveHub.onSentToUser) into pushes for players with no tab open, and the sweep
 * that tells what quiet hours held back once they end. Returns the dispatcher (tests wait for
 * it to be idle).
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
  const held = createHeldStore(platform.db);
  const heldIndex = await startHeldIndex(platform, () => held.heldPlayers());
  const chat = createChatStore(platform.db);
  const send = createPushSender({ vapid: keys, policy, ...(extraCa ? { extraCa } : {}) });
  const loadSettings = (userId: string) => loadNotificationSettings(platform.db, userId);
  const dispatcher = createPushDispatcher({
    platform,
    store,
    send,
    loadSettings,
    isQuietNow,
    // Every push held is announced to the instances' lists of players with held pushes.
    held: {
      async hold(userId, notice, heldAt, releaseAt) {
        await held.hold(userId, notice, heldAt, releaseAt);
        await heldIndex.held(userId);
      },
    },
    unreadFrom: (readerId, senderId) => chat.unreadCount(readerId, senderId),
  });
  dispatchers.set(platform, dispatcher);
  const release = startHeldRelease({ platform, store, held, send, loadSettings, isQuietNow });
  releases.set(platform, release);
  const stopListening = platform.live.onSentToUser((userId, message) => dispatcher.heard(userId, message));
  // A player opening a tab sees in the app what quiet hours held back: no summary of it later.
  // Each instance hears only its own tabs; the first one here is enough.
  const stopTabs = platform.live.onTabsChanged((userId, _username, tabsHere) => {
    if (tabsHere !== 1 || !heldIndex.take(userId)) return;
    held.forget(userId).catch((err: unknown) => platform.log.warn({ err, userId }, 'could not drop held pushes'));
  });
  // Signed out everywhere (or a new password): no device keeps showing the player's chats. Every
  // instance hears it; the delete is the same on each.
  const stopRevoked = platform.live.onSessionsRevoked((userId) => {
    store.forgetAll(userId).catch((err: unknown) => platform.log.warn({ err, userId }, 'could not remove push subscriptions'));
  });
  platform.onShutdown(async () => {
    stopListening();
    stopRevoked();
    stopTabs();
    await heldIndex.stop();
    await release.stop();
    await dispatcher.stop();
  });
  await pushRoutes(app, platform, store, keys, policy);
  return dispatcher;
}
