import { createPublicKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES, pushSubscriptionBodySchema, type PushSubscriptionResponse, type VapidPublicKeyResponse } from '@fanclash/protocol';
import { AppError, notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { rateLimited } from '../auth/rate-rules.js';
import { checkEndpoint, type EndpointPolicy } from './endpoint.js';
import type { VapidKeys } from './keys.js';
import type { PushStore } from './store.js';

/** Subscriptions one player may send in an hour (each one resolves a host name). */
const SUBSCRIBES_PER_HOUR = 30;
const uuid = z.uuid();

/** A P-256 point the device will decrypt with: 65 bytes, uncompressed, on the curve. */
function isDeviceKey(p256dh: string): boolean {
  const bytes = Buffer.from(p256dh, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: bytes.subarray(1, 33).toString('base64url'), y: bytes.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

const fieldError = (field: string, detail: string) =>
  new AppError(422, ERROR_CODES.validation, { [field]: detail }, { [field]: ERROR_CODES.validation });

/**
 * GET /push/vapid-public-key (public): the key a device subscribes with.
 * POST /push/subscriptions (bearer; the browser's PushSubscription JSON): 201 {id}; 422
 * push_endpoint_refused for an endpoint that is not https or reaches a private address; 429.
 * DELETE /push/subscriptions/{id} (bearer; one of the caller's devices): 204, else 404.
 */
export async function pushRoutes(
  app: FastifyInstance,
  platform: Platform,
  store: PushStore,
  keys: VapidKeys,
  policy: EndpointPolicy,
): Promise<void> {
  app.get('/push/vapid-public-key', async (): Promise<VapidPublicKeyResponse> => ({ public_key: keys.publicKey }));

  app.post('/push/subscriptions', async (request, reply): Promise<PushSubscriptionResponse> => {
    const user = await requireUser(platform, request);
    const body = parseInput(pushSubscriptionBodySchema, request.body);
    if (!isDeviceKey(body.keys.p256dh)) throw fieldError('keys.p256dh', 'Not a P-256 public key');
    if (Buffer.from(body.keys.auth, 'base64url').length !== 16) throw fieldError('keys.auth', 'Not a 16-byte authentication secret');
    const quota = await platform.limiter.hit(`push:subscribe:${user.id}`, SUBSCRIBES_PER_HOUR, 3_600_000);
    if (!quota.allowed) throw rateLimited('Too many push subscriptions. Please try again later.', quota.retryAfterMs);
    const check = await checkEndpoint(body.endpoint, policy);
    if (!check.ok) {
      request.log.info({ reason: check.reason }, 'push endpoint refused');
      throw new AppError(422, ERROR_CODES.pushEndpointRefused, 'This push service address cannot be used');
    }
    const id = await store.save(
      user.id,
      { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
      new Date(platform.clock.now()),
    );
    reply.code(201);
    return { id };
  });

  app.delete<{ Params: { id: string } }>('/push/subscriptions/:id', async (request, reply) => {
    const user = await requireUser(platform, request);
    const id = uuid.safeParse(request.params.id);
    if (!id.success || !(await store.remove(user.id, id.data))) throw notFound('No such push subscription');
    return reply.code(204).send();
  });
}
