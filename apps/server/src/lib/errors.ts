import { ERROR_CODES, type ErrorCode } from '@fanclash/protocol';

/**
 * An error with a stable code and the HTTP status the spec's catalogue expects. Routes throw
 * it; the app's error handler turns it into `{ detail, code, fields? }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    readonly detail: string | Record<string, string>,
    readonly fields?: Record<string, string>,
  ) {
    super(typeof detail === 'string' ? detail : Object.values(detail).join('; '));
  }
}

export const unauthorized = (detail = 'Authentication required') => new AppError(401, ERROR_CODES.unauthorized, detail);
/** An access token past its expiry: the web renews it once and retries on this code. */
export const sessionExpired = () => new AppError(401, ERROR_CODES.tokenExpired, 'Your session has expired. Please sign in again.');
export const forbidden = (detail = 'You are not allowed to do this') => new AppError(403, ERROR_CODES.forbidden, detail);
export const notFound = (detail = 'Not found') => new AppError(404, ERROR_CODES.notFound, detail);
