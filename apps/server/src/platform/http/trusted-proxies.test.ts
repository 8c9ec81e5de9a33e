import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.js';
import { BACKENDS, startTestServer, uniqueName, type TestServer } from '../../test/harness.js';

const randomOctet = () => 1 + Math.floor(Math.random() * 250);
/** A documentation-range address per run: with Redis, counters outlive a run. */
const randomAddress = (prefix: string) => `${prefix}.${randomOctet()}.${randomOctet()}`;

describe('TRUSTED_PROXIES configuration', () => {
  it('defaults to loopback and reads lists, CIDRs and none', () => {
    expect(parseConfig({}).trustedProxies).toEqual(['loopback']);
    expect(parseConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7,uniquelocal' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'uniquelocal',
    ]);
    expect(parseConfig({ TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
  });
  it.each(['everyone', '10.0.0.0/33', '1.2.3', '*'])('refuses %j naming the variable', (value) => {
    expect(() => parseConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
  });
});

/**
 * Per-address limits hold against a client that forges X-Forwarded-For: only a configured
 * proxy's forwarded address counts (issue 16.1: 24 sign-ups where 20 are allowed).
 */
describe.each(BACKENDS)('forwarded addresses (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    // PUBLIC_ORIGIN set, as behind a real proxy: it used to make every forwarded header trusted.
    server = await startTestServer({ backend, env: { PUBLIC_ORIGIN: 'https://fanclash.example', TRUSTED_PROXIES: '127.0.0.1' } });
  });
  afterAll(() => server.close());

  const signUpFrom = (remoteAddress: string, forwardedFor: string) => {
    const username = uniqueName('xff');
    return server.app.inject({
      method: 'POST',
      url: '/auth/signup',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `${username.toLowerCase()}@example.com`, password: 'correct horse battery', username },
    });
  };

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const client = randomAddress('203.0');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await signUpFrom(client, randomAddress(`198.${i}`))).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('uses the forwarded address when the trusted proxy sends it', async () => {
    const forwarded = randomAddress('198.51');
    const response = await signUpFrom('127.0.0.1', forwarded);
    expect(response.statusCode).toBe(201);
    // Another client behind the same proxy is counted separately from the first.
    const other = await signUpFrom('127.0.0.1', randomAddress('198.52'));
    expect(other.statusCode).toBe(201);
  });

  it('counts failed sign-ins per real address whatever X-Forwarded-For says', async () => {
    const client = randomAddress('203.1');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/auth/signin',
        remoteAddress: client,
        headers: { 'x-forwarded-for': randomAddress(`192.${i}`) },
        // Unknown e-mails: the per-account lock is not what stops this.
        payload: { email: `${uniqueName('nobody')}@example.com`, password: 'wrong password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
