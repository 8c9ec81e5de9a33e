import type { FastifyRequest } from 'fastify';
import { forbidden, sessionExpired, unauthorized } from '../../lib/errors.js';
import type { UserRow } from '../../features/users/store.js';
import type { Platform } from '../platform.js';

/** Reads the bearer token (header, or the `token` query parameter the spec's client uses). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/**
 * Resolves a token to its user, or explains why not. The token version must match the
 * stored one: bumping it (sign out everywhere, password change, deletion) revokes every token.
 */
export async function userFromToken(platform: Platform, token: string): Promise<{ user: UserRow } | { error: 'expired' | 'invalid' }> {
  const verified = await platform.tokens.verify(token);
  if (!verified.ok) return { error: verified.reason };
  const user = await platform.users.findById(verified.claims.userId);
  if (!user || user.tokenVersion !== verified.claims.version) return { error: 'invalid' };
  return { user };
}

/** Why a token was refused, as the error every authenticated call answers with. */
export const tokenRefused = (reason: 'expired' | 'invalid') =>
  reason === 'expired' ? sessionExpired() : unauthorized('Invalid or expired token');

/** The signed-in user of a request; 401 without a valid token. */
export async function requireUser(platform: Platform, request: FastifyRequest): Promise<UserRow> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const result = await userFromToken(platform, token);
  if ('error' in result) throw tokenRefused(result.error);
  return result.user;
}

/** A username parameter that names someone other than the token's user is refused with 403. */
export function assertSelf(user: UserRow, username: unknown): void {
  if (typeof username === 'string' && username.trim() !== '' && username.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw forbidden('You can only act for your own account');
  }
}
