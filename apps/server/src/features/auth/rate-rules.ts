import { ERROR_CODES } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';

const MINUTE = 60_000;

/**
 * The auth rate limits. Per-account sign-in failures stop password guessing on one account;
 * per-IP limits stop one address spraying many accounts or creating accounts in bulk.
 */
export const RATE_RULES = {
  /**
   * Failures on one account from one address lock that address out of it. Other addresses
   * are not locked (anyone who knows the e-mail could otherwise keep the owner out): once the
   * account as a whole passes the same count, each attempt from elsewhere is slowed instead.
   */
  signInFailuresPerAccount: {
    limit: 5,
    windowMs: 15 * MINUTE,
    perIp: false,
    reason: 'Too many failed sign-in attempts for this account.',
  },
  signInFailuresPerIp: {
    limit: 20,
    windowMs: 15 * MINUTE,
    perIp: true,
    reason: 'Too many failed sign-in attempts from your network.',
  },
  signUpPerIp: {
    limit: 20,
    windowMs: 60 * MINUTE,
    perIp: true,
    reason: 'Too many accounts created from your network.',
  },
  passwordResetPerIp: { limit: 10, windowMs: 60 * MINUTE, perIp: true, reason: 'Too many reset requests.' },
  passwordResetPerEmail: { limit: 3, windowMs: 60 * MINUTE, perIp: false, reason: 'Too many reset requests.' },
} as const;

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, ERROR_CODES.rateLimited, message);
  }
}

export function rateLimited(message: string, retryAfterMs: number): RateLimitedError {
  return new RateLimitedError(message, retryAfterMs);
}

/**
 * The readable 429 of an auth rule: its reason and the time actually left (the same time
 * Retry-After gives), in whole minutes rounded up; a full hour reads "an hour".
 */
export function rateLimitedFor(reason: string, retryAfterMs: number): RateLimitedError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  const wait = minutes >= 60 ? 'an hour' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new RateLimitedError(`${reason} Please try again in ${wait}.`, retryAfterMs);
}
