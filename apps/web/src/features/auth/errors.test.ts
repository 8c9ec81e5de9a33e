import { ERROR_CODES, LIMITS } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../../lib/api';
import { passwordFormFailure, signInFailure, signUpFailure, validationMessage } from './errors';

const networkError = new ApiError(0, CLIENT_ERROR_CODES.network, 'No response from server');

describe('signUpFailure (spec section 8, sign-up)', () => {
  it('maps 422 field codes to field texts and asks to fix the errors above', () => {
    const error = new ApiError(
      422,
      ERROR_CODES.validation,
      { email: 'An account with this email already exists', username: 'This username is already taken' },
      { email: ERROR_CODES.emailExists, username: ERROR_CODES.usernameExists },
    );
    expect(signUpFailure(error)).toEqual({
      form: { key: 'fixErrors' },
      fields: { email: { key: 'email_exists' }, username: { key: 'username_exists' } },
    });
  });

  it('falls back to the spec texts per field when a 422 carries only texts', () => {
    const error = new ApiError(422, ERROR_CODES.validation, { email: 'bad', password: 'short', username: 'taken' });
    expect(signUpFailure(error).fields).toEqual({
      email: { key: 'invalid_email' },
      password: { key: 'password_length', count: LIMITS.passwordMin },
      username: { key: 'username_exists' },
    });
  });

  it('puts the limit into length texts', () => {
    const error = new ApiError(422, ERROR_CODES.validation, { username: 'x' }, { username: ERROR_CODES.usernameShort });
    expect(signUpFailure(error).fields.username).toEqual({ key: 'username_short', count: LIMITS.usernameMin });
  });

  it('treats 401 as a taken username', () => {
    expect(signUpFailure(new ApiError(401, ERROR_CODES.unauthorized, 'no')).fields.username).toEqual({ key: 'username_exists' });
  });

  it('reports no response, a generic failure and unknown errors', () => {
    expect(signUpFailure(networkError).form).toEqual({ key: 'noResponse' });
    expect(signUpFailure(new ApiError(500, ERROR_CODES.internal, 'Server error occurred')).form).toEqual({ key: 'signUpFailed' });
    expect(signUpFailure(new TypeError('boom')).form).toEqual({ key: 'unknown' });
  });

  it('reads a success without a session as an existing account', () => {
    expect(signUpFailure(new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, 'x')).form).toEqual({ key: 'accountExists' });
  });

  it('turns Retry-After into whole minutes and keeps the server wording', () => {
    const error = new ApiError(429, ERROR_CODES.rateLimited, 'Too many accounts created from your network.', {}, 3000);
    expect(signUpFailure(error).form).toEqual({
      key: 'rateLimited',
      count: 50,
      serverText: 'Too many accounts created from your network.',
    });
  });
});

describe('signInFailure (spec section 8, sign-in)', () => {
  const cases: Array<[number, string]> = [
    [401, 'invalidCredentials'],
    [404, 'userNotFound'],
    [422, 'invalidInput'],
    [500, 'serverError'],
    [502, 'unexpectedError'],
    [503, 'unexpectedError'],
    [400, 'unexpectedError'],
    [403, 'unexpectedError'],
  ];
  it.each(cases)('maps status %i to %s', (status, key) => {
    expect(signInFailure(new ApiError(status, 'any', 'detail')).key).toBe(key);
  });

  it('maps no response to the network error and anything else to the generic error', () => {
    expect(signInFailure(networkError)).toEqual({ key: 'networkError' });
    expect(signInFailure(new Error('x'))).toEqual({ key: 'genericError' });
  });

  it('keeps the rate-limit text from the server', () => {
    const error = new ApiError(429, ERROR_CODES.rateLimited, 'Too many failed sign-in attempts for this account.', {}, 30);
    expect(signInFailure(error)).toEqual({
      key: 'rateLimited',
      count: 1,
      serverText: 'Too many failed sign-in attempts for this account.',
    });
    expect(signInFailure(new ApiError(429, ERROR_CODES.rateLimited, 'Slow down'))).toEqual({
      key: 'rateLimitedLater',
      serverText: 'Slow down',
    });
  });
});

describe('passwordFormFailure', () => {
  it('recognises an invalid reset link', () => {
    expect(passwordFormFailure(new ApiError(400, ERROR_CODES.resetTokenInvalid, 'x'))).toEqual({ key: 'reset_token_invalid' });
  });

  it('shows the field rule of a 422', () => {
    const error = new ApiError(422, ERROR_CODES.validation, { password: 'short' }, { password: ERROR_CODES.passwordLength });
    expect(passwordFormFailure(error)).toEqual({ key: 'password_length', count: LIMITS.passwordMin });
  });
});

describe('validationMessage', () => {
  it('knows every shared username rule', () => {
    for (const code of [ERROR_CODES.usernameEmpty, ERROR_CODES.usernameChars, ERROR_CODES.usernameDigit, ERROR_CODES.usernameReserved]) {
      expect(validationMessage(code)).toEqual({ key: code });
    }
  });

  it('returns null for codes it has no text for', () => {
    expect(validationMessage('something_new')).toBeNull();
  });
});
