import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './address.js';

/** One resolved address of an endpoint's host. */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Resolves a host name to every address it has (A and AAAA, as the system resolver answers). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

export interface EndpointPolicy {
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS=1: loopback, private and link-local addresses and any port are allowed. */
  readonly allowPrivate: boolean;
  readonly resolve: Resolve;
}

/** Why an endpoint was refused (logged, and the subscription route answers 422 push_endpoint_refused). */
export type EndpointRefusal = 'not_a_url' | 'not_https' | 'credentials' | 'port' | 'unresolvable' | 'private_address';

export type EndpointCheck =
  | { readonly ok: true; readonly url: URL; readonly addresses: readonly ResolvedAddress[] }
  | { readonly ok: false; readonly reason: EndpointRefusal };

/**
 * Checks a push endpoint and resolves it: https only, no user name or password in it, port 443
 * (push services use no other), and EVERY address its host resolves to must be a global one,
 * so a name that resolves to both a public and a private address is refused too. Run when a
 * subscription is stored and again before each send: a name may resolve elsewhere later (DNS
 * rebinding), and the send then connects to the addresses checked here, not to a new answer.
 */
export async function checkEndpoint(raw: string, policy: EndpointPolicy): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not_a_url' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'not_https' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  if (!policy.allowPrivate && url.port !== '') return { ok: false, reason: 'port' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') return { ok: false, reason: 'not_a_url' };
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal !== 0) {
    addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      return { ok: false, reason: 'unresolvable' };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolvable' };
  if (!policy.allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) {
    return { ok: false, reason: 'private_address' };
  }
  return { ok: true, url, addresses };
}
