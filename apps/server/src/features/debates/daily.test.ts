import { randomBytes } from 'node:crypto';
import { debateDayOf, debateTopicFor } from '@fanclash/content';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debatePicks } from '../../platform/db/schema.js';
import { startInstancePair, startTestServer, type InstancePair, type TestServer } from '../../test/harness.js';
import { msUntilNextPublication, startDailyDebates, type DailyDebateJob, type Timers } from './daily.js';
import { TEST_ENV, call, dailySettled, fan } from './testing.js';

const HOUR = 3_600_000;

/** A clock and timers that move only when told: the job sees 12:00 UTC when the test says so. */
class FakeTime implements Timers {
  private pending: Array<{ at: number; run: () => void }> = [];
  readonly delays: number[] = [];
  constructor(public now: number) {}
  readonly clock = { now: () => this.now };

  set(run: () => void, delayMs: number): () => void {
    const timer = { at: this.now + delayMs, run };
    this.pending.push(timer);
    this.delays.push(delayMs);
    return () => {
      this.pending = this.pending.filter((t) => t !== timer);
    };
  }

  /** Moves time forward, firing each due timer at its own time and waiting for the jobs' runs. */
  async advance(ms: number, jobs: readonly DailyDebateJob[]): Promise<void> {
    const target = this.now + ms;
    for (;;) {
      const next = [...this.pending].sort((a, b) => a.at - b.at)[0];
      if (!next || next.at > target) break;
      this.pending = this.pending.filter((t) => t !== next);
      this.now = next.at;
      next.run();
      await Promise.all(jobs.map((job) => job.settled()));
    }
    this.now = target;
  }
}

const quiet = { info: () => undefined, error: () => undefined } as unknown as Parameters<typeof startDailyDebates>[0]['log'];

async function dailyRows(server: TestServer, day: string) {
  return server.platform.db
    .select({ id: debatePicks.id, topicId: debatePicks.topicId })
    .from(debatePicks)
    .where(sql`${debatePicks.dailyDate} = ${day}`);
}

describe('the 12:00 UTC schedule', () => {
  it('waits until the next 12:00 UTC', () => {
    expect(msUntilNextPublication(Date.parse('2031-03-10T11:59:59.000Z'))).toBe(1000);
    expect(msUntilNextPublication(Date.parse('2031-03-10T12:00:00.000Z'))).toBe(24 * HOUR);
    expect(msUntilNextPublication(Date.parse('2031-03-10T12:00:00.001Z'))).toBe(24 * HOUR - 1);
    expect(msUntilNextPublication(Date.parse('2031-03-10T00:00:00.000Z'))).toBe(12 * HOUR);
  });
});

describe('the daily debate job (PGlite, fake clock)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: TEST_ENV });
    await dailySettled(server);
  });
  afterAll(() => server.close());

  it('publishes the current debate on a fresh start, then a new one at 12:00 UTC', async () => {
    const time = new FakeTime(Date.parse('2031-03-10T11:59:59.000Z'));
    const published: string[] = [];
    const job = startDailyDebates({
      db: server.platform.db,
      clock: time.clock,
      timers: time,
      log: quiet,
      onPublished: (_, day) => published.push(day),
    });
    await job.settled();
    // Before noon the current debate is yesterday's: the tab is never empty.
    expect(published).toEqual(['2031-03-09']);
    const [first] = await dailyRows(server, '2031-03-09');
    expect(first?.topicId).toBe(debateTopicFor(new Date('2031-03-09T12:00:00Z')).id);
    expect(time.delays.at(-1)).toBe(1000);

    await time.advance(999, [job]);
    expect(published).toEqual(['2031-03-09']);
    await time.advance(1, [job]);
    expect(published).toEqual(['2031-03-09', '2031-03-10']);
    const [second] = await dailyRows(server, '2031-03-10');
    expect(second?.topicId).toBe(debateTopicFor(new Date('2031-03-10T12:00:00Z')).id);
    expect(second?.topicId).not.toBe(first?.topicId);
    // The job wakes hourly until the next noon and finds the day published.
    await time.advance(23 * HOUR, [job]);
    expect(published).toHaveLength(2);
    expect(await job.publishDue()).toBe('exists');
    await job.stop();
  });

  it('does not repeat a topic from one day to the next over three weeks', async () => {
    const time = new FakeTime(Date.parse('2032-06-01T12:00:00.000Z'));
    const job = startDailyDebates({ db: server.platform.db, clock: time.clock, timers: time, log: quiet });
    await job.settled();
    await time.advance(20 * 24 * HOUR, [job]);
    await job.stop();
    const rows = await server.platform.db
      .select({ topicId: debatePicks.topicId, day: debatePicks.dailyDate })
      .from(debatePicks)
      .where(sql`${debatePicks.dailyDate} between '2032-06-01' and '2032-06-21'`);
    expect(rows).toHaveLength(21);
    expect(new Set(rows.map((r) => r.topicId)).size).toBe(21);
  });

  it('shows the daily debate in the list, in each player language', async () => {
    const anna = await fan(server, 'ru');
    const ben = await fan(server, 'en');
    const day = debateDayOf(new Date());
    const topic = debateTopicFor(new Date());
    type Listed = { picks: Array<Record<string, unknown>> };
    const daily = (list: Listed) => list.picks.find((p) => p.daily_date === day);
    const inRussian = daily((await call(server, anna, 'GET', '/selection/picks')).json<Listed>());
    expect(inRussian).toMatchObject({
      is_daily: true,
      author_name: null,
      language: 'ru',
      option1_name: topic.option1.name.ru,
      option2_description: topic.option2.description.ru,
      category: topic.category,
    });
    const inEnglish = daily((await call(server, ben, 'GET', '/selection/picks')).json<Listed>());
    expect(inEnglish).toMatchObject({ language: 'en', option1_name: topic.option1.name.en });
    // The page's own language wins over the account's (the toggle in the header).
    const asked = daily((await call(server, anna, 'GET', '/selection/picks?language=en')).json<Listed>());
    expect(asked).toMatchObject({ option1_name: topic.option1.name.en });
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('the daily debate job on two instances (PostgreSQL)', () => {
  const env = { ...TEST_ENV, JWT_SECRET: randomBytes(32).toString('hex') };
  let pair: InstancePair;
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    pair = await startInstancePair({ env });
    ({ one, two } = pair);
    await Promise.all([dailySettled(one), dailySettled(two)]);
  });
  afterAll(() => pair?.close());

  it('the two instances starting together published one debate for today', async () => {
    expect(await dailyRows(one, debateDayOf(new Date()))).toHaveLength(1);
  });

  it('exactly one instance publishes at 12:00 UTC', async () => {
    const time = new FakeTime(Date.parse('2033-01-15T11:00:00.000Z'));
    const published: string[] = [];
    const jobs = [one, two].map((server, i) =>
      startDailyDebates({
        db: server.platform.db,
        clock: time.clock,
        timers: time,
        log: quiet,
        onPublished: (_, day) => published.push(`${i}:${day}`),
      }),
    );
    await Promise.all(jobs.map((job) => job.settled()));
    expect(published).toHaveLength(1);
    for (let day = 0; day < 3; day += 1) {
      await time.advance(24 * HOUR, jobs);
    }
    // 14, 15, 16 and 17 January: one debate each, each published by one instance.
    expect(published.map((p) => p.split(':')[1]).sort()).toEqual(['2033-01-14', '2033-01-15', '2033-01-16', '2033-01-17']);
    for (const day of ['2033-01-14', '2033-01-15', '2033-01-16', '2033-01-17']) expect(await dailyRows(two, day)).toHaveLength(1);

    // Even called at once, again and again, the day is published once.
    time.now = Date.parse('2033-01-18T12:00:00.000Z');
    const outcomes = await Promise.all([...jobs, ...jobs, ...jobs].map((job) => job.publishDue()));
    expect(outcomes.filter((o) => o === 'published')).toHaveLength(1);
    expect(await dailyRows(one, '2033-01-18')).toHaveLength(1);
    await Promise.all(jobs.map((job) => job.stop()));
  });
});
