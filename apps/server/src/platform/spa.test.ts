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
