import { BATTLE_ERROR_CODES, CHALLENGE_ERROR_CODES, ERROR_CODES, PROFILE_ERROR_CODES } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES } from '../../lib/api';
import { errorTextKey, isKnownErrorCode } from './errorText';
import { battlesT } from './translator.testing';

const EVERY_CODE = [
  ...Object.values(ERROR_CODES),
  ...Object.values(BATTLE_ERROR_CODES),
  ...Object.values(PROFILE_ERROR_CODES),
  ...Object.values(CHALLENGE_ERROR_CODES),
  ...Object.values(CLIENT_ERROR_CODES),
];
const en = battlesT('en');
const ru = battlesT('ru');
const CYRILLIC = /[а-яё]/i;

describe('error codes as texts', () => {
  it.each(EVERY_CODE)('translates %s in English and in Russian', (code) => {
    expect(isKnownErrorCode(code)).toBe(true);
    const english = en(errorTextKey(code));
    const russian = ru(errorTextKey(code));
    expect(english).not.toContain('liveErrors');
    expect(english).not.toMatch(CYRILLIC);
    expect(russian).toMatch(CYRILLIC);
  });

  it('reads the live codes the server sends for a bad frame in the interface language', () => {
    expect(en(errorTextKey(ERROR_CODES.unknownMessage))).toBe('The server did not understand that request');
    expect(ru(errorTextKey(ERROR_CODES.unknownMessage))).toBe('Сервер не понял этот запрос');
    expect(ru(errorTextKey(ERROR_CODES.malformedMessage))).toBe('Сервер получил неполный или повреждённый запрос');
    expect(ru(errorTextKey(ERROR_CODES.slowDown))).toBe('Слишком много сообщений. Пожалуйста, помедленнее.');
  });

  it('falls back to the translated generic text for a code it does not know', () => {
    expect(errorTextKey('something_new')).toBe('errors.generic');
    expect(errorTextKey('toString')).toBe('errors.generic');
    expect(en(errorTextKey('something_new'))).toBe('An error occurred');
    expect(ru(errorTextKey('something_new'))).toBe('Произошла ошибка');
  });
});
