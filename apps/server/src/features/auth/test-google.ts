import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/**
 * A stand-in for Google's key endpoint, for tests that run offline: a local HTTP server
 * publishing one RSA key (as https://www.googleapis.com/oauth2/v3/certs does) and a signer for
 * ID tokens with Google's claims. `sign` takes overrides to make each kind of bad token.
 */
export interface FakeGoogle {
  readonly jwksUrl: string;
  readonly clientId: string;
  sign(claims?: Partial<GoogleClaims>, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

export interface GoogleClaims extends JWTPayload {
  email: string;
  email_verified: boolean;
  name: string;
}

export interface SignOptions {
  /** Sign with a key the endpoint does not publish (under the published key id unless `kid` is set). */
  foreignKey?: boolean;
  kid?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
}

const KID = 'test-key-1';

export async function startFakeGoogle(clientId = 'fanclash-test.apps.googleusercontent.com'): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    async sign(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const key: CryptoKey = options.foreignKey ? foreign.privateKey : privateKey;
      const { iss = 'https://accounts.google.com', aud = clientId, sub = `g${Math.floor(Math.random() * 1e12)}`, ...rest } = claims;
      return new SignJWT({ email: 'fan@example.com', email_verified: true, name: 'Test Fan', ...rest })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(sub)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + (options.expiresIn ?? 3600))
        .sign(key);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** An unsigned token ("alg": "none") with otherwise good claims. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
