import type { FastifyInstance } from 'fastify';
import type { Bus } from '../bus/bus.js';
import type { RateLimiter } from '../ratelimit/limiter.js';
import { ruleOfKey, type Metrics, type SocketKind } from './metrics.js';

/**
 * Hooks that count without touching the code they watch: the bus and the limiter are wrapped
 * once at start (only when metrics are on), and HTTP responses are seen from one Fastify hook.
 */

/** Every publish counted by channel prefix; the bus itself is unchanged. */
export function countedBus(bus: Bus, metrics: Metrics): Bus {
  if (!metrics.enabled) return bus;
  return {
    kind: bus.kind,
    publish(channel, message) {
      metrics.busPublish(channel);
      return bus.publish(channel, message);
    },
    subscribe: (channel, handler) => bus.subscribe(channel, handler),
    close: () => bus.close(),
  };
}

/** Every refused hit counted by its rule (the key's first segment, never the user or address). */
export function countedLimiter(limiter: RateLimiter, metrics: Metrics): RateLimiter {
  if (!metrics.enabled) return limiter;
  return {
    async hit(key, limit, windowMs) {
      const result = await limiter.hit(key, limit, windowMs);
      if (!result.allowed) metrics.rateLimited(ruleOfKey(key));
      return result;
    },
    peek: (key) => limiter.peek(key),
    retryAfter: (key) => limiter.retryAfter(key),
    reset: (key) => limiter.reset(key),
    close: () => limiter.close(),
  };
}

/** Each response by its route's pattern (`/battle/:id`), so ids and probes of unknown paths make no new series. */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  if (!metrics.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpResponse(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime);
  });
}

/** The kind of a live socket from its route pattern (the gateway's three sockets). */
export function socketKind(route: string | undefined): SocketKind {
  if (route?.startsWith('/ws/battle')) return 'battle';
  if (route?.startsWith('/ws/simple-chat')) return 'chat';
  return 'user';
}
