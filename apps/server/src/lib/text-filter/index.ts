import { ERROR_CODES, VALIDATION_MESSAGES } from '@fanclash/protocol';
import { AppError } from '../errors.js';
import { scan, type Span } from './scan.js';

/**
 * The profanity and slur filter for English and Russian (issue 34, item 4): usernames are
 * refused; comments, replies, debate texts and chat messages are masked, refused or let
 * through per TEXT_FILTER (mask | refuse | off). See README.md beside this file.
 */
export const TEXT_FILTER_MODES = ['mask', 'refuse', 'off'] as const;
export type TextFilterMode = (typeof TEXT_FILTER_MODES)[number];

export type { Span } from './scan.js';

/** The offensive words of a text (ranges of it, end exclusive). */
export function findOffensive(text: string): Span[] {
  return scan(text, { names: true });
}

export function isOffensive(text: string): boolean {
  return findOffensive(text).length > 0;
}

/** Each character of an offensive word (not the spaces between spaced-out letters) as '*'. */
export function maskOffensive(text: string): string {
  const spans = findOffensive(text);
  if (spans.length === 0) return text;
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start);
    out += [...text.slice(span.start, span.end)].map((char) => (/\s/u.test(char) ? char : '*')).join('');
    at = span.end;
  }
  return out + text.slice(at);
}

/**
 * A username (letters, digits, underscores) read as words: split at underscores and at
 * camel case ('Big_Dick', 'FuckYou', 'xuy_123'), no allowance for names.
 */
export function isOffensiveUsername(name: string): boolean {
  const spaced = name.replace(/_/g, ' ');
  const camel = spaced.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  return [spaced, camel].some((variant) => scan(variant).length > 0);
}

/** 422 username_inappropriate, as a field error of `username` (sign-up) or alone (rename). */
export function usernameRefused(asField: boolean): AppError {
  const text = VALIDATION_MESSAGES[ERROR_CODES.usernameInappropriate] ?? ERROR_CODES.usernameInappropriate;
  return asField
    ? new AppError(422, ERROR_CODES.validation, { username: text }, { username: ERROR_CODES.usernameInappropriate })
    : new AppError(422, ERROR_CODES.usernameInappropriate, text);
}

/** Throws usernameRefused unless the filter is off or the name is clean. */
export function assertUsernameAllowed(mode: TextFilterMode, name: string, asField: boolean): void {
  if (mode !== 'off' && isOffensiveUsername(name)) throw usernameRefused(asField);
}

/** 422 text_inappropriate; `field` names the form field for the web app's message under it. */
export function textRefused(field?: string): AppError {
  const text = VALIDATION_MESSAGES[ERROR_CODES.textInappropriate] ?? ERROR_CODES.textInappropriate;
  return field
    ? new AppError(422, ERROR_CODES.textInappropriate, { [field]: text }, { [field]: ERROR_CODES.textInappropriate })
    : new AppError(422, ERROR_CODES.textInappropriate, text);
}

/** The text to store: itself (off or clean), masked (mask), or a refusal thrown (refuse). */
export function filterText(mode: TextFilterMode, text: string, field?: string): string {
  if (mode === 'off') return text;
  if (mode === 'refuse') {
    if (isOffensive(text)) throw textRefused(field);
    return text;
  }
  return maskOffensive(text);
}
