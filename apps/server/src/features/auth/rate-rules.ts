import { ERROR_CODES } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';

const MINUTE = 60_000;

/**
 * The auth rate limits. Per-account sign-in failures stop password guessing on one account;
 * per-IP limits stop one address spraying many accounts or creating accounts in bulk.
 */
export const RATE_RULES = {
  signInFailuresPerAccount: {
    limit: 5,
    windowMs: 15 * MINUTE,
    perIp: false,
    message: 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
  },
  signInFailuresPerIp: {
    limit: 20,
    windowMs: 15 * MINUTE,
    perIp: true,
    message: 'Too many failed sign-in attempts from your network. Please try again in 15 minutes.',
  },
  signUpPerIp: {
    limit: 20,
    windowMs: 60 * MINUTE,
    perIp: true,
    message: 'Too many accounts created from your network. Please try again in an hour.',
  },
  passwordResetPerIp: { limit: 10, windowMs: 60 * MINUTE, perIp: true, message: 'Too many reset requests. Please try again later.' },
  passwordResetPerEmail: { limit: 3, windowMs: 60 * MINUTE, perIp: false, message: 'Too many reset requests. Please try again later.' },
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
