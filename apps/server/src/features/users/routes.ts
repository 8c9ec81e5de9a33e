import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { bearerToken, userFromToken } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { toOwnUser, toPublicUser } from './dto.js';

const byUsernameQuery = z.object({ username: z.string().trim().min(1).max(64) });

/** GET /db/get-user-by-username: the owner gets the full record; anyone else public fields only. */
export async function userRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  app.get('/db/get-user-by-username', async (request) => {
    const { username } = parseInput(byUsernameQuery, request.query);
    const row = await platform.users.findByUsername(username);
    if (!row) throw new AppError(404, ERROR_CODES.userNotFound, 'User not found');
    const token = bearerToken(request);
    const viewer = token ? await userFromToken(platform, token) : undefined;
    const ranking = await platform.users.ranking(row);
    if (viewer && 'user' in viewer && viewer.user.id === row.id) return toOwnUser(row, ranking);
    return toPublicUser(row, ranking);
  });
}
