import { ApiError } from '../../lib/api';

/** Debate error codes the feature translates itself (errors.* in its namespace). */
export const DEBATE_ERROR_KEYS = [
  'option1_name_required',
  'option1_name_too_long',
  'option1_description_required',
  'option1_description_too_long',
  'option2_name_required',
  'option2_name_too_long',
  'option2_description_required',
  'option2_description_too_long',
  'sport_required',
  'debate_category_invalid',
  'comment_empty',
  'comment_too_long',
  'reply_empty',
  'reply_too_long',
  'debate_not_found',
  'comment_not_found',
  'vote_option_invalid',
  // Offensive words under TEXT_FILTER=refuse (the server masks them by default).
  'text_inappropriate',
  // Too many comments or debates in a short time (the server's per-player limits).
  'rate_limited',
  // A moderator muted the author (issue 34).
  'muted',
] as const;
export type DebateErrorKey = (typeof DEBATE_ERROR_KEYS)[number];

export function isDebateErrorKey(code: string): code is DebateErrorKey {
  return (DEBATE_ERROR_KEYS as readonly string[]).includes(code);
}

/** The debate code of a failed call (the first field's code for a 422), if it is one of ours. */
export function debateErrorKey(error: unknown): DebateErrorKey | null {
  if (!(error instanceof ApiError)) return null;
  const codes = [...Object.values(error.fields), error.code];
  return codes.find(isDebateErrorKey) ?? null;
}
