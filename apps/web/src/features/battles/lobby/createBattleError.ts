import { BATTLE_ERROR_CODES, ERROR_CODES } from '@fanclash/protocol';
import { ApiError } from '../../../lib/api';

/** No answer within the spec's 10 s (section 9): the request was given up, not refused. */
export class CreateBattleTimeoutError extends Error {
  constructor() {
    super('Battle creation timed out');
    this.name = 'CreateBattleTimeoutError';
  }
}

/**
 * Which section 8 text a failed creation shows. `failed` appends the server's detail, or
 * 'Server error occurred' (`reason: null`) when there is none worth showing.
 */
type PlainKey = 'slow' | 'noResponse' | 'sportRequired' | 'levelRequired' | 'limit' | 'duplicate' | 'noQuestions';
export type CreateBattleErrorText = { readonly key: PlainKey } | { readonly key: 'failed'; readonly reason: string | null };

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
  const known = BY_CODE[error.code];
  if (known) return { key: known };
  if (error.status >= 500 || typeof error.detail !== 'string' || error.detail.trim() === '') return { key: 'failed', reason: null };
  return { key: 'failed', reason: error.detail };
}
