import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { newActorContext } from './support/browser';
import { waitForDashboard } from './support/dashboard';
import { openSignedIn } from './support/signedIn';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
/** Issue 15: the entry's JavaScript and CSS at most 170 KB once gzipped. */
const ENTRY_BUDGET_BYTES = 170 * 1000;
/**
 * Chunks that belong to the signed-in app (apps/web/build/appChunks.ts names the player, public
 * and area chunks): a visitor on the landing or sign-in page loads none.
 */
const SIGNED_IN_CHUNKS =
  /\/assets\/(player|public|battle|dashboard|SignedInLayout|PlayerPathPage|DashboardPage|BattlesPage|ProfilePage|UserSocketProvider|AppHeader|BattleSessionLayout|QuizPage)-/;

const indexHtml = () => readFileSync(path.join(DIST, 'index.html'), 'utf8');
/**
 * The scripts and style sheets index.html makes the browser fetch at once, and the modules it
 * lists for main.tsx to preload right after the first paint (the code every page starts with).
 */
const entryAssets = () => {
  const html = indexHtml();
  const tags = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  const listed = /<meta name="fanclash-modules" content="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  return [...new Set([...tags, ...listed.filter(Boolean)])];
};

const app = useServerAndBrowser();

describe('front-end speed', () => {
  it('keeps the entry JavaScript and CSS within 170 KB gzipped', () => {
    const assets = entryAssets();
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    const sizes = assets.map((asset) => gzipSync(readFileSync(path.join(DIST, asset)), { level: 9 }).length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total, `entry ${assets.join(', ')}`).toBeLessThanOrEqual(ENTRY_BUDGET_BYTES);
  });

  it("is a production build: no asset carries React's or React Router's development build", () => {
    const assets = readdirSync(path.join(DIST, 'assets')).filter((file) => file.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(10);
    // React's development build greets with the DevTools; React Router's keeps its warnings.
    const marks = ['Download the React DevTools', 'You rendered descendant <Routes>'];
    const development = assets.filter((file) => {
      const code = readFileSync(path.join(DIST, 'assets', file), 'utf8');
      return marks.some((mark) => code.includes(mark));
    });
    expect(development).toEqual([]);
  });

  it('serves the precompressed brotli or gzip copy with long-lived caching for hashed assets', async () => {
    const [script] = entryAssets().filter((asset) => asset.endsWith('.js'));
    if (!script) throw new Error('no entry script');
    const raw = readFileSync(path.join(DIST, script));
    const variants: Array<[string, string | null, Buffer]> = [
      ['br, gzip', 'br', readFileSync(path.join(DIST, `${script}.br`))],
      ['gzip', 'gzip', readFileSync(path.join(DIST, `${script}.gz`))],
      ['identity', null, raw],
    ];
    for (const [accept, encoding, expected] of variants) {
      // node's fetch would decode and hide the encoding: ask for the bytes as sent.
      const response = await fetch(`${app.server.baseUrl}${script}`, { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      if (encoding) expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Buffer.from(await response.arrayBuffer()).equals(raw)).toBe(true);
      expect(expected.length).toBeLessThanOrEqual(raw.length);
    }
    expect(readFileSync(path.join(DIST, `${script}.br`)).length).toBeLessThan(raw.length / 2);

    const page = await fetch(`${app.server.baseUrl}/`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
  });

  it.each(['/', '/sign-in', '/sign-up'])('%s loads no code of the signed-in app', async (pagePath) => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(pagePath);
    await page.locator('main, h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.startsWith('/assets/')).length).toBeGreaterThan(3);
    expect(requested.filter((url) => SIGNED_IN_CHUNKS.test(url))).toEqual([]);
    // Only the interface language's texts are downloaded.
    expect(requested.filter((url) => /bundle-ru-/.test(url))).toEqual([]);
    await context.close();
  });

  it.each(['index.html', 'landing.html', 'sign-in.html', 'sign-up.html', 'leaderboard.html'])(
    '%s holds its first paint until its prerendered markup is parsed (no paint of half a page)',
    (file) => {
      const html = readFileSync(path.join(DIST, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<link rel="expect" href="#prerendered-end" blocking="render" />');
      // The marker closes #root: everything prerendered comes before it.
      expect(html).toMatch(/<span id="prerendered-end" hidden><\/span><\/div>\s*(<script[^>]*><\/script>\s*)*<\/body>/);
    },
  );

  it('paints the landing page from its HTML, themed by the pre-paint script the CSP allows, before any module loads', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const page = await context.newPage();
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    // No JavaScript module ever arrives: what shows is the prerendered markup.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.className)).toBe('light');
    // Its controls wait for the app; its links work as plain links.
    expect(await page.getByTestId('language-toggle').isDisabled()).toBe(true);
    expect(await page.getByTestId('header-start').getAttribute('href')).toBe('/sign-up');
    // A player's stored session hides the visitors' page: the players' shell shows instead, their
    // dashboard's frame with their names written in by the second inline script (also allowed).
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'token');
      localStorage.setItem('username', 'some one');
      localStorage.setItem('user', JSON.stringify({ username: 'Nick' }));
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome, Nick' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Practice Mode/ }).getAttribute('href')).toBe('/some%20one/trainings');
    expect(await page.locator('body').innerText()).not.toContain('__fc_shell');
    // Elsewhere the shell is the signed-in header over the loading block, in the reader's language.
    await page.evaluate(() => localStorage.setItem('language', 'ru'));
    await page.goto('/friends');
    await page.getByRole('status').filter({ hasText: 'Загрузка' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    // Its controls wait for the app.
    expect(await page.getByRole('button', { name: 'Открыть меню' }).isDisabled()).toBe(true);
    expect(cspErrors).toEqual([]);
    await context.close();
  });

  it("breaks no rule of the page's Content Security Policy, for a visitor or a player", async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    // Collected from the first script on: a library trying eval, say, is refused without a console error.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}`));
    });
    const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    const page = await context.newPage();
    await page.goto('/sign-in');
    // The page is prerendered: its code (the form's schemas among it) has run once the network is idle.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    const player = makeActor('Csp');
    await openSignedIn(context, player, `/${player.username}`, page);
    await waitForDashboard(page, player.username);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('shows a Russian reader no English before the app renders in Russian', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone', locale: 'ru-RU' });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[а-яё]/i);
    await context.close();
  });
});
