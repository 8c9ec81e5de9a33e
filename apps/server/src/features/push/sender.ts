import { createHash } from 'node:crypto';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import webpush from 'web-push';
import type { PushPayload } from '@fanclash/protocol';
import { checkEndpoint, type EndpointPolicy, type EndpointRefusal, type ResolvedAddress } from './endpoint.js';
import type { VapidKeys } from './keys.js';

/** A device to push to (a stored subscription). */
export interface PushTarget {
  readonly id: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps the message for an unreachable device. */
  readonly ttlSeconds: number;
  readonly urgency: 'very-low' | 'low' | 'normal' | 'high';
  /**
   * Messages with the same topic replace each other while waiting at the push service (one
   * chat per friend): a device that comes back online gets the newest, not every one.
   */
  readonly topic?: string;
}

export type SendOutcome =
  | { readonly kind: 'sent'; readonly status: number }
  /** 404 or 410: the subscription expired or was withdrawn; it is deleted. */
  | { readonly kind: 'gone'; readonly status: number }
  /** The endpoint no longer passes the address check (e.g. its name now resolves to a private address). */
  | { readonly kind: 'refused'; readonly reason: EndpointRefusal }
  | { readonly kind: 'failed'; readonly status?: number; readonly error?: string };

export interface SenderOptions {
  readonly vapid: VapidKeys;
  readonly policy: EndpointPolicy;
  /** Extra certificate authorities (PUSH_CA_FILE) trusted besides the system's. */
  readonly extraCa?: string;
  readonly timeoutMs?: number;
}

export type PushSender = (target: PushTarget, payload: PushPayload, options: PushOptions) => Promise<SendOutcome>;

/** A push topic (at most 32 base64url characters, RFC 8030 section 5.4) for a notification tag. */
export const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Sends one push: `web-push` builds the request (payload encrypted with aes128gcm for the
 * device's keys, RFC 8291, and a VAPID authorization, RFC 8292); this sends it over https to the
 * address the endpoint check just resolved and approved, never to a second DNS answer.
 */
export function createPushSender({ vapid, policy, extraCa, timeoutMs = 10_000 }: SenderOptions): PushSender {
  const ca = extraCa ? [...rootCertificates, extraCa] : undefined;
  return async (target, payload, options) => {
    const check = await checkEndpoint(target.endpoint, policy);
    if (!check.ok) return { kind: 'refused', reason: check.reason };
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        ...(options.topic ? { topic: options.topic } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const status = await post(check.url, check.addresses, details.headers, details.body, { ca, timeoutMs });
      if (status === 404 || status === 410) return { kind: 'gone', status };
      if (status >= 200 && status < 300) return { kind: 'sent', status };
      return { kind: 'failed', status };
    } catch (error) {
      return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
    }
  };
}

/** Connects only to `addresses` (already checked), whatever the resolver would answer now. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const all = typeof options === 'object' && options !== null && 'all' in options && options.all === true;
    if (all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [...addresses]);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
  };
}

function post(
  url: URL,
  addresses: readonly ResolvedAddress[],
  headers: Record<string, string | number>,
  body: Buffer | null,
  { ca, timeoutMs }: { ca: string[] | undefined; timeoutMs: number },
): Promise<number> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        method: 'POST',
        host,
        port: url.port === '' ? 443 : Number(url.port),
        path: `${url.pathname}${url.search}`,
        headers: { ...headers },
        lookup: pinnedLookup(addresses),
        // The certificate is checked against the endpoint's name, whichever address answered.
        ...(isIP(host) === 0 ? { servername: host } : {}),
        ...(ca ? { ca } : {}),
        timeout: timeoutMs,
        agent: false,
      },
      (response) => {
        // The body says nothing we act on; read it so the socket is released.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`push endpoint timed out after ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
