import type { UsernameAvailability } from './hooks/useUsernameAvailability';

/** Why the sign-up button is disabled, as a key of `signUpEmail.blocked` in the auth namespace. */
export type SignUpBlocker =
  | 'emailMissing'
  | 'emailInvalid'
  | 'usernameMissing'
  | 'usernameInvalid'
  | 'usernameChecking'
  | 'usernameTaken'
  | 'usernameRefused'
  | 'passwordMissing'
  | 'passwordInvalid'
  | 'terms';

interface SignUpState {
  readonly values: { readonly email: string; readonly username: string; readonly password: string };
  /** Fields the form's schema (or the server) currently rejects. */
  readonly invalid: { readonly email: boolean; readonly username: boolean; readonly password: boolean };
  readonly terms: boolean;
  readonly availability: UsernameAvailability;
}

/**
 * The first thing, in the form's order, that keeps the sign-up button disabled, or null when it
 * may be pressed. A disabled button alone does not say what is missing (issue 28.8): the form
 * shows this under it and points the button's description at it.
 */
export function signUpBlocker({ values, invalid, terms, availability }: SignUpState): SignUpBlocker | null {
  if (values.email.trim() === '') return 'emailMissing';
  if (invalid.email) return 'emailInvalid';
  if (values.username.trim() === '') return 'usernameMissing';
  if (invalid.username) return 'usernameInvalid';
  if (availability === 'taken') return 'usernameTaken';
  if (availability === 'refused') return 'usernameRefused';
  if (availability === 'checking') return 'usernameChecking';
  if (values.password === '') return 'passwordMissing';
  if (invalid.password) return 'passwordInvalid';
  if (!terms) return 'terms';
  return null;
}
