import { BATTLE_ERROR_CODES, ERROR_CODES } from '@fanclash/protocol';
import { ApiError } from '../../../lib/api';
import { isKnownErrorCode, type KnownErrorCode } from '../errorText';

/** No answer within the spec's 10 s (section 9): the request was given up, not refused. */
export class CreateBattleTimeoutError extends Error {
  constructor() {
    super('Battle creation timed out');
    this.name = 'CreateBattleTimeoutError';
  }
}

/**
 * Which section 8 text a failed creation shows. `failed` is 'Failed to create battle. Please
 * try again.' followed by the server's detail (spec section 8): that detail is shown as the
 * translation of its code (`reason`), so a Russian interface reads Russian; without a code
 * the app knows, 'Server error occurred' (`reason: null`).
 */
type PlainKey = 'slow' | 'noResponse' | 'sportRequired' | 'levelRequired' | 'limit' | 'duplicate' | 'noQuestions';
export type CreateBattleErrorText = { readonly key: PlainKey } | { readonly key: 'failed'; readonly reason: KnownErrorCode | null };

const BY_CODE: Readonly<Record<string, PlainKey>> = {
  [ERROR_CODES.sportRequired]: 'sportRequired',
  [ERROR_CODES.levelRequired]: 'levelRequired',
  [ERROR_CODES.battleLimit]: 'limit',
  [ERROR_CODES.battleDuplicate]: 'duplicate',
  [BATTLE_ERROR_CODES.noQuestions]: 'noQuestions',
};

export function createBattleErrorText(error: unknown): CreateBattleErrorText {
  if (error instanceof CreateBattleTimeoutError) return { key: 'slow' };
  if (!(error instanceof ApiError)) return { key: 'failed', reason: null };
  if (error.isNetworkError) return { key: 'noResponse' };
  const known = Object.hasOwn(BY_CODE, error.code) ? BY_CODE[error.code] : undefined;
  if (known) return { key: known };
  if (error.code === ERROR_CODES.internal || !isKnownErrorCode(error.code)) return { key: 'failed', reason: null };
  return { key: 'failed', reason: error.code };
}
