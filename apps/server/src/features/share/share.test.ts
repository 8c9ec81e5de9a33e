import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { createBattle, FAST_BATTLES, forfeitedBattle, player } from '../battles/testing.js';
import { publicOriginWarning } from './routes.js';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;

const ORIGIN = 'https://fanclash.example';

describe.each(BACKENDS)('shared results (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: { ...FAST_BATTLES, PUBLIC_ORIGIN: ORIGIN }, listen: true });
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
    expect(metaContent(html, 'og:description')).toMatch(new RegExp(`^${alice.username} wins · Football · \\w+ \\d{1,2}, \\d{4}$`));
    // PUBLIC_ORIGIN, whatever the request's Host said.
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/results/${id}?lang=en`);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/results/${id}/card.png?lang=en`);
    expect(html).not.toContain('fanclash.test');
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

  it("follows the link's language (?lang=ru) over the browser's, on the page, its preview and the card", async () => {
    const [alice, bob] = [await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, alice, bob, alice);
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    const page = await server.app.inject({ url: `/results/${id}?lang=ru`, headers: english });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ru">');
    expect(metaContent(page.body, 'og:description')).toMatch(new RegExp(`^Победа: ${bob.username} · Футбол · \\d{1,2} [а-я]+ \\d{4}`));
    expect(page.body).toContain('Играть в FanClash');
    expect(metaContent(page.body, 'og:url')).toBe(`${ORIGIN}/results/${id}?lang=ru`);
    const image = metaContent(page.body, 'og:image') ?? '';
    expect(image).toBe(`${ORIGIN}/results/${id}/card.png?lang=ru`);

    // The card at that address is drawn in Russian: it differs from the English one.
    const russianCard = await server.app.inject({ url: new URL(image).pathname + new URL(image).search, headers: english });
    const englishCard = await server.app.inject({ url: `/results/${id}/card.png?lang=en`, headers: english });
    expect(russianCard.statusCode).toBe(200);
    expect(pngSize(russianCard.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(russianCard.rawPayload.equals(englishCard.rawPayload)).toBe(false);
    // Without ?lang the browser decides, and shared caches are told so.
    const byBrowser = await server.app.inject({ url: `/results/${id}/card.png`, headers: { 'accept-language': 'ru' } });
    expect(byBrowser.rawPayload.equals(russianCard.rawPayload)).toBe(true);
    expect(byBrowser.headers.vary).toMatch(/accept-language/i);

    for (const lang of ['de', 'RU', '']) {
      const refused = await server.app.inject({ url: `/results/${id}?lang=${lang}` });
      expect(refused.statusCode, lang).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'validation_error', fields: { lang: expect.any(String) } });
    }
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

describe('shared results without PUBLIC_ORIGIN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: FAST_BATTLES, listen: true });
  });
  afterAll(() => server.close());

  it('names no absolute address: a forged Host never reaches the (cacheable) page', async () => {
    const [alice, bob] = [await player(server), await player(server)];
    const { id } = await forfeitedBattle(server, alice, bob, bob);
    const page = await server.app.inject({
      url: `/results/${id}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('http');
    expect(page.body).not.toContain('rel="canonical"');
    expect(metaContent(page.body, 'og:url')).toBeNull();
    expect(metaContent(page.body, 'og:image')).toBe(`/results/${id}/card.png?lang=en`);
  });
});

describe('publicOriginWarning', () => {
  it('warns a production server without PUBLIC_ORIGIN, nobody else', () => {
    expect(publicOriginWarning(undefined, 'production')).toMatch(/PUBLIC_ORIGIN is not set/);
    expect(publicOriginWarning('https://fanclash.example', 'production')).toBeUndefined();
    expect(publicOriginWarning(undefined, 'development')).toBeUndefined();
    expect(publicOriginWarning(undefined, undefined)).toBeUndefined();
  });
});
