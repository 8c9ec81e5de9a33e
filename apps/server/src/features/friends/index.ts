import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import type { BattleService } from '../battles/service.js';
import { createInvitationService } from './invitations.js';
import { friendUserHandlers, type FriendUserHandlers } from './live.js';
import { createPresenceService } from './presence.js';
import { friendRoutes } from './routes.js';
import { createFriendService } from './service.js';
import { createFriendStore } from './store.js';

export { areFriends, isBlockedEitherWay } from './store.js';

/**
 * Friends, presence, notifications, blocks and battle invitations: REST under /friends, the
 * user-socket messages, presence from the live hub's tab counts, and the withdrawal of a
 * battle's invitation when the battle leaves the waiting list. Returns the socket handlers.
 */
export async function registerFriends(app: FastifyInstance, platform: Platform, battles: BattleService): Promise<FriendUserHandlers> {
  const store = createFriendStore(platform.db);
  const presence = createPresenceService(platform);
  const invitations = createInvitationService(platform, battles);
  const friends = createFriendService(platform, store, invitations, presence);

  await friendRoutes(app, platform, friends, invitations);
  platform.live.onTabsChanged((userId, username, tabs) => presence.tabsChanged(userId, username, tabs));
  platform.live.onBroadcast((message) => {
    void invitations.battleRemoved(message).catch((err: unknown) => platform.log.error({ err }, 'invitation withdrawal failed'));
  });
  const stopPresence = presence.start();
  platform.onShutdown(stopPresence);
  return friendUserHandlers(friends, invitations);
}
