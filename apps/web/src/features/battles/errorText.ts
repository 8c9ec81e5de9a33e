import battlesEn from './i18n/en.json';

/**
 * Error codes as texts in the interface language. Every code the protocol defines
 * (ERROR_CODES, BATTLE_ERROR_CODES, PROFILE_ERROR_CODES) and the app's own CLIENT_ERROR_CODES
 * has a text under `liveErrors` in both languages (errorText.test.ts checks the list); a code
 * outside them gets the translated generic text, never the server's English message.
 */
export type KnownErrorCode = keyof typeof battlesEn.liveErrors;
export type ErrorTextKey = `liveErrors.${KnownErrorCode}` | 'errors.generic';

// Own keys only: `in` would also find 'toString' and the like on the prototype.
export const isKnownErrorCode = (code: string): code is KnownErrorCode => Object.hasOwn(battlesEn.liveErrors, code);

export function errorTextKey(code: string): ErrorTextKey {
  return isKnownErrorCode(code) ? `liveErrors.${code}` : 'errors.generic';
}
