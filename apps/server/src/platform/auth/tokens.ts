import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  readonly userId: string;
  readonly username: string;
  /** The user's token version when the token was issued; a newer version revokes it. */
  readonly version: number;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ISSUER = 'fanclash';

/** Short-lived access tokens (JWT, HS256) carrying the user id, name and token version. */
export class AccessTokens {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ username: claims.username, ver: claims.version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.username !== 'string' || typeof payload.ver !== 'number') {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { userId: payload.sub, username: payload.username, version: payload.ver } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
