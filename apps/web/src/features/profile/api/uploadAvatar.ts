import { AVATAR_UPLOAD_FIELD, ERROR_CODES, LIMITS, errorResponseSchema, uploadAvatarResponseSchema } from '@fanclash/protocol';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api';
import { isTokenExpired } from '../../../lib/jwt';
import { renewAccessToken } from '../../auth/renew';
import { getSession } from '../../auth/session';

/** The upload did not finish within LIMITS.avatarUploadTimeoutMs. */
export const UPLOAD_TIMEOUT_CODE = 'upload_timeout';

async function currentToken(): Promise<string | null> {
  const { token } = getSession();
  if (token && !isTokenExpired(token)) return token;
  return renewAccessToken();
}

/**
 * POST /db/upload-avatar, multipart field `file`, 30 s timeout (spec section 7). The token
 * goes in the Authorization header, which the server accepts as well as `?token`, so it never
 * lands in an access log. Resolves to the served path of the stored picture.
 */
export async function uploadAvatar(file: File, timeoutMs: number = LIMITS.avatarUploadTimeoutMs): Promise<string> {
  const token = await currentToken();
  if (!token) throw new ApiError(401, ERROR_CODES.unauthorized, 'Not signed in');
  const body = new FormData();
  body.append(AVATAR_UPLOAD_FIELD, file, file.name || 'avatar');
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch('/db/upload-avatar', {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: controller.signal,
    });
  } catch {
    throw controller.signal.aborted
      ? new ApiError(0, UPLOAD_TIMEOUT_CODE, 'The upload took too long')
      : new ApiError(0, CLIENT_ERROR_CODES.network, 'No response from server');
  } finally {
    window.clearTimeout(timer);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const failure = errorResponseSchema.safeParse(json);
    if (failure.success) throw new ApiError(response.status, failure.data.code, failure.data.detail);
    throw new ApiError(
      response.status,
      response.status === 413 ? ERROR_CODES.avatarTooLarge : `http_${response.status}`,
      response.statusText,
    );
  }
  const parsed = uploadAvatarResponseSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, CLIENT_ERROR_CODES.invalidResponse, 'Unexpected response from server');
  return parsed.data.avatar_path;
}
