import { BATTLE_ERROR_CODES, ERROR_CODES } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api';
import { battlesT } from '../translator.testing';
import { createBattleErrorText, CreateBattleTimeoutError } from './createBattleError';
import { createBattleMessage } from './createBattleMessage';

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

  it("appends the translation of the server's code, not its English detail", () => {
    expect(createBattleErrorText(new ApiError(422, BATTLE_ERROR_CODES.invalidSport, 'Unknown sport: x'))).toEqual({
      key: 'failed',
      reason: BATTLE_ERROR_CODES.invalidSport,
    });
    expect(createBattleErrorText(new ApiError(429, ERROR_CODES.rateLimited, 'Too many requests'))).toEqual({
      key: 'failed',
      reason: ERROR_CODES.rateLimited,
    });
  });

  it('says server error for a server failure, an unknown code or no answer at all', () => {
    expect(createBattleErrorText(new ApiError(500, ERROR_CODES.internal, 'boom'))).toEqual({ key: 'failed', reason: null });
    expect(createBattleErrorText(new ApiError(418, 'teapot', 'I am a teapot'))).toEqual({ key: 'failed', reason: null });
    expect(createBattleErrorText(new Error('odd'))).toEqual({ key: 'failed', reason: null });
  });
});

describe('createBattleMessage', () => {
  const names = { en: { sport: 'Hockey', level: 'Easy' }, ru: { sport: 'Хоккей', level: 'Лёгкий' } };

  it('reads the failure with its reason in English', () => {
    const t = battlesT('en');
    expect(createBattleMessage(t, new ApiError(422, BATTLE_ERROR_CODES.invalidLevel, 'Unknown level: x'), names.en)).toBe(
      'Failed to create battle. Please try again. Unknown difficulty level',
    );
    expect(createBattleMessage(t, new ApiError(500, ERROR_CODES.internal, 'boom'), names.en)).toBe(
      'Failed to create battle. Please try again. Server error occurred',
    );
    expect(createBattleMessage(t, new ApiError(409, ERROR_CODES.battleDuplicate, 'dup'), names.en)).toBe(
      'You already have a Hockey Easy battle waiting',
    );
  });

  it('reads the same failures in Russian, with no English left in them', () => {
    const t = battlesT('ru');
    expect(createBattleMessage(t, new ApiError(422, BATTLE_ERROR_CODES.invalidSport, 'Unknown sport: x'), names.ru)).toBe(
      'Не удалось создать битву. Попробуйте снова. Неизвестный вид спорта',
    );
    expect(createBattleMessage(t, new ApiError(418, 'teapot', 'I am a teapot'), names.ru)).toBe(
      'Не удалось создать битву. Попробуйте снова. Произошла ошибка сервера',
    );
    expect(createBattleMessage(t, new ApiError(409, ERROR_CODES.battleDuplicate, 'dup'), names.ru)).toBe(
      'У вас уже есть ожидающая битва: Хоккей, Лёгкий',
    );
    expect(createBattleMessage(t, new ApiError(0, CLIENT_ERROR_CODES.network, 'No response'), names.ru)).toBe(
      'Сервер не отвечает. Проверьте подключение и попробуйте снова.',
    );
  });
});
