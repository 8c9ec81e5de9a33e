import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { parseConfig } from '../config.js';

const SCRIPT = "document.documentElement.lang='en'";
const page = (body: string) => `<!doctype html><head><script>${SCRIPT}</script></head><body><div id="root">${body}</div></body>`;

/** Prerendered first screens (apps/web/build/prerender.ts): the right HTML per address, and its inline script allowed by hash. */
describe('built web app', () => {
  let server: App;
  let webDist = '';
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'fanclash-web-'));
    await writeFile(path.join(webDist, 'index.html'), page('loading'));
    await writeFile(path.join(webDist, 'landing.html'), page('landing'));
    await writeFile(path.join(webDist, 'prerendered.json'), JSON.stringify({ '/': 'landing.html' }));
    server = await buildApp(parseConfig({}), { dataDir: 'memory', webDist, logger: false, mailer: { send: async () => undefined } });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const open = (url: string) => server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it("sends an address's prerendered page, and index.html for every other one", async () => {
    for (const url of ['/', '/?from=share']) {
      const response = await open(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('landing');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/sign-in-later', '/someone', '/someone/quiz']) expect((await open(url)).body).toContain('loading');
  });

  it('allows the inline pre-paint script by its hash and no other inline script', async () => {
    const csp = String((await open('/')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(scriptSrc.trim().split(/\s+/).slice(1)).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
  });
});

/** Issue 28.10: an address that is no page answers a real 404; page addresses serve the app to any client. */
describe('addresses that are no page', () => {
  let server: App;
  let webDist = '';
  const PLAYER = 'Page_Owner';
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'fanclash-web-'));
    await writeFile(path.join(webDist, 'index.html'), page('loading'));
    await writeFile(path.join(webDist, 'landing.html'), page('landing'));
    await writeFile(path.join(webDist, 'prerendered.json'), JSON.stringify({ '/': 'landing.html' }));
    // As apps/web/build/prerender.ts writes it from the route table.
    const patterns = ['/', '/sign-in', '/leaderboard', '/:username', '/:username/profile', '/:battleId/quiz', '/selection/:id', '/terms'];
    await writeFile(path.join(webDist, 'page-paths.json'), JSON.stringify(patterns));
    server = await buildApp(parseConfig({}), { dataDir: 'memory', webDist, logger: false, mailer: { send: async () => undefined } });
    const signUp = await server.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email: 'page.owner@example.com', username: PLAYER, password: 'correct horse battery' },
    });
    expect(signUp.statusCode).toBe(201);
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, accept?: string, method: 'GET' | 'HEAD' = 'GET') =>
    server.app.inject({ method, url, headers: accept === undefined ? {} : { accept } });
  const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  it('answers 404 with the app (its 404 page) for an address that is no page', async () => {
    for (const url of ['/no/such/page', '/terms/extra', '/someone/quiz/more', '/nobody_is_called_this']) {
      const response = await get(url, BROWSER);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('loading');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/nobody_is_called_this', '*/*')).statusCode).toBe(404);
    expect((await get('/no/such/page', BROWSER, 'HEAD')).statusCode).toBe(404);
  });

  it("answers 200 for an existing player's address, in any letter case", async () => {
    for (const url of [`/${PLAYER}`, `/${PLAYER.toLowerCase()}`, `/${PLAYER}?tab=battles`]) {
      const response = await get(url, BROWSER);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('loading');
    }
  });

  it('serves page addresses to any client, curl included', async () => {
    const curl = await get('/', '*/*');
    expect(curl.statusCode).toBe(200);
    expect(curl.headers['content-type']).toContain('text/html');
    expect(curl.body).toContain('landing');
    for (const url of ['/leaderboard', '/Leaderboard', '/sign-in/', '/someone/quiz', '/selection/42', `/${PLAYER}/profile`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it('keeps JSON errors for API addresses and for clients that do not take HTML', async () => {
    for (const [url, accept] of [
      ['/api/nothing', BROWSER],
      ['/auth/profile', BROWSER],
      ['/db/no-such-call', '*/*'],
      ['/no/such/page', 'application/json'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'Not found', code: 'not_found' });
    }
    const post = await server.app.inject({ method: 'POST', url: '/leaderboard', headers: { accept: BROWSER } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'not_found' });
  });
});

/** Issue 35: the service worker and the manifest are revalidated on every load, never cached for a year. */
describe('the installable app', () => {
  let server: App;
  let webDist = '';
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'fanclash-web-'));
    await writeFile(path.join(webDist, 'index.html'), page('loading'));
    await writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    await writeFile(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'FanClash' }));
    server = await buildApp(parseConfig({}), { dataDir: 'memory', webDist, logger: false, mailer: { send: async () => undefined } });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves the service worker and the manifest with no-cache, and the CSP lets the page register the worker', async () => {
    const worker = await server.app.inject({ method: 'GET', url: '/sw.js' });
    expect([worker.statusCode, worker.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await server.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect([manifest.statusCode, manifest.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    // No worker-src or manifest-src of their own: the worker falls back to script-src ('self'),
    // the manifest to default-src ('self').
    const shell = await server.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(shell.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/worker-src|child-src|manifest-src/);
  });
});
