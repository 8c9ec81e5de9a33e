import type { PresenceStatus } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { createPresenceStore } from './presence-store.js';

/** How often an instance confirms its rows; rows older than three beats count as gone. */
export const PRESENCE_HEARTBEAT_MS = 20_000;

/**
 * Presence: a player is online while any tab has a user socket open on any instance. Each
 * instance writes its own tab count per player (presence-store.ts); a change is told to the
 * player's friends only (presence_updated), never to strangers.
 *
 * Opening a tab always announces 'online' (harmless if already online, and never missed when
 * two instances open tabs at once); closing the last tab here announces what the table then
 * says, so of two instances closing together the later one sees no tabs left and says offline.
 */
export function createPresenceService(platform: Platform) {
  const store = createPresenceStore(platform.db);
  const freshSince = () => new Date(platform.clock.now() - 3 * PRESENCE_HEARTBEAT_MS);
  /** Per user, the writes of this instance in order (a quick open-close must not land reversed). */
  const chains = new Map<string, Promise<void>>();
  let stopped = false;

  async function tellFriends(friendIds: readonly string[], username: string, status: PresenceStatus): Promise<void> {
    await Promise.all(friendIds.map((id) => platform.live.sendToUser(id, { type: 'presence_updated', data: { username, status } })));
  }

  async function changed(userId: string, username: string, tabsHere: number): Promise<void> {
    if (stopped) return;
    const change = await store.changeTabs(userId, platform.instanceId, tabsHere, new Date(platform.clock.now()), freshSince());
    if (tabsHere > 0) return tellFriends(change.friendIds, username, 'online');
    if (!change.online) await tellFriends(change.friendIds, username, 'offline');
  }

  return {
    /** Wired to LiveHub.onTabsChanged. */
    tabsChanged(userId: string, username: string, tabsHere: number): void {
      const previous = chains.get(userId) ?? Promise.resolve();
      const next = previous
        .then(() => changed(userId, username, tabsHere))
        .catch((err: unknown) => platform.log.warn({ err, userId }, 'presence update failed'))
        .finally(() => {
          if (chains.get(userId) === next) chains.delete(userId);
        });
      chains.set(userId, next);
    },

    async onlineAmong(userIds: string[]): Promise<Set<string>> {
      return store.onlineAmong(userIds, freshSince());
    },

    async statusOf(userId: string): Promise<PresenceStatus> {
      return (await store.onlineAmong([userId], freshSince())).has(userId) ? 'online' : 'offline';
    },

    /** Two players just became friends: each learns whether the other is online right now. */
    async introduce(a: UserRow, b: UserRow): Promise<void> {
      for (const [me, friend] of [
        [a, b],
        [b, a],
      ] as const) {
        const status = await this.statusOf(friend.id);
        await platform.live.sendToUser(me.id, { type: 'presence_updated', data: { username: friend.username, status } });
      }
    },

    /** The heartbeat; returns the function that stops it and forgets this instance's rows. */
    start(): () => Promise<void> {
      const timer = setInterval(() => {
        const at = platform.clock.now();
        void store
          .refresh(platform.instanceId, new Date(at))
          .then(() => store.deleteStale(new Date(at - 10 * PRESENCE_HEARTBEAT_MS)))
          .catch((err: unknown) => platform.log.warn({ err }, 'presence heartbeat failed'));
      }, PRESENCE_HEARTBEAT_MS);
      timer.unref();
      return async () => {
        stopped = true;
        clearInterval(timer);
        await Promise.allSettled([...chains.values()]);
        await store.deleteInstance(platform.instanceId).catch(() => undefined);
      };
    },

    store,
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
