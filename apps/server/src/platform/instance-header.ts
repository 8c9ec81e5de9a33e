import type { FastifyInstance } from 'fastify';

/**
 * `X-Instance` on every HTTP response and WebSocket upgrade: an opaque id of this process, so
 * an operator behind a load balancer can see which instance answered (and tests can check
 * that two players' sockets really sit on different instances). It names nothing secret.
 */
export function registerInstanceHeader(app: FastifyInstance, instanceId: string): void {
  const value = instanceId.slice(0, 8);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-instance', value);
  });
  // The 101 answer of an upgrade is written by `ws`, not by Fastify's reply.
  app.addHook('onReady', async () => {
    app.websocketServer.on('headers', (headers: string[]) => headers.push(`X-Instance: ${value}`));
  });
}
