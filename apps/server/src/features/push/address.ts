import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Addresses a push may never be sent to (unless PUSH_ALLOW_PRIVATE_ENDPOINTS=1): a subscription's
 * endpoint is a URL the client chose, and without this check a player could make the server
 * send requests into the operator's own network (SSRF). Everything that is not a global unicast
 * address is refused: loopback, private, shared (CGNAT), link-local, unique-local, multicast,
 * documentation, benchmarking and reserved ranges.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d
  ['64:ff9b::', 96], // NAT64: allowed below only by the IPv4 address it carries
  ['64:ff9b:1::', 48], // local-use IPv4/IPv6 translation
  ['100::', 64], // discard-only
  ['2001::', 32], // Teredo (tunnels to any IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (tunnels to any IPv4 address)
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside NAT64's well-known prefix 64:ff9b::/96 (DNS64 networks), if it is one. */
function nat64Embedded(address: string): string | undefined {
  const match = /^64:ff9b::(?:ffff:)?(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
  if (!match) return undefined;
  if (match[1]) return match[1];
  const high = parseInt(match[2] ?? '0', 16);
  const low = parseInt(match[3] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * True for an address a push may go to: a global unicast IPv4 or IPv6 address. IPv4-mapped
 * IPv6 addresses (::ffff:a.b.c.d) are judged by their IPv4 address (BlockList does so), and
 * NAT64 ones (64:ff9b::a.b.c.d) by the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return !refused.check(bare, 'ipv4');
  if (!isIPv6(bare)) return false;
  const embedded = nat64Embedded(bare);
  if (embedded !== undefined) return isIPv4(embedded) && !refused.check(embedded, 'ipv4');
  return !refused.check(bare, 'ipv6');
}
