import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_ARCHIVE } from '@fanclash/content';
import { newsArticleSchema, newsListResponseSchema, type NewsArticle, type NewsListResponse } from '@fanclash/protocol';
import { BACKENDS, signUp, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';

describe.each(BACKENDS)('news API without feeds (%s)', (backend) => {
  let server: TestServer;
  let reader: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    reader = await signUp(server);
  });
  afterAll(() => server?.close());

  const list = async (query: string, token?: string) => {
    const response = await server.app.inject({
      url: `/news/sports?${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.statusCode).toBe(200);
    return newsListResponseSchema.parse(response.json()) as NewsListResponse;
  };

  it('serves the archive in English, newest first, labelled as archive and never breaking', async () => {
    const page = await list('language=en&limit=100');
    expect(page.archive).toBe(true);
    expect(page.pagination).toEqual({ limit: 100, offset: 0, count: NEWS_ARCHIVE.length, total: NEWS_ARCHIVE.length });
    expect(page.data.length).toBeGreaterThanOrEqual(40);
    const dates = page.data.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of page.data) {
      expect(article).toMatchObject({ archive: true, breaking: false, language: 'en', liked: false });
      expect(article.url).toMatch(/^https:\/\//);
      expect(article.source).not.toBe('');
    }
    const final = page.data.find((a) => a.title.startsWith('Argentina win the World Cup'));
    expect(final).toMatchObject({ published_at: '2022-12-18T12:00:00.000Z', sport: 'football', importance: 'high', country: 'qa' });
  });

  it('serves the Russian archive in Russian, paged with limit and offset', async () => {
    const first = await list('language=ru&limit=5');
    const second = await list('language=ru&limit=5&offset=5');
    expect(first.pagination).toMatchObject({ limit: 5, offset: 0, count: 5 });
    expect(second.pagination).toMatchObject({ limit: 5, offset: 5, count: 5, total: first.pagination.total });
    expect(first.pagination.total).toBeGreaterThanOrEqual(40);
    expect(new Set([...first.data, ...second.data].map((a) => a.id)).size).toBe(10);
    for (const article of first.data) expect(article.title).toMatch(/\p{Script=Cyrillic}/u);
  });

  it("filters by the forum's sport: soccer and football are one sport", async () => {
    const soccer = await list('language=en&sport=soccer&limit=100');
    const football = await list('language=en&sport=football&limit=100');
    expect(soccer.data.length).toBeGreaterThan(0);
    expect(soccer.data.map((a) => a.id)).toEqual(football.data.map((a) => a.id));
    expect(soccer.data.every((a) => a.sport === 'football')).toBe(true);
    const hockey = await list('language=en&sport=hockey');
    expect(hockey.data.length).toBeGreaterThan(0);
    expect(hockey.data.every((a) => a.sport === 'hockey')).toBe(true);
    expect((await list('language=en&sport=all')).pagination.total).toBe(NEWS_ARCHIVE.length);
  });

  it('refuses a bad language, sport or page with 422', async () => {
    for (const query of ['language=de', 'sport=chess', 'limit=0', 'limit=101', 'offset=-1']) {
      const response = await server.app.inject({ url: `/news/sports?${query}` });
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    }
  });

  it('answers one article by id, and News Not Found for an unknown or malformed id', async () => {
    const [first] = (await list('language=ru&limit=1')).data;
    const response = await server.app.inject({ url: `/news/${first!.id}` });
    expect(response.statusCode).toBe(200);
    const article = newsArticleSchema.parse(response.json());
    expect(article).toEqual(first);
    expect(article.description).toContain('\n\n');

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await server.app.inject({ url: `/news/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'News Not Found', code: 'news_not_found' });
    }
  });

  it('needs a token to like, counts one like per player, and unlikes', async () => {
    const [article] = (await list('language=en&limit=1')).data as [NewsArticle];
    const url = (action: string) => `/news/${action}/${article.id}`;
    const anonymous = await server.app.inject({ method: 'POST', url: url('like') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ detail: 'Authentication required', code: 'unauthorized' });

    const auth = { authorization: `Bearer ${reader.token}` };
    const liked = await server.app.inject({ method: 'POST', url: url('like'), headers: auth });
    expect(liked.json()).toEqual({ success: true, likes: 1, liked: true });
    const again = await server.app.inject({ method: 'POST', url: url('like'), headers: auth });
    expect(again.json()).toEqual({ success: true, likes: 1, liked: true });

    expect((await server.app.inject({ url: url('likes') })).json()).toEqual({ success: true, likes: 1, liked: false });
    expect((await server.app.inject({ url: url('likes'), headers: auth })).json()).toEqual({ success: true, likes: 1, liked: true });
    const inList = (await list('language=en&limit=1', reader.token)).data[0];
    expect(inList).toMatchObject({ id: article.id, likes: 1, liked: true });

    const unliked = await server.app.inject({ method: 'POST', url: url('unlike'), headers: auth });
    expect(unliked.json()).toEqual({ success: true, likes: 0, liked: false });
    const missing = await server.app.inject({ method: 'POST', url: '/news/like/00000000-0000-4000-8000-000000000000', headers: auth });
    expect(missing.statusCode).toBe(404);
  });

  it('counts likes exactly when many players like at once', async () => {
    const [, article] = (await list('language=en&limit=2')).data as [NewsArticle, NewsArticle];
    const players = await Promise.all(Array.from({ length: 8 }, () => signUp(server)));
    const responses = await Promise.all(
      players.flatMap((p) =>
        [1, 2].map(() =>
          server.app.inject({ method: 'POST', url: `/news/like/${article.id}`, headers: { authorization: `Bearer ${p.token}` } }),
        ),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect((await server.app.inject({ url: `/news/likes/${article.id}` })).json()).toMatchObject({ likes: 8 });
  });
});
