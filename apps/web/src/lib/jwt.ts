/**
 * Reading the expiry of our access token on the device. The signature is not checked here
 * (the server does that); the client only needs `exp` to renew before calling.
 */

/** Seconds of margin: a token this close to its end is renewed rather than sent. */
export const EXPIRY_MARGIN_S = 10;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The JWT payload as an object, or null when the token is not a readable JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The token's `exp` in milliseconds since the epoch, or null when it has none. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/**
 * True when the token's expiry has passed (or is within the margin). A token that cannot
 * be read counts as expired: sending it would only earn a 401.
 */
export function isTokenExpired(token: string, nowMs: number = Date.now(), marginS: number = EXPIRY_MARGIN_S): boolean {
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return true;
  return expiresAt - marginS * 1000 <= nowMs;
}
