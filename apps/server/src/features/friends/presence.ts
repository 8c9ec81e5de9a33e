import type { PresenceStatus } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { createPresenceStore } from './presence-store.js';

/** Players per presence statement (two parameters each). */
const MAX_BATCH = 500;

/**
 * How long tab changes gather before they are written. A player's sockets open and close as they
 * move between pages and battles: written one statement each, they were about four of the
 * embedded database's twenty trips a battle (bench/RESULTS.md, issue 36). Gathered, one statement
 * carries everyone's changes of a tenth of a second; a friend sees 'online' that much later, and a
 * read of presence on this instance writes what is gathered first.
 */
export const PRESENCE_GATHER_MS = 100;

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
  const store = createPresenceStore(platform.db, { sharedByInstances: platform.dbKind === 'postgres' });
  const freshSince = () => new Date(platform.clock.now() - 3 * PRESENCE_HEARTBEAT_MS);
  /**
   * Group commit of tab changes: a change waits PRESENCE_GATHER_MS for others, then they go to
   * the database in one statement; changes that arrive while it is written go together in the
   * next, the latest count per player winning (so a player's changes never land reversed).
   */
  const pending = new Map<string, { username: string; tabs: number }>();
  let writing: Promise<void> | undefined;
  /** Ends the current gathering at once (a read of presence, or the stop). */
  let endGathering: (() => void) | undefined;
  let stopped = false;

  function gatherThenWrite(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, PRESENCE_GATHER_MS);
      endGathering = () => {
        clearTimeout(timer);
        resolve();
      };
    }).then(() => {
      endGathering = undefined;
      return drain();
    });
  }

  /** What this instance has gathered is written: a read after it sees this instance's tabs. */
  async function written(): Promise<void> {
    endGathering?.();
    await writing;
  }

  async function tellFriends(friendIds: readonly string[], username: string, status: PresenceStatus): Promise<void> {
    await Promise.all(friendIds.map((id) => platform.live.sendToUser(id, { type: 'presence_updated', data: { username, status } })));
  }

  async function flush(batch: Array<[string, { username: string; tabs: number }]>): Promise<void> {
    const changes = await store.changeTabs(
      batch.map(([userId, { tabs }]) => ({ userId, tabs })),
      platform.instanceId,
      new Date(platform.clock.now()),
      freshSince(),
    );
    await Promise.all(
      batch.map(async ([userId, { username, tabs }]) => {
        const change = changes.get(userId);
        if (!change) return;
        // Opening a tab always announces 'online'; closing the last one here, 'offline' unless another instance still has one.
        if (tabs > 0) await tellFriends(change.friendIds, username, 'online');
        else if (!change.online) await tellFriends(change.friendIds, username, 'offline');
      }),
    );
  }

  async function drain(): Promise<void> {
    while (pending.size > 0 && !stopped) {
      const batch = [...pending].slice(0, MAX_BATCH);
      for (const [userId] of batch) pending.delete(userId);
      await flush(batch).catch(async (err: unknown) => {
        platform.log.warn({ err, size: batch.length }, 'presence batch failed; writing one by one');
        // One bad row (say, a player deleted a moment ago) must not lose the others' changes.
        if (batch.length > 1) for (const one of batch) await flush([one]).catch(() => undefined);
      });
    }
    writing = undefined;
  }

  return {
    /** Wired to LiveHub.onTabsChanged. */
    tabsChanged(userId: string, username: string, tabsHere: number): void {
      if (stopped) return;
      pending.set(userId, { username, tabs: tabsHere });
      writing ??= gatherThenWrite();
    },

    async onlineAmong(userIds: string[]): Promise<Set<string>> {
      await written();
      return store.onlineAmong(userIds, freshSince());
    },

    async statusOf(userId: string): Promise<PresenceStatus> {
      await written();
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
        await written();
        await store.deleteInstance(platform.instanceId).catch(() => undefined);
      };
    },

    store,
  };
}

export type PresenceService = ReturnType<typeof createPresenceService>;
