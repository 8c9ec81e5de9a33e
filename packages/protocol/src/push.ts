import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/**
 * Web Push (issue 35, item 3): a device subscribes with the server's VAPID public key and
 * hands the browser's PushSubscription to the server; the server pushes to it (encrypted,
 * RFC 8291) while the player has no tab open. A player may have several devices.
 */

export const PUSH_LIMITS = {
  /** A push service's endpoint URL (FCM, Mozilla, Apple and WNS use far less). */
  endpointMax: 2048,
  /** Devices (subscriptions) one player keeps; a new one beyond this replaces the oldest. */
  devicesPerPlayer: 20,
  /** A chat line quoted in a push is cut to this many characters. */
  quoteMax: 140,
} as const;

/** Unpadded base64url, as PushSubscription.toJSON() gives the keys. */
const base64url = lazySchema(() => z.string().regex(/^[A-Za-z0-9_-]+$/));

/** `POST /push/subscriptions` (bearer): the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBodySchema = lazySchema(() =>
  z.object({
    endpoint: z.string().min(1).max(PUSH_LIMITS.endpointMax),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      /** The device's P-256 public key: 65 bytes, 87 characters. */
      p256dh: base64url.length(87),
      /** The device's authentication secret: 16 bytes, 22 characters. */
      auth: base64url.length(22),
    }),
  }),
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** The answer of `POST /push/subscriptions`: the id `DELETE /push/subscriptions/{id}` takes. */
export const pushSubscriptionResponseSchema = lazySchema(() => z.object({ id: z.uuid() }));
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

/** `GET /push/vapid-public-key` (public): the application server key a device subscribes with. */
export const vapidPublicKeyResponseSchema = lazySchema(() => z.object({ public_key: z.string().min(1) }));
export type VapidPublicKeyResponse = z.infer<typeof vapidPublicKeyResponseSchema>;

/**
 * What the service worker receives (decrypted) and shows: `tag` groups notifications (one chat
 * per friend), `url` is the app page a tap opens (always a path of this origin).
 */
export const pushPayloadSchema = lazySchema(() =>
  z.object({
    /** A notification kind, or 'summary': what the player's quiet hours held back, told once they end. */
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    tag: z.string(),
    url: z.string().startsWith('/'),
    /** Alert again when replacing a notification with the same tag. */
    renotify: z.boolean(),
    /** Milliseconds since the epoch, when the event happened. */
    timestamp: z.number(),
  }),
);
export type PushPayload = z.infer<typeof pushPayloadSchema>;
