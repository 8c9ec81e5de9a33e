import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_UPLOAD_FIELD, ERROR_CODES, LIMITS, PROFILE_MESSAGES, type UploadAvatarResponse } from '@fanclash/protocol';
import { AppError, notFound } from '../../lib/errors.js';
import { assertSelf, requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import { rateLimited } from '../auth/rate-rules.js';
import { invalidImage } from './image.js';
import { AVATAR_ROUTE_PREFIX } from './paths.js';
import { createAvatarService } from './service.js';
import type { AvatarStorage } from './storage.js';
import { createAvatarStore } from './store.js';

/** Re-encoding costs CPU: a player gets this many uploads per window. */
const UPLOADS_PER_WINDOW = 10;
const UPLOAD_WINDOW_MS = 10 * 60_000;
/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const tooLarge = () => new AppError(413, ERROR_CODES.avatarTooLarge, PROFILE_MESSAGES[ERROR_CODES.avatarTooLarge]);

/** POST /db/upload-avatar?token (or Bearer), multipart `file`; GET /avatars/{dir}/{file}. */
export async function avatarRoutes(app: FastifyInstance, platform: Platform, storage: AvatarStorage): Promise<void> {
  const service = createAvatarService(platform, createAvatarStore(platform.db), storage);

  app.post('/db/upload-avatar', async (request): Promise<UploadAvatarResponse> => {
    const user = await requireUser(platform, request);
    assertSelf(user, (request.query as Record<string, unknown>).username);
    const quota = await platform.limiter.hit(`avatarUpload:${user.id}`, UPLOADS_PER_WINDOW, UPLOAD_WINDOW_MS);
    if (!quota.allowed) throw rateLimited('Too many avatar uploads. Please try again later.', quota.retryAfterMs);
    const bytes = await readUploadedFile(request);
    return { avatar_path: await service.upload(user, bytes) };
  });

  app.get<{ Params: { dir: string; file: string } }>(`${AVATAR_ROUTE_PREFIX}/:dir/:file`, async (request, reply) => {
    // storage.read accepts only names this server writes, so '..', separators or encoded tricks find nothing.
    const bytes = await storage.read(request.params.dir, request.params.file);
    if (!bytes) throw notFound('Avatar not found');
    return (
      reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        // The address carries the content hash: a changed picture is a new address, so this one never goes stale.
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Public pictures: the web app may load them from another origin (a dev server, a CDN).
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes)
    );
  });
}

/** The one file in field `file`, at most LIMITS.avatarMaxBytes, read into memory. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  // Refuse an oversized body from its declared length before reading any of it.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > LIMITS.avatarMaxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  if (!request.isMultipart()) throw invalidImage();
  const part = await request.file({ limits: { fileSize: LIMITS.avatarMaxBytes, files: 1 } });
  if (!part) throw invalidImage();
  if (part.fieldname !== AVATAR_UPLOAD_FIELD) {
    part.file.resume(); // drain it, so the connection is not left holding an unread body
    throw invalidImage();
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
