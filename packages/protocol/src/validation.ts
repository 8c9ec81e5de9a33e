import { z } from 'zod';
import { ERROR_CODES } from './errors.js';
import { LIMITS, RESERVED_USERNAMES } from './limits.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Section 5's validation rules as zod schemas. Each issue's message is its stable error
 * code, so the server can return it and the web app can translate it.
 */

/** A simple e-mail pattern without spaces: something@something.tld */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = lazySchema(() =>
  z.string().trim().max(254, ERROR_CODES.invalidEmail).regex(EMAIL_PATTERN, ERROR_CODES.invalidEmail),
);

export const newPasswordSchema = lazySchema(() =>
  z
    .string()
    .min(LIMITS.passwordMin, ERROR_CODES.passwordLength)
    // argon2 input stays bounded: a 1 MB "password" is a denial-of-service, not a password.
    .max(256, ERROR_CODES.passwordLength),
);

export const signInPasswordSchema = lazySchema(() =>
  z.string().min(1, ERROR_CODES.passwordRequired).max(256, ERROR_CODES.invalidCredentials),
);

/** Username rules in the spec's order; the first failing rule is the one reported. */
export function usernameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name.length === 0) return ERROR_CODES.usernameEmpty;
  if (name.length < LIMITS.usernameMin) return ERROR_CODES.usernameShort;
  if (name.length > LIMITS.usernameMax) return ERROR_CODES.usernameLong;
  if (!/^[A-Za-z0-9_]+$/.test(name)) return ERROR_CODES.usernameChars;
  if (/^[0-9]/.test(name)) return ERROR_CODES.usernameDigit;
  if ((RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase())) return ERROR_CODES.usernameReserved;
  return null;
}

export const usernameSchema = lazySchema(() =>
  z
    .string()
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      const problem = usernameProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

/** The spec's English texts for each validation code (the web app has both languages). */
export const VALIDATION_MESSAGES: Record<string, string> = {
  [ERROR_CODES.invalidEmail]: 'Please enter a valid email address',
  [ERROR_CODES.passwordLength]: 'Password must be at least 8 characters long',
  [ERROR_CODES.passwordRequired]: 'Password is required',
  [ERROR_CODES.emailExists]: 'An account with this email already exists',
  [ERROR_CODES.usernameEmpty]: 'Username cannot be empty',
  [ERROR_CODES.usernameShort]: 'Username must be at least 3 characters long',
  [ERROR_CODES.usernameLong]: 'Username must be less than 20 characters long',
  [ERROR_CODES.usernameChars]: 'Username can only contain letters, numbers, and underscores',
  [ERROR_CODES.usernameDigit]: 'Username cannot start with a number',
  [ERROR_CODES.usernameReserved]: 'This username is reserved',
  [ERROR_CODES.usernameExists]: 'This username is already taken',
  [ERROR_CODES.usernameInappropriate]: 'This username is not allowed: please choose another one',
  [ERROR_CODES.textInappropriate]: 'Please remove the offensive words and try again',
  [ERROR_CODES.invalidCharacters]: 'Contains characters that are not allowed',
  [ERROR_CODES.repeatedParameter]: 'This parameter may be given only once',
};
