import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { createBattle, FAST_BATTLES, forfeitedBattle, player } from '../battles/testing.js';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe.each(BACKENDS)('shared results (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: FAST_BATTLES, listen: true });
  });
  afterAll(() => server.close());

  it('serves a finished battle as a page with Open Graph tags and a 1200 x 630 PNG card', async () => {
    const [alice, bob] = [await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, alice, bob, bob);

    const page = await server.app.inject({ url: `/results/${id}`, headers: { host: 'fanclash.test' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = page.body;
    const title = metaContent(html, 'og:title') ?? '';
    expect(title).toContain(alice.username);
    expect(title).toContain(bob.username);
    expect(title).toMatch(/\d+ : \d+/);
    expect(metaContent(html, 'og:description')).toMatch(new RegExp(`^${alice.username} wins · Soccer · \\w+ \\d{1,2}, \\d{4}$`));
    expect(metaContent(html, 'og:url')).toBe(`http://fanclash.test/results/${id}`);
    expect(metaContent(html, 'og:image')).toBe(`http://fanclash.test/results/${id}/card.png`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('<script');

    const card = await server.app.inject({ url: `/results/${id}/card.png` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toMatch(/public/);
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
    // Text was drawn: a blank card of one colour compresses to almost nothing.
    expect(card.rawPayload.length).toBeGreaterThan(20_000);
  });

  it('answers in Russian for a Russian reader', async () => {
    const [alice, bob] = [await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, alice, bob, alice);
    const page = await server.app.inject({ url: `/results/${id}`, headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    expect(page.body).toContain('<html lang="ru">');
    expect(metaContent(page.body, 'og:description')).toContain(`Победа: ${bob.username}`);
  });

  it('404 for a battle that is unknown, not finished or not an id, never 500', async () => {
    const alice = await player(server);
    const waiting = await createBattle(server, alice);
    for (const id of [randomUUID(), waiting, 'not-a-uuid', '%00', "1' or '1'='1"]) {
      for (const suffix of ['', '/card.png']) {
        const res = await server.app.inject({ url: `/results/${encodeURIComponent(id)}${suffix}` });
        expect(res.statusCode, `${id}${suffix}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'battle_not_found' });
      }
    }
  });
});
