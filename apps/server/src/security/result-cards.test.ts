import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRendered, type CardRenderedEvent } from '../features/share/card-renderer.js';
import { battles } from '../platform/db/schema.js';
import { BACKENDS, startTestServer, uniqueName, type TestServer } from '../test/harness.js';

/** A random address per test, so the per-address counters (kept in Redis across runs) start at 0. */
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * Issue 29.1: a visitor without a token fetching /results/{id}/card.png in a loop drew the PNG
 * on the main thread for every request (p50 765 ms on /health, battle answers past their grace).
 * Each card is now drawn once per battle and language, on the card thread, and an address may
 * have only so many cards drawn a minute; cards already drawn are sent from memory.
 */
describe.each(BACKENDS)('result cards under a flood (%s)', (backend) => {
  let server: TestServer;
  const drawn: CardRenderedEvent[] = [];
  const onDrawn = (event: unknown) => void drawn.push(event as CardRenderedEvent);
  beforeAll(async () => {
    server = await startTestServer({ backend });
    subscribe(cardRendered.name, onDrawn);
  });
  afterAll(async () => {
    unsubscribe(cardRendered.name, onDrawn);
    await server.close();
  });

  /** Finished battles written straight to the database (the share route reads only finished rows). */
  async function finishedBattles(count: number): Promise<string[]> {
    const rows = await server.platform.db
      .insert(battles)
      .values(
        Array.from({ length: count }, (_, i) => ({
          firstOpponent: uniqueName('first'),
          secondOpponent: uniqueName('second'),
          sport: 'hockey',
          level: 'easy',
          status: 'finished',
          firstScore: 300 + i,
          secondScore: 120,
          winner: null,
          finishedAt: new Date(),
        })),
      )
      .returning({ id: battles.id });
    return rows.map((row) => row.id);
  }

  const card = (id: string, remoteAddress: string, lang = 'en') =>
    server.app.inject({ url: `/results/${id}/card.png?lang=${lang}`, remoteAddress });

  it('draws a card once per battle and language, off the main thread, however many ask at once', async () => {
    const [id = ''] = await finishedBattles(1);
    const before = drawn.length;
    const flood = await Promise.all(Array.from({ length: 10 }, () => card(id, randomAddress())));
    const again = await card(id, randomAddress());
    expect([...flood, again].map((res) => res.statusCode)).toEqual(Array(11).fill(200));
    expect(new Set([...flood, again].map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
    expect(drawn.length - before).toBe(1);

    const russian = await card(id, randomAddress(), 'ru');
    expect(russian.statusCode).toBe(200);
    expect(drawn.length - before).toBe(2);
    for (const event of drawn.slice(before)) {
      expect(event.threadId).not.toBe(threadId);
      expect(event.threadId).toBeGreaterThan(0);
    }
  });

  it("refuses an address's drawings past its quota with 429 and Retry-After; cards already drawn are still sent", async () => {
    const address = randomAddress();
    const ids = await finishedBattles(11);
    const answers = [];
    // Two languages per battle: 22 drawings asked for, one by one.
    for (const id of ids) for (const lang of ['en', 'ru']) answers.push(await card(id, address, lang));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(2);
    for (const res of refused) {
      expect(res.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringMatching(/result cards/) });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // The same address still gets every card that was drawn, as often as it asks, without a drawing.
    const before = drawn.length;
    for (let i = 0; i < 30; i += 1) expect((await card(ids[0] ?? '', address)).statusCode).toBe(200);
    expect(drawn.length).toBe(before);
    // Another address is not held back by this one.
    expect((await card(ids[10] ?? '', randomAddress(), 'ru')).statusCode).toBe(200);
  });
});
