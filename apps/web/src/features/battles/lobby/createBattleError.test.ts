import { BATTLE_ERROR_CODES, ERROR_CODES } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api';
import { createBattleErrorText, CreateBattleTimeoutError } from './createBattleError';

describe('createBattleErrorText', () => {
  it('says the request is slow after the 10 s timeout', () => {
    expect(createBattleErrorText(new CreateBattleTimeoutError())).toEqual({ key: 'slow' });
  });

  it('says no response when nothing came back', () => {
    expect(createBattleErrorText(new ApiError(0, CLIENT_ERROR_CODES.network, 'No response from server'))).toEqual({ key: 'noResponse' });
  });

  it.each([
    [ERROR_CODES.sportRequired, 'sportRequired'],
    [ERROR_CODES.levelRequired, 'levelRequired'],
    [ERROR_CODES.battleLimit, 'limit'],
    [ERROR_CODES.battleDuplicate, 'duplicate'],
    [BATTLE_ERROR_CODES.noQuestions, 'noQuestions'],
  ])('translates %s', (code, key) => {
    expect(createBattleErrorText(new ApiError(409, code, 'detail'))).toEqual({ key });
  });

  it('appends the server detail to the generic failure, or says server error', () => {
    expect(createBattleErrorText(new ApiError(422, 'invalid_sport', 'Unknown sport: x'))).toEqual({
      key: 'failed',
      reason: 'Unknown sport: x',
    });
    expect(createBattleErrorText(new ApiError(500, ERROR_CODES.internal, 'boom'))).toEqual({ key: 'failed', reason: null });
    expect(createBattleErrorText(new Error('odd'))).toEqual({ key: 'failed', reason: null });
  });
});
