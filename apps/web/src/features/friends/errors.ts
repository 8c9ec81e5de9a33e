/** The codes a refused friend action answers with (the socket's `error`), each translated in errors.*. */
export const FRIEND_CODES = [
  'friend_self',
  'user_not_found',
  'already_friends',
  'friend_request_exists',
  'friend_request_not_found',
  'not_friends',
  'user_blocked',
  'already_blocked',
  'not_blocked',
  'friend_request_rate_limited',
  'friend_request_limit',
] as const;
export const FRIEND_ERROR_CODES: ReadonlySet<string> = new Set(FRIEND_CODES);

/** Every code with its own text in the friends namespace (friend actions and invitation_error). */
export const TRANSLATED_CODES = [
  ...FRIEND_CODES,
  'invitation_not_found',
  'invitation_pending',
  'not_battle_creator',
  'battle_not_waiting',
  'battle_not_found',
  'already_in_battle',
  'creator_in_battle',
] as const;

/**
 * How long a rate-limited friend action must wait, in the unit a person would say: seconds
 * under a minute, whole minutes (rounded up) after. The server gives milliseconds.
 */
export function retryWait(retryAfterMs: number): { unit: 'seconds' | 'minutes'; count: number } {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}
