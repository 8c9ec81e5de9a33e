import { languageSchema, type NotificationKind, type NotificationSettings, type UserServerMessage } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { PRESENCE_HEARTBEAT_MS } from '../friends/presence.js';
import { deliverToDevices } from './deliver.js';
import { noticeFor, PUSH_MESSAGE_TYPES, type PushNotice } from './events.js';
import type { HeldStore } from './held-store.js';
import { quietHoursEnd } from './quiet.js';
import { topicOf, type PushSender } from './sender.js';
import type { PushStore } from './store.js';
import { renderPush } from './texts.js';

/** Why a notice was not pushed, or that it was (tests and logs read this). */
export type PushDecision = 'push' | 'kind_off' | 'quiet_hours';

/** The player's settings decide: the kind's push switch, then quiet hours (in the player's time zone). */
export function pushDecision(
  settings: NotificationSettings,
  kind: NotificationKind,
  now: Date,
  isQuietNow: (settings: NotificationSettings, now: Date) => boolean,
): PushDecision {
  if (!settings.kinds[kind].push) return 'kind_off';
  if (isQuietNow(settings, now)) return 'quiet_hours';
  return 'push';
}

export interface DispatcherDeps {
  readonly platform: Platform;
  readonly store: PushStore;
  readonly send: PushSender;
  readonly loadSettings: (userId: string) => Promise<NotificationSettings>;
  readonly isQuietNow: (settings: NotificationSettings, now: Date) => boolean;
  /** Pushes held back by quiet hours, told in one summary when they end (held.ts). */
  readonly held: Pick<HeldStore, 'hold'>;
  /** A chat's unread messages from `senderId` to `readerId` (the grouped notification counts them). */
  readonly unreadFrom: (readerId: string, senderId: string) => Promise<number>;
}

/** Events waiting at most; past this a burst is dropped (logged) rather than held in memory. */
const MAX_QUEUED = 10_000;
/** Players handled at once. */
const CONCURRENCY = 4;

/**
 * Turns events into pushes. `heard` is wired to LiveHub.onSentToUser: it runs on the instance
 * that sends the event, and only there, so each event is pushed by exactly one instance of a
 * cluster, whichever bus carries it. A push goes only to a player with no tab open anywhere
 * (user_presence, and this instance's own sockets), with the kind's push switch on, in the
 * player's language; in the player's quiet hours it is held for one summary when they end
 * (held.ts). A device the push service calls gone (404/410) is deleted.
 */
export function createPushDispatcher({ platform, store, send, loadSettings, isQuietNow, held, unreadFrom }: DispatcherDeps) {
  const queue: Array<{ userId: string; message: UserServerMessage }> = [];
  const running = new Set<Promise<void>>();
  const idleWaiters: Array<() => void> = [];
  let stopped = false;

  async function handle(userId: string, message: UserServerMessage): Promise<void> {
    // A tab here is known without the database; tabs elsewhere are in user_presence.
    if (platform.live.isConnectedHere(userId)) return;
    const freshSince = new Date(platform.clock.now() - 3 * PRESENCE_HEARTBEAT_MS);
    const devices = await store.devicesIfAway(userId, freshSince);
    if (devices.length === 0) return;
    const user = await platform.users.findById(userId);
    if (!user) return;
    const notice = noticeFor(message, user.username);
    if (!notice) return;
    const now = new Date(platform.clock.now());
    const settings = await loadSettings(userId);
    const decision = pushDecision(settings, notice.kind, now, isQuietNow);
    if (decision === 'quiet_hours') {
      // Kept for the summary when the player's quiet hours end (held.ts).
      const releaseAt = quietHoursEnd(settings, now);
      if (releaseAt) await held.hold(userId, notice, now, releaseAt);
      return;
    }
    if (decision !== 'push') {
      platform.log.debug({ userId, kind: notice.kind, decision }, 'push held back');
      return;
    }
    const unread = notice.kind === 'chat_message' ? await unreadOf(userId, notice) : undefined;
    const language = languageSchema.safeParse(user.language);
    const payload = renderPush(notice, {
      language: language.success ? language.data : 'en',
      now: now.getTime(),
      ...(unread ? { unread } : {}),
    });
    const options = { ttlSeconds: notice.ttlSeconds, urgency: notice.urgency, topic: topicOf(notice.tag) };
    await deliverToDevices({ platform, store, send }, userId, devices, payload, options, now);
  }

  async function unreadOf(userId: string, notice: PushNotice): Promise<number | undefined> {
    const sender = await platform.users.findByUsername(notice.actor);
    return sender ? unreadFrom(userId, sender.id) : undefined;
  }

  function pump(): void {
    while (!stopped && running.size < CONCURRENCY && queue.length > 0) {
      const next = queue.shift();
      if (!next) break;
      const task: Promise<void> = handle(next.userId, next.message)
        .catch((err: unknown) => platform.log.warn({ err, userId: next.userId, type: next.message.type }, 'push dispatch failed'))
        .finally(() => {
          running.delete(task);
          pump();
        });
      running.add(task);
    }
    if (running.size === 0 && queue.length === 0) for (const wake of idleWaiters.splice(0)) wake();
  }

  return {
    /** Every message handed to sendToUser on this instance; must not block the sender. */
    heard(userId: string, message: UserServerMessage): void {
      if (stopped || !PUSH_MESSAGE_TYPES.has(message.type)) return;
      if (queue.length >= MAX_QUEUED) {
        platform.log.warn({ type: message.type }, 'push queue full; event dropped');
        return;
      }
      queue.push({ userId, message });
      pump();
    },

    /** Resolves once nothing is queued or being sent (tests; shutdown). */
    idle(): Promise<void> {
      if (running.size === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },

    /** Stops taking events and waits for the pushes being sent. */
    async stop(): Promise<void> {
      stopped = true;
      queue.length = 0;
      await Promise.allSettled([...running]);
      for (const wake of idleWaiters.splice(0)) wake();
    },
  };
}

export type PushDispatcher = ReturnType<typeof createPushDispatcher>;
