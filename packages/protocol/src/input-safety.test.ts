import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText, queryProblem, safeString } from './input-safety.js';

describe('input safety', () => {
  it.each(['', 'plain', 'Zoë', '😀 ok', 'кириллица'])('accepts %j', (text) => expect(isSafeText(text)).toBe(true));
  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\udbff\u0041'])('refuses %j', (text) => expect(isSafeText(text)).toBe(false));

  it('finds the path of an unsafe string inside JSON', () => {
    expect(findUnsafeText({ a: [{ b: 'ok' }, { c: '\u0000' }] })).toBe('a.1.c');
    expect(findUnsafeText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findUnsafeText('\ud800')).toBe('');
    expect(findUnsafeText({ a: 1, b: null, c: ['x'] })).toBeNull();
  });

  it('names a repeated or unsafe query parameter', () => {
    expect(queryProblem({ username: ['a', 'b'] })).toEqual({ field: 'username', code: 'repeated_parameter' });
    expect(queryProblem({ sport: '\u0000' })).toEqual({ field: 'sport', code: 'invalid_characters' });
    expect(queryProblem({ page: '2' })).toBeNull();
  });

  it('safeString reports invalid_characters', () => {
    const result = safeString().safeParse('a\u0000');
    expect(result.error?.issues[0]?.message).toBe('invalid_characters');
  });
});
