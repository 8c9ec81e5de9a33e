import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { isPublicAddress } from './address.js';
import { checkEndpoint, type Resolve, type ResolvedAddress } from './endpoint.js';
import { createPushSender } from './sender.js';

/** Endpoint validation: https only, never an address inside the operator's network, checked again at send time. */
const answers =
  (...sets: ResolvedAddress[][]): Resolve =>
  async () => {
    const next = sets.length > 1 ? sets.shift() : sets[0];
    return next ?? [];
  };
const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

describe('which addresses a push may reach', () => {
  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '142.250.185.74',
    '2a00:1450:4001:82a::200a',
    '2606:4700::6810:84e5',
    // IPv4 inside NAT64's well-known prefix (DNS64 networks) is judged by that IPv4 address.
    '64:ff9b::8.8.8.8',
    '64:ff9b::808:808',
    '::ffff:8.8.8.8',
  ])('allows the global address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '192.0.2.10',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::127.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::a00:1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('checkEndpoint', () => {
  const strict = (resolve: Resolve) => ({ allowPrivate: false, resolve });
  const publicDns = answers([v4('142.250.185.74'), v6('2a00:1450:4001:82a::200a')]);

  it('accepts an https push service whose every address is global, and gives those addresses', async () => {
    const check = await checkEndpoint('https://fcm.googleapis.com/fcm/send/abc', strict(publicDns));
    expect(check).toMatchObject({ ok: true, addresses: [v4('142.250.185.74'), v6('2a00:1450:4001:82a::200a')] });
  });

  it.each([
    ['not https', 'http://fcm.googleapis.com/fcm/send/abc', 'not_https'],
    ['not a URL', '::::', 'not_a_url'],
    ['user name and password', 'https://a:b@fcm.googleapis.com/x', 'credentials'],
    ['another port', 'https://fcm.googleapis.com:8443/x', 'port'],
    ['a loopback literal', 'https://127.0.0.1/x', 'private_address'],
    ['an IPv6 link-local literal', 'https://[fe80::1]/x', 'private_address'],
  ])('refuses %s', async (_name, endpoint, reason) => {
    expect(await checkEndpoint(endpoint, strict(publicDns))).toEqual({ ok: false, reason });
  });

  it('refuses a name with one private address among public ones, and a name that does not resolve', async () => {
    const mixed = answers([v4('142.250.185.74'), v4('10.0.0.7')]);
    expect(await checkEndpoint('https://push.example.com/x', strict(mixed))).toEqual({ ok: false, reason: 'private_address' });
    const nothing: Resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await checkEndpoint('https://push.example.com/x', strict(nothing))).toEqual({ ok: false, reason: 'unresolvable' });
    expect(await checkEndpoint('https://push.example.com/x', strict(answers([])))).toEqual({ ok: false, reason: 'unresolvable' });
  });

  it('with PUSH_ALLOW_PRIVATE_ENDPOINTS=1 allows private addresses and ports, but still only https', async () => {
    const loose = { allowPrivate: true, resolve: answers([v4('127.0.0.1')]) };
    expect(await checkEndpoint('https://localhost:8443/x', loose)).toMatchObject({ ok: true });
    expect(await checkEndpoint('http://localhost:8443/x', loose)).toEqual({ ok: false, reason: 'not_https' });
  });

  it('checks again at send time: a name that now resolves to a private address (DNS rebinding) gets no request', async () => {
    // Public when the subscription was stored, private when the push goes out.
    const rebinding = answers([v4('142.250.185.74')], [v4('127.0.0.1')]);
    const policy = strict(rebinding);
    expect(await checkEndpoint('https://push.example.com/x', policy)).toMatchObject({ ok: true });
    const keys = webpush.generateVAPIDKeys();
    const send = createPushSender({ vapid: { ...keys, subject: 'mailto:test@fanclash.example', source: 'memory' }, policy });
    const device = { id: 'd1', endpoint: 'https://push.example.com/x', p256dh: 'x', auth: 'y' };
    const payload = { kind: 'chat_message', title: 't', body: 'b', tag: 'g', url: '/', renotify: false, timestamp: 0 };
    expect(await send(device, payload, { ttlSeconds: 60, urgency: 'normal' })).toEqual({ kind: 'refused', reason: 'private_address' });
  });
});
