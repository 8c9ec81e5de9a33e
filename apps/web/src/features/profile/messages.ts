import { ERROR_CODES, LIMITS, PROFILE_ERROR_CODES, usernameProblem } from '@fanclash/protocol';
import { LIVE_OFFLINE_CODE } from './live/liveRequest';

/** A text of the profile namespace, with the count its plural needs. */
export interface ProfileMessage {
  readonly key:
    | 'errors.username_empty'
    | 'errors.username_short'
    | 'errors.username_long'
    | 'errors.username_chars'
    | 'errors.username_digit'
    | 'errors.username_reserved'
    | 'errors.username_exists'
    | 'errors.username_inappropriate'
    | 'errors.invalid_avatar'
    | 'errors.slow_down'
    | 'errors.offline'
    | 'form.saveFailed';
  readonly count?: number;
}

/**
 * Spec section 5, username on profile save: the shared rules, except that the player's own
 * current name always passes (it was valid when chosen, and the server agrees).
 */
export function profileUsernameProblem(value: string, current: string): string | null {
  if (value.trim() === current) return null;
  return usernameProblem(value);
}

/** A code from the shared rules or from the server's `error` reply -> the text to show. */
export function profileSaveMessage(code: string): ProfileMessage {
  switch (code) {
    case ERROR_CODES.usernameShort:
      return { key: 'errors.username_short', count: LIMITS.usernameMin };
    case ERROR_CODES.usernameLong:
      return { key: 'errors.username_long', count: LIMITS.usernameMax };
    case ERROR_CODES.usernameEmpty:
    case ERROR_CODES.usernameChars:
    case ERROR_CODES.usernameDigit:
    case ERROR_CODES.usernameReserved:
    case ERROR_CODES.usernameExists:
    case ERROR_CODES.usernameInappropriate:
    case PROFILE_ERROR_CODES.invalidAvatar:
    case ERROR_CODES.slowDown:
    case LIVE_OFFLINE_CODE:
      return { key: `errors.${code}` };
    default:
      // Spec section 8: 'Failed to save profile changes' for everything else.
      return { key: 'form.saveFailed' };
  }
}

/** Whether a save failure belongs under the username field rather than above the buttons. */
export function isUsernameCode(code: string): boolean {
  return code.startsWith('username_');
}
