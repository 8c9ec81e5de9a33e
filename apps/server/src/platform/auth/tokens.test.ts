import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './tokens.js';

const claims = { userId: '5c0f4a57-59a1-4a4b-9d0c-7a8f2d1e6b3c', username: 'alice', version: 3 };

/** Access tokens: a verified token is remembered, but never past its expiry, and a forged one never passes. */
describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again from memory, and refuses them once expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['Date'] });
    const tokens = new AccessTokens(new TextEncoder().encode('a'.repeat(64)), 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    vi.setSystemTime(new Date('2026-11-26T12:01:01Z'));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another key or altered after a good one was remembered', async () => {
    const tokens = new AccessTokens(new TextEncoder().encode('a'.repeat(64)), 60);
    const other = new AccessTokens(new TextEncoder().encode('b'.repeat(64)), 60);
    const good = await tokens.sign(claims);
    expect((await tokens.verify(good)).ok).toBe(true);
    expect(await tokens.verify(await other.sign(claims))).toEqual({ ok: false, reason: 'invalid' });
    const [header, , signature] = good.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: claims.userId, username: 'mallory', ver: 3, iss: 'fanclash', exp: 4e9 })).toString('base64url')}.${signature}`;
    expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
  });
});
