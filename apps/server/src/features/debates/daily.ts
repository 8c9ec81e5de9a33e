import { debateDayOf, debateTopicFor } from '@fanclash/content';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../platform/db/client.js';
import { debatePicks } from '../../platform/db/schema.js';

/** One-shot timers, injected so tests drive the 12:00 UTC schedule with a fake clock. */
export interface Timers {
  /** Runs `run` after `delayMs`; the returned function cancels it. */
  set(run: () => void, delayMs: number): () => void;
}

export const realTimers: Timers = {
  set(run, delayMs) {
    const timer = setTimeout(run, delayMs);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** New debates are published every day at 12:00 UTC (spec sections 1 and 9). */
const PUBLISH_HOUR_UTC = 12;
/**
 * The longest single wait: the job wakes at least hourly and checks again, so a suspended
 * machine or a clock step never leaves a day unpublished for long.
 */
const MAX_WAIT_MS = HOUR_MS;
/** After a failed run (database away), try again this soon. */
const RETRY_MS = 60_000;
/** Any fixed number: the advisory lock key of this job, the same on every instance. */
const LOCK_KEY = 4_120_512;

/** Milliseconds from `now` to the next 12:00 UTC (a full day when it is exactly 12:00). */
export function msUntilNextPublication(now: number): number {
  const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
  let next = dayStart + PUBLISH_HOUR_UTC * HOUR_MS;
  if (next <= now) next += DAY_MS;
  return next - now;
}

export type PublishOutcome = 'published' | 'exists' | 'locked';

export interface DailyDebateJob {
  /** Publishes the debate of the current publication day unless it exists. */
  publishDue(): Promise<PublishOutcome>;
  /** Resolves when no run is in flight. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The daily debate: at 12:00 UTC a topic from the bank (both languages) becomes a debate. The
 * topic of each day comes from the content's schedule (no repeats until every topic was used).
 * A fresh start publishes the current day's at once, so the debates tab is never empty.
 *
 * Every instance runs this; exactly one publishes: the insert runs under a transaction-scoped
 * advisory lock (another instance holding it skips), and daily_date's unique index would refuse
 * a second debate for the day even without it.
 */
export function startDailyDebates(options: {
  db: Database;
  clock: Clock;
  timers?: Timers;
  log: FastifyBaseLogger;
  onPublished?: (id: string, day: string) => void;
}): DailyDebateJob {
  const { db, clock, log } = options;
  const timers = options.timers ?? realTimers;
  let cancel: (() => void) | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const publishDue = async (): Promise<PublishOutcome> => {
    const now = new Date(clock.now());
    const day = debateDayOf(now);
    return db.transaction(async (tx) => {
      // Keyed by the schema too: advisory locks are the whole database's, and deployments that share
      // one in schemas of their own (the PostgreSQL test suites run side by side) must not take each
      // other's turn. A publication missed that way waited for the next day.
      const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}, hashtext(current_schema())) as locked`);
      if (!rowsOf<{ locked: boolean }>(locked)[0]?.locked) return 'locked';
      const existing = await tx
        .select({ id: debatePicks.id })
        .from(debatePicks)
        .where(sql`${debatePicks.dailyDate} = ${day}`);
      if (existing.length > 0) return 'exists';
      const topic = debateTopicFor(now);
      const inserted = await tx
        .insert(debatePicks)
        .values({
          authorId: null,
          authorName: null,
          category: topic.category,
          option1Name: topic.option1.name.en,
          option1Description: topic.option1.description.en,
          option2Name: topic.option2.name.en,
          option2Description: topic.option2.description.en,
          option1NameRu: topic.option1.name.ru,
          option1DescriptionRu: topic.option1.description.ru,
          option2NameRu: topic.option2.name.ru,
          option2DescriptionRu: topic.option2.description.ru,
          topicId: topic.id,
          dailyDate: day,
          // Published at 12:00 UTC of its day, even when a fresh start publishes it later.
          createdAt: new Date(Date.parse(`${day}T12:00:00.000Z`)),
        })
        .onConflictDoNothing({ target: debatePicks.dailyDate })
        .returning({ id: debatePicks.id });
      const id = inserted[0]?.id;
      if (!id) return 'exists';
      log.info({ day, topic: topic.id, id }, 'published the daily debate');
      options.onPublished?.(id, day);
      return 'published';
    });
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    cancel = timers.set(() => void run(), delayMs);
  };

  const run = () => {
    const attempt = publishDue().then(
      () => schedule(Math.min(MAX_WAIT_MS, msUntilNextPublication(clock.now()))),
      (err: unknown) => {
        log.error({ err }, 'daily debate publication failed');
        schedule(RETRY_MS);
      },
    );
    inFlight = attempt;
    return attempt;
  };

  void run();
  return {
    publishDue,
    settled: async () => {
      // A run may schedule the next one, which never overlaps: waiting for the last is enough.
      await inFlight;
    },
    async stop() {
      stopped = true;
      cancel?.();
      await inFlight;
    },
  };
}

/** node-postgres answers { rows }, PGlite's driver an array-like result with rows as well. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
