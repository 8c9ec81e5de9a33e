import { ERROR_CODES, LIMITS } from '@fanclash/protocol';
import { ApiError, CLIENT_ERROR_CODES } from '../../lib/api';
import type authEn from './i18n/en.json';
import { PASSWORDS_MISMATCH, TERMS_REQUIRED } from './schemas';

type PluralForm = 'one' | 'few' | 'many' | 'other';
type WithoutPlural<K> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** A key of `auth:errors.*` (plural forms folded into their base key). */
export type AuthErrorKey = WithoutPlural<keyof (typeof authEn)['errors']>;

/** A message to show: a translation key, its plural count, and the server's own English text when it has one. */
export interface AuthMessage {
  readonly key: AuthErrorKey;
  readonly count?: number;
  /** The server's text (English only): shown instead of the translation in English. */
  readonly serverText?: string;
}

export type SignUpField = 'email' | 'username' | 'password';

export interface FormFailure<F extends string> {
  /** The message for the whole form (the error box under the fields). */
  readonly form: AuthMessage;
  /** Messages attached to single fields. */
  readonly fields: Partial<Record<F, AuthMessage>>;
}

/** Validation codes (from the shared rules or the server) -> their text, with the limit that goes in it. */
export function validationMessage(code: string): AuthMessage | null {
  switch (code) {
    case ERROR_CODES.passwordLength:
      return { key: 'password_length', count: LIMITS.passwordMin };
    case ERROR_CODES.usernameShort:
      return { key: 'username_short', count: LIMITS.usernameMin };
    case ERROR_CODES.usernameLong:
      return { key: 'username_long', count: LIMITS.usernameMax };
    case ERROR_CODES.invalidEmail:
    case ERROR_CODES.passwordRequired:
    case ERROR_CODES.emailExists:
    case ERROR_CODES.usernameEmpty:
    case ERROR_CODES.usernameChars:
    case ERROR_CODES.usernameDigit:
    case ERROR_CODES.usernameReserved:
    case ERROR_CODES.usernameExists:
    case ERROR_CODES.usernameInappropriate:
    case ERROR_CODES.resetTokenInvalid:
    case TERMS_REQUIRED:
    case PASSWORDS_MISMATCH:
      return { key: code };
    default:
      return null;
  }
}

/** 429: the count of minutes to wait (from Retry-After) and the server's own wording. */
function rateLimitedMessage(error: ApiError): AuthMessage {
  const serverText = typeof error.detail === 'string' ? error.detail : undefined;
  if (error.retryAfterSeconds === null) return { key: 'rateLimitedLater', serverText };
  return { key: 'rateLimited', count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)), serverText };
}

/** Section 8's default text per field when a 422 names the field without a known code. */
const SIGN_UP_FIELD_DEFAULTS: Record<SignUpField, AuthMessage> = {
  email: { key: 'invalid_email' },
  password: { key: 'password_length', count: LIMITS.passwordMin },
  username: { key: 'username_exists' },
};

const SIGN_UP_FIELDS: readonly SignUpField[] = ['email', 'username', 'password'];

/** Spec section 8, sign-up (email form). */
export function signUpFailure(error: unknown): FormFailure<SignUpField> {
  if (!(error instanceof ApiError)) return { form: { key: 'unknown' }, fields: {} };
  if (error.isNetworkError) return { form: { key: 'noResponse' }, fields: {} };
  // A success without the session in it: the legacy server's way of saying the account exists.
  if (error.code === CLIENT_ERROR_CODES.invalidResponse && error.status < 300) return { form: { key: 'accountExists' }, fields: {} };
  if (error.status === 401) return { form: { key: 'fixErrors' }, fields: { username: { key: 'username_exists' } } };
  if (error.status === 429) return { form: rateLimitedMessage(error), fields: {} };
  if (error.status === 422) {
    const fields: Partial<Record<SignUpField, AuthMessage>> = {};
    const detail = typeof error.detail === 'string' ? {} : error.detail;
    for (const field of SIGN_UP_FIELDS) {
      const code = error.fields[field];
      if (code !== undefined) fields[field] = validationMessage(code) ?? SIGN_UP_FIELD_DEFAULTS[field];
      else if (field in detail) fields[field] = SIGN_UP_FIELD_DEFAULTS[field];
    }
    return { form: { key: Object.keys(fields).length > 0 ? 'fixErrors' : 'signUpFailed' }, fields };
  }
  return { form: { key: 'signUpFailed' }, fields: {} };
}

/** Spec section 8, sign-in. */
export function signInFailure(error: unknown): AuthMessage {
  if (!(error instanceof ApiError)) return { key: 'genericError' };
  if (error.isNetworkError) return { key: 'networkError' };
  if (error.code === ERROR_CODES.accountSuspended) return { key: 'accountSuspended' };
  if (error.status === 401) return { key: 'invalidCredentials' };
  if (error.status === 404) return { key: 'userNotFound' };
  if (error.status === 422) return { key: 'invalidInput' };
  if (error.status === 429) return rateLimitedMessage(error);
  // Section 8 names 500 only; a 502/503 from a proxy is as unexpected as any other status.
  if (error.status === 500) return { key: 'serverError' };
  return { key: 'unexpectedError' };
}

/** Forgot/reset password forms. */
export function passwordFormFailure(error: unknown): AuthMessage {
  if (!(error instanceof ApiError)) return { key: 'unknown' };
  if (error.isNetworkError) return { key: 'networkError' };
  if (error.code === ERROR_CODES.resetTokenInvalid) return { key: 'reset_token_invalid' };
  if (error.status === 429) return rateLimitedMessage(error);
  const fieldCode = Object.values(error.fields)[0];
  if (error.status === 422 && fieldCode) return validationMessage(fieldCode) ?? { key: 'unknown' };
  if (error.status >= 500) return { key: 'serverError' };
  return { key: 'unknown' };
}
