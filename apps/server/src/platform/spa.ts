import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA on the same port as the API. Hashed assets are cached for a year
 * (immutable: their name changes with their content); index.html is never cached. The build
 * writes brotli and gzip copies of every text asset (apps/web/build/precompress.ts), sent
 * to browsers that accept them, so nothing is compressed per request. The not-found handler (lib/error-handler.ts) sends index.html
 * for browser navigations so client-side routes work on reload.
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
