import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type CryptoKey } from 'jose';

export interface AccessClaims {
  readonly userId: string;
  readonly username: string;
  /** The user's token version when the token was issued; a newer version revokes it. */
  readonly version: number;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ISSUER = 'fanclash';
/** Verified tokens remembered (the oldest forgotten first). */
const VERIFIED_KEPT = 20_000;

/** Short-lived access tokens (JWT, HS256) carrying the user id, name and token version. */
export class AccessTokens {
  /**
   * The secret imported once as a key: given the raw bytes, jose imports them again for every
   * token, and with every socket checking its token that import was a visible share of a busy
   * server's time.
   */
  private readonly key: Promise<CryptoKey>;
  /**
   * Tokens whose signature was checked, with their claims. A player's token opens a socket per
   * tab and per battle; the HMAC check (an asynchronous Web Crypto job) of each was a visible
   * cost. Revocation is unaffected: the caller still compares the token version with the user's.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    secret: Uint8Array,
    readonly ttlSeconds: number,
  ) {
    this.key = webcrypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ username: claims.username, ver: claims.version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  async verify(token: string): Promise<VerifyResult> {
    const known = this.verified.get(token);
    if (known) {
      // A signature checked once stays good; only the clock can turn the token down now.
      if (Date.now() < known.expiresAt) return { ok: true, claims: known.claims };
      this.verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.username !== 'string' || typeof payload.ver !== 'number') {
        return { ok: false, reason: 'invalid' };
      }
      const claims = { userId: payload.sub, username: payload.username, version: payload.ver };
      if (typeof payload.exp === 'number') this.remember(token, claims, payload.exp * 1000);
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAt: number): void {
    if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, { claims, expiresAt });
  }
}
