import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response, from one middleware built at start. The Fastify
 * plugin (@fastify/helmet 13) called `helmet(options)` again for every request, and so parsed and
 * checked the whole Content-Security-Policy each time: a fifth of a millisecond of the main thread
 * per battle in a profile of the battle bench (four socket upgrades and a few requests a battle;
 * bench/RESULTS.md, twelfth session). The headers are the same; only the work is done once.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet sets the headers on the raw response (as the plugin did), which Fastify's reply keeps.
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
