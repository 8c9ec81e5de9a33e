import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors.js';
import { signInRequestSchema, signUpRequestSchema } from './auth.js';
import { emailSchema, newPasswordSchema, usernameProblem, usernameSchema } from './validation.js';

describe('e-mail rule', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org'])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a b@c.de', '@c.de', 'a@.'])('refuses %j with invalid_email', (email) => {
    const result = emailSchema.safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ERROR_CODES.invalidEmail);
  });
});

describe('password rule', () => {
  it('needs at least 8 characters', () => {
    expect(newPasswordSchema.safeParse('1234567').success).toBe(false);
    expect(newPasswordSchema.safeParse('12345678').success).toBe(true);
  });
});

describe('username rules (spec section 5, in order)', () => {
  it.each([
    ['', ERROR_CODES.usernameEmpty],
    ['  ', ERROR_CODES.usernameEmpty],
    ['ab', ERROR_CODES.usernameShort],
    ['abcdefghijklmnopqrstu', ERROR_CODES.usernameLong],
    ['bad name', ERROR_CODES.usernameChars],
    ['emoji😀', ERROR_CODES.usernameChars],
    ['1abc', ERROR_CODES.usernameDigit],
    ['ADMIN', ERROR_CODES.usernameReserved],
    ['undefined', ERROR_CODES.usernameReserved],
    ['battles', ERROR_CODES.usernameReserved],
  ])('%j -> %s', (name, code) => {
    expect(usernameProblem(name)).toBe(code);
  });

  it.each(['abc', 'Player_1', '_under', 'a'.repeat(20)])('accepts %j', (name) => {
    expect(usernameProblem(name)).toBeNull();
  });

  it('trims before checking and returns the trimmed name', () => {
    expect(usernameSchema.parse('  Striker9  ')).toBe('Striker9');
  });
});

describe('request schemas', () => {
  it('sign-up ignores the client-sent defaults', () => {
    const parsed = signUpRequestSchema.parse({ email: 'a@b.co', password: 'longenough', username: 'abc', winBattle: 50, ranking: 1 });
    expect(parsed).toEqual({ email: 'a@b.co', password: 'longenough', username: 'abc' });
  });
  it("sign-up takes an optional language, 'en' or 'ru' only", () => {
    const base = { email: 'a@b.co', password: 'longenough', username: 'abc' };
    expect(signUpRequestSchema.parse({ ...base, language: 'ru' }).language).toBe('ru');
    expect(signUpRequestSchema.parse(base).language).toBeUndefined();
    expect(signUpRequestSchema.safeParse({ ...base, language: 'de' }).success).toBe(false);
  });
  it('sign-in takes the e-mail from `username` or `email`, lower-cased', () => {
    expect(signInRequestSchema.parse({ username: 'A@B.co', password: 'x' }).email).toBe('a@b.co');
    expect(signInRequestSchema.parse({ email: 'C@D.io', password: 'x' }).email).toBe('c@d.io');
  });
});
