import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenExpired, tokenExpiresAt } from './jwt';

function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

describe('token expiry', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const inSeconds = (s: number) => Math.floor(now / 1000) + s;

  it('reads exp in milliseconds', () => {
    expect(tokenExpiresAt(fakeJwt({ exp: inSeconds(60) }))).toBe(now + 60_000);
  });

  it('is valid well before exp', () => {
    expect(isTokenExpired(fakeJwt({ exp: inSeconds(600) }), now)).toBe(false);
  });

  it('is expired once exp has passed', () => {
    expect(isTokenExpired(fakeJwt({ exp: inSeconds(-1) }), now)).toBe(true);
  });

  it('renews slightly early, inside the safety margin', () => {
    expect(isTokenExpired(fakeJwt({ exp: inSeconds(5) }), now, 10)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: inSeconds(5) }), now, 0)).toBe(false);
  });

  it('treats unreadable tokens and tokens without exp as expired', () => {
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
    expect(isTokenExpired(fakeJwt({ sub: 'u1' }), now)).toBe(true);
  });

  it('decodes UTF-8 payloads', () => {
    expect(decodeJwtPayload(fakeJwt({ username: 'игрок' }))?.username).toBe('игрок');
  });
});
