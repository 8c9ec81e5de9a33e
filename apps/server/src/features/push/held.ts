import { languageSchema, type NotificationSettings } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { PRESENCE_HEARTBEAT_MS } from '../friends/presence.js';
import { deliverToDevices } from './deliver.js';
import type { HeldStore } from './held-store.js';
import { quietHoursEnd } from './quiet.js';
import { topicOf, type PushSender } from './sender.js';
import type { PushStore } from './store.js';
import { renderSummary } from './summary.js';

const JOB = 'push.held';
/** The morning's summary is worth telling for half a day to a device that was off. */
const SUMMARY_TTL_S = 12 * 3_600;

export interface HeldReleaseDeps {
  readonly platform: Platform;
  readonly store: PushStore;
  readonly held: HeldStore;
  readonly send: PushSender;
  readonly loadSettings: (userId: string) => Promise<NotificationSettings>;
  readonly isQuietNow: (settings: NotificationSettings, now: Date) => boolean;
}

/**
 * Pushes held back by quiet hours (the dispatcher keeps them in push_held) are told in one
 * summary when the player's quiet hours end. Every instance schedules the sweep; a lease in
 * job_locks lets one run it at a time, and each player's held pushes are taken (deleted) in one
 * statement before the summary goes, so no summary is sent twice. A player who opened a tab
 * meanwhile saw it all in the app: their held pushes were deleted then (index.ts), and a tab
 * open at the end means no summary either. A player whose quiet hours were moved and still hold
 * waits for the new end.
 */
export function startHeldRelease(deps: HeldReleaseDeps) {
  const { platform, store, held, send, loadSettings, isQuietNow } = deps;
  const everyMs = platform.config.push.heldSweepMs;
  let running: Promise<number> | null = null;

  async function releaseFor(userId: string, now: Date): Promise<boolean> {
    const settings = await loadSettings(userId);
    if (isQuietNow(settings, now)) {
      const end = quietHoursEnd(settings, now);
      if (end) await held.postpone(userId, end);
      return false;
    }
    // A kind the player switched off since is not told either.
    const items = (await held.take(userId)).filter((item) => settings.kinds[item.notice.kind]?.push !== false);
    const last = items.at(-1);
    if (!last) return false;
    const devices = await store.devicesIfAway(userId, new Date(now.getTime() - 3 * PRESENCE_HEARTBEAT_MS));
    if (devices.length === 0) return false;
    const user = await platform.users.findById(userId);
    if (!user) return false;
    const language = languageSchema.safeParse(user.language);
    const payload = renderSummary(
      items.map((item) => item.notice),
      { language: language.success ? language.data : 'en', username: user.username, timestamp: last.heldAt.getTime() },
    );
    const options = { ttlSeconds: SUMMARY_TTL_S, urgency: 'normal' as const, topic: topicOf(payload.tag) };
    await deliverToDevices({ platform, store, send }, userId, devices, payload, options, now);
    return true;
  }

  /** One sweep: answers how many summaries were sent (0 when another instance holds the lease). */
  async function sweep(): Promise<number> {
    const now = new Date(platform.clock.now());
    if (!(await held.tryLease(JOB, platform.instanceId, now, new Date(now.getTime() + everyMs * 2)))) return 0;
    let sent = 0;
    for (const userId of await held.dueUsers(now)) {
      try {
        if (await releaseFor(userId, now)) sent += 1;
      } catch (err) {
        platform.log.warn({ err, userId }, 'held pushes not released');
      }
    }
    return sent;
  }

  /** Runs a sweep unless one is running (then answers that one). */
  function runOnce(): Promise<number> {
    running ??= sweep().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => platform.log.error({ err }, 'held push sweep failed'));
  }, everyMs);
  timer.unref();

  return {
    runOnce,
    async stop(): Promise<void> {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type HeldRelease = ReturnType<typeof startHeldRelease>;
