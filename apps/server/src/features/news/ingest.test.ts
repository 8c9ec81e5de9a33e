import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newsListResponseSchema, type NewsListResponse } from '@fanclash/protocol';
import { eventually } from '../battles/testing.js';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { backoffMs, createIngester, parseFeedList, type FeedSource } from './ingest.js';
import { createNewsStore } from './store.js';
import { LocalFeedServer, rss, withEtag, type RssItem } from './testing.js';

const MINUTE = 60_000;
const russianFeed = readFileSync(new URL('./fixtures/rss2-russian-cp1251.xml', import.meta.url));

describe('NEWS_FEEDS', () => {
  it('reads language=url entries and reports the rest', () => {
    const { feeds, invalid } = parseFeedList(' en=https://a.example/rss.xml, ru=http://b.example/rss ;de=https://c.example x=1 en=ftp://d');
    expect(feeds).toEqual([
      { language: 'en', url: 'https://a.example/rss.xml' },
      { language: 'ru', url: 'http://b.example/rss' },
    ]);
    expect(invalid).toEqual(['de=https://c.example', 'x=1', 'en=ftp://d']);
  });

  it('backs off per failure, doubling up to six hours', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 15 * MINUTE))).toEqual([15, 30, 60, 120].map((m) => m * MINUTE));
    expect(backoffMs(20, 15 * MINUTE)).toBe(360 * MINUTE);
  });
});

describe.each(BACKENDS)('news ingestion against a local feed server (%s)', (backend) => {
  let server: TestServer;
  let feeds: LocalFeedServer;
  let items: RssItem[];

  beforeAll(async () => {
    server = await startTestServer({ backend });
    feeds = await new LocalFeedServer().start();
  });
  afterAll(async () => {
    await server?.close();
    await feeds?.close();
  });
  afterEach(() => {
    feeds.routes.clear();
  });

  // Feeds that fail wait a whole minute, so a second pass right away must leave them alone.
  const ingester = (sources: FeedSource[], owner = 'instance-a', timeoutMs = 2_000) =>
    createIngester({
      store: createNewsStore(server.platform.db),
      feeds: sources,
      clock: server.platform.clock,
      log: server.platform.log,
      owner,
      refreshMs: MINUTE,
      timeoutMs,
    });
  const list = async (language: 'en' | 'ru', query = '') =>
    newsListResponseSchema.parse(
      (await server.app.inject({ url: `/news/sports?language=${language}&limit=100${query}` })).json(),
    ) as NewsListResponse;

  it('stores new items once, skips broken, huge, looping and slow feeds, and replaces the archive', async () => {
    const now = Date.now();
    items = [
      {
        title: 'Celtics clinch the NBA title',
        link: 'https://hoops.example.com/celtics',
        description: '<p>Boston won Game 5.</p><script>alert(1)</script><p>Jaylen Brown was Finals MVP.</p>',
        pubDate: new Date(now - 30 * MINUTE),
        categories: ['NBA'],
        image: 'https://hoops.example.com/celtics.jpg',
      },
      {
        title: 'Transfer talk: midfielder signs a new contract',
        link: 'https://football.example.com/contract',
        description: 'A Premier League club keeps its captain.',
        pubDate: new Date(now - 3 * 60 * MINUTE),
      },
      {
        // Older than the 30 days kept: not news any more, never stored.
        title: 'A story from last season',
        link: 'https://football.example.com/old',
        description: 'Old.',
        pubDate: new Date(now - 40 * 24 * 60 * MINUTE),
      },
    ];
    feeds.routes.set(
      '/good.xml',
      withEtag(() => rss('Good Sports', items)),
    );
    // The sample's own date (2025) is older than the 30 days kept: served as published an hour ago.
    const russianNow = Buffer.from(
      russianFeed.toString('latin1').replace('Sun, 06 Apr 2025 18:40:00 +0300', new Date(now - 60 * MINUTE).toUTCString()),
      'latin1',
    );
    feeds.routes.set('/ru.xml', (_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(russianNow));
    feeds.routes.set('/broken.xml', (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<rss><channel><item><title>oops'),
    );
    feeds.routes.set('/huge.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/xml' });
      // 10 MB without a length header: the reader must stop at its cap, not buffer it all.
      const chunk = `<!-- ${'x'.repeat(64 * 1024)} -->`;
      let sent = 0;
      const pump = () => {
        while (sent < 10 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('error', () => undefined);
      pump();
    });
    feeds.routes.set('/loop.xml', (_req, res) => res.writeHead(302, { location: '/loop.xml' }).end());
    feeds.routes.set('/slow.xml', () => undefined); // never answers

    const sources: FeedSource[] = [
      { language: 'en', url: feeds.url('/broken.xml') },
      { language: 'en', url: feeds.url('/huge.xml') },
      { language: 'en', url: feeds.url('/loop.xml') },
      { language: 'en', url: feeds.url('/slow.xml') },
      { language: 'en', url: feeds.url('/good.xml') },
      { language: 'ru', url: feeds.url('/ru.xml') },
    ];
    expect((await list('en')).archive).toBe(true);
    const reader = ingester(sources, 'instance-a', 500);
    const first = await reader.runOnce();
    expect(first).toEqual({ ran: true, added: 3, failed: 4 });
    expect(feeds.hitsOf('/loop.xml')).toBe(6); // the first request and five redirects

    const en = await list('en');
    expect(en.archive).toBe(false);
    expect(en.data.map((a) => a.title)).toEqual(['Celtics clinch the NBA title', 'Transfer talk: midfielder signs a new contract']);
    expect(en.data[0]).toMatchObject({
      description: 'Boston won Game 5.\n\nJaylen Brown was Finals MVP.',
      sport: 'basketball',
      importance: 'high',
      tags: ['NBA'],
      image: 'https://hoops.example.com/celtics.jpg',
      source: 'Good Sports',
      breaking: true,
      archive: false,
    });
    expect(en.data[1]).toMatchObject({ sport: 'football', importance: 'medium', breaking: false, image: null });
    const detail = (await server.app.inject({ url: `/news/${en.data[0]!.id}` })).json();
    expect(detail).toMatchObject({ breaking: true, title: 'Celtics clinch the NBA title' });

    // The Russian feed came as windows-1251 with no charset header: read from the XML declaration.
    const ru = await list('ru');
    expect(ru.archive).toBe(false);
    expect(ru.data[0]).toMatchObject({ title: 'Овечкин забросил 895-ю шайбу и побил рекорд Гретцки', sport: 'hockey', importance: 'high' });

    // Second pass: failing feeds wait out their backoff; the good feed answers 304 to its ETag.
    const hitsBefore = { broken: feeds.hitsOf('/broken.xml'), good: feeds.hitsOf('/good.xml') };
    const second = await reader.runOnce();
    expect(second).toEqual({ ran: true, added: 0, failed: 0 });
    expect(feeds.hitsOf('/broken.xml')).toBe(hitsBefore.broken);
    expect(feeds.hitsOf('/good.xml')).toBe(hitsBefore.good + 1);
    expect(feeds.requests.at(-2)?.headers['if-none-match']).toBeTruthy();

    // A new item appears; the old ones are not stored twice.
    items = [
      {
        title: 'Panthers win the Stanley Cup',
        link: 'https://ice.example.com/panthers',
        description: 'Game 7.',
        pubDate: new Date(now - MINUTE),
      },
      ...items,
    ];
    const third = await reader.runOnce();
    expect(third.added).toBe(1);
    const after = await list('en');
    expect(after.pagination.total).toBe(3);
    expect(after.data[0]).toMatchObject({ title: 'Panthers win the Stanley Cup', sport: 'hockey' });
    expect((await list('en', '&sport=hockey')).data.map((a) => a.title)).toEqual(['Panthers win the Stanley Cup']);
  });

  it('lets exactly one of two instances read the feeds', async () => {
    feeds.routes.set(
      '/shared.xml',
      withEtag(() => rss('Shared', [])),
    );
    const sources = [{ language: 'en' as const, url: feeds.url('/shared.xml') }];
    // Two instances on one database, both asking at once, twice.
    const one = ingester(sources, 'instance-a');
    const two = ingester(sources, 'instance-b');
    const reports = await Promise.all([one.runOnce(), two.runOnce()]);
    const again = await Promise.all([two.runOnce(), one.runOnce()]);
    expect(reports.map((r) => r.ran)).toEqual([true, false]);
    expect(again.map((r) => r.ran)).toEqual([false, true]);
    expect(feeds.hitsOf('/shared.xml')).toBe(2);
  });
});

describe('the app reads NEWS_FEEDS at start', () => {
  let feeds: LocalFeedServer;
  let server: TestServer;

  beforeAll(async () => {
    feeds = await new LocalFeedServer().start();
    feeds.routes.set(
      '/start.xml',
      withEtag(() =>
        rss('Start Feed', [
          {
            title: 'Scheffler wins the Masters',
            link: 'https://golf.example.com/masters',
            description: 'Augusta.',
            pubDate: new Date(),
            categories: ['Golf'],
          },
        ]),
      ),
    );
    server = await startTestServer({ env: { NEWS_FEEDS: `en=${feeds.url('/start.xml')},en=${feeds.url('/missing.xml')}` } });
  });
  afterAll(async () => {
    await server?.close();
    await feeds?.close();
  });

  it('serves live news once the first read lands, and the archive until then in the other language', async () => {
    await eventually(async () => {
      const page = (await server.app.inject({ url: '/news/sports?language=en' })).json<NewsListResponse>();
      return !page.archive;
    });
    const en = (await server.app.inject({ url: '/news/sports?language=en' })).json<NewsListResponse>();
    expect(en.data.map((a) => a.title)).toEqual(['Scheffler wins the Masters']);
    expect(en.data[0]).toMatchObject({ sport: 'golf', breaking: true });
    expect(feeds.hitsOf('/missing.xml')).toBe(1);
    expect((await server.app.inject({ url: '/news/sports?language=ru' })).json<NewsListResponse>().archive).toBe(true);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('two app instances on one PostgreSQL database', () => {
  it('fetch the feeds on one instance only', async () => {
    const feeds = await new LocalFeedServer().start();
    feeds.routes.set(
      '/two.xml',
      withEtag(() =>
        rss('Two', [{ title: 'Usyk beats Fury', link: 'https://box.example.com/usyk', description: 'Riyadh.', pubDate: new Date() }]),
      ),
    );
    const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const env = { NEWS_FEEDS: `en=${feeds.url('/two.xml')}`, JWT_SECRET: randomBytes(32).toString('hex') };
    // One after the other (creating the schema twice at once races); each reads at start.
    const one = await startTestServer({ backend: 'postgres', env, dbSchema: schema });
    const two = await startTestServer({ backend: 'postgres', env, dbSchema: schema });
    try {
      await eventually(async () => !(await two.app.inject({ url: '/news/sports?language=en' })).json<NewsListResponse>().archive);
      const fromOne = (await one.app.inject({ url: '/news/sports?language=en' })).json<NewsListResponse>();
      expect(fromOne.data.map((a) => a.title)).toEqual(['Usyk beats Fury']);
    } finally {
      // Closing waits for any read under way, so a second fetch could not slip in after the check.
      await Promise.allSettled([one.close(), two.close()]);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      await feeds.close();
    }
    expect(feeds.hitsOf('/two.xml')).toBe(1);
  });
});
