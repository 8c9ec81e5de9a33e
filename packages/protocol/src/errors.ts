/**
 * Stable error codes. HTTP errors are `{ detail, code }` (plus `fields` for form errors); the
 * web app maps each code to an English or Russian text. Add codes; never rename one.
 */
export const ERROR_CODES = {
  validation: 'validation_error',
  invalidEmail: 'invalid_email',
  passwordLength: 'password_length',
  emailExists: 'email_exists',
  usernameEmpty: 'username_empty',
  usernameShort: 'username_short',
  usernameLong: 'username_long',
  usernameChars: 'username_chars',
  usernameDigit: 'username_digit',
  usernameReserved: 'username_reserved',
  usernameExists: 'username_exists',
  passwordRequired: 'password_required',
  invalidCredentials: 'invalid_credentials',
  userNotFound: 'user_not_found',
  rateLimited: 'rate_limited',
  unauthorized: 'unauthorized',
  tokenExpired: 'token_expired',
  forbidden: 'forbidden',
  notFound: 'not_found',
  payloadTooLarge: 'payload_too_large',
  resetTokenInvalid: 'reset_token_invalid',
  internal: 'server_error',
  // battles
  sportRequired: 'sport_required',
  levelRequired: 'level_required',
  battleLimit: 'battle_limit',
  battleDuplicate: 'battle_duplicate',
  battleNotFound: 'battle_not_found',
  battleFull: 'battle_full',
  battleOwnJoin: 'battle_own_join',
  battleNotWaiting: 'battle_not_waiting',
  notBattleCreator: 'not_battle_creator',
  answerLate: 'answer_late',
  answerRepeated: 'answer_repeated',
  answerOutOfRange: 'answer_out_of_range',
  // avatars
  avatarInvalidType: 'invalid_type',
  avatarTooLarge: 'too_large',
  // live
  unknownMessage: 'unknown_message',
  malformedMessage: 'malformed_message',
  slowDown: 'slow_down',
  // friends (and invitations, blocks)

  // chat

  // training

  // debates

  // news and transfers

  // hardening

  // polish (identity provider, rematch, share)
  googleNotConfigured: 'google_not_configured',
  googleTokenInvalid: 'google_token_invalid',
  googleTokenExpired: 'google_token_expired',
  googleTokenAudience: 'google_token_audience',
  googleTokenIssuer: 'google_token_issuer',
  googleTokenSignature: 'google_token_signature',
  googleKeyUnknown: 'google_key_unknown',
  googleEmailUnverified: 'google_email_unverified',
  googleAccountExists: 'google_account_exists',
  googleUnavailable: 'google_unavailable',
  rematchUnavailable: 'rematch_unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** WebSocket close codes (4000-4999 are ours). */
export const CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  tooLarge: 1009,
  invalidUsername: 4000,
  badToken: 4001,
  forbidden: 4003,
  notFound: 4004,
  badOrigin: 4005,
  replaced: 4009,
  rateLimited: 4029,
} as const;
export type CloseCode = (typeof CLOSE_CODES)[keyof typeof CLOSE_CODES];

/** The close reason the client recognises (spec section 4: 4000 'Invalid username'). */
export const CLOSE_REASONS = {
  invalidUsername: 'Invalid username',
  badToken: 'Invalid or expired token',
} as const;
