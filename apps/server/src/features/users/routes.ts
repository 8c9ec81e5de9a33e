import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@fanclash/protocol';
import { AppError, sessionExpired } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { bearerToken, userFromToken } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { toPublicUser } from './dto.js';
import { ownRecord } from './own-record.js';

const byUsernameQuery = z.object({ username: z.string().trim().min(1).max(64) });

/**
 * GET /db/get-user-by-username: the owner gets the full record; anyone else public fields only.
 * No token means a visitor. A token that is present but expired or revoked is refused with 401
 * token_expired (as on every authenticated route), so the web renews it and asks again rather
 * than getting the public record where it expects its own.
 */
export async function userRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  app.get('/db/get-user-by-username', async (request) => {
    const { username } = parseInput(byUsernameQuery, request.query);
    const token = bearerToken(request);
    const viewer = token ? await userFromToken(platform, token) : undefined;
    if (viewer && 'error' in viewer) throw sessionExpired();
    const row = await platform.users.findByUsername(username);
    if (!row) throw new AppError(404, ERROR_CODES.userNotFound, 'User not found');
    if (viewer && viewer.user.id === row.id) return ownRecord(platform, row);
    return toPublicUser(row, await platform.users.rankOf(row));
  });
}
