import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * What the built web app gives the server besides its files: the HTML file of each address
 * whose first screen was prerendered at build time (apps/web/build/prerender.ts writes
 * `prerendered.json`; any other address gets index.html), and the CSP hashes of the inline
 * script those pages run before their first paint.
 */
export interface SpaShell {
  /** Path ('/') -> HTML file in the build folder ('landing.html'). */
  readonly pages: ReadonlyMap<string, string>;
  /** `'sha256-…'` sources for script-src, one per distinct inline script of the HTML files. */
  readonly scriptHashes: readonly string[];
  /**
   * The route table's address patterns ('/', '/:username', '/:battleId/quiz'), from
   * `page-paths.json`; undefined for a build without it (every address is then a page).
   */
  readonly pagePatterns: readonly string[] | undefined;
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** Reads the built app's page map and hashes its inline scripts (once, at start-up). */
export function readSpaShell(webDist: string): SpaShell {
  const manifest = path.join(webDist, 'prerendered.json');
  const pages = new Map<string, string>(
    existsSync(manifest) ? Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>) : [],
  );
  const hashes = new Set<string>();
  for (const file of readdirSync(webDist).filter((name) => name.endsWith('.html'))) {
    for (const [, body = ''] of readFileSync(path.join(webDist, file), 'utf8').matchAll(INLINE_SCRIPT)) {
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  const pagePaths = path.join(webDist, 'page-paths.json');
  const pagePatterns = existsSync(pagePaths) ? (JSON.parse(readFileSync(pagePaths, 'utf8')) as string[]) : undefined;
  return { pages, scriptHashes: [...hashes], pagePatterns };
}

/** The address without its query. */
export function urlPath(url: string): string {
  return url.split('?', 1)[0] ?? '/';
}

/** The HTML file for a browser navigation to `url`: its prerendered page, else index.html. */
export function spaPageFile(shell: SpaShell | undefined, url: string): string {
  return shell?.pages.get(urlPath(url)) ?? 'index.html';
}

/**
 * Serves the built SPA on the same port as the API. Hashed assets are cached for a year
 * (immutable: their name changes with their content); HTML is never cached. The build
 * writes brotli and gzip copies of every text asset (apps/web/build/precompress.ts), sent
 * to browsers that accept them, so nothing is compressed per request. The not-found handler
 * (lib/error-handler.ts) sends index.html, or the address's prerendered page, for the app's
 * page addresses (200, to any client, so client-side routes work on reload) and for other
 * addresses a browser opens (404: the app shows its 404 page).
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // Source maps stay on disk for debugging but are not published (they reveal the source).
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    preCompressed: true,
    // Ours below, per file; send's default (max-age=0) would override it on compressed copies.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same address answers brotli, gzip or plain: caches must key on what was accepted.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
