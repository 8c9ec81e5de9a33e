import { describe, expect, it } from 'vitest';
import { stripBidiControls, withoutBidiControls } from './input-safety.js';

const ALL_CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';

describe('bidi controls (issue 29.8)', () => {
  it('removes every embedding, override and isolate control and nothing else', () => {
    expect(withoutBidiControls(`photo_\u202Egnp.exe`)).toBe('photo_gnp.exe');
    expect(withoutBidiControls(`a${ALL_CONTROLS}b`)).toBe('ab');
    // Right-to-left text itself, marks (LRM/RLM), joiners and emoji stay.
    const kept = 'שלום مرحبا \u200E\u200F ad\u200Dmin 👍🏽 привет';
    expect(withoutBidiControls(kept)).toBe(kept);
  });

  it('strips every string of a parsed body or message but passwords and usernames', () => {
    const input = {
      type: 'text',
      message: 'see \u202Efdp.exe',
      options: [{ description: '\u2066isolated\u2069' }],
      password: 'pass\u202Eword',
      new_password: '\u202Enew one',
      receiver_username: 'bob\u202E',
      count: 3,
      none: null,
    };
    expect(stripBidiControls(input)).toEqual({
      type: 'text',
      message: 'see fdp.exe',
      options: [{ description: 'isolated' }],
      password: 'pass\u202Eword',
      new_password: '\u202Enew one',
      receiver_username: 'bob\u202E',
      count: 3,
      none: null,
    });
    expect(stripBidiControls(`\u202Ealone`)).toBe('alone');
  });

  it('returns the same value when there is nothing to strip', () => {
    const clean = { message: 'hello', list: ['a', { b: 'c' }] };
    expect(stripBidiControls(clean)).toBe(clean);
    expect(stripBidiControls(42)).toBe(42);
    expect(stripBidiControls(undefined)).toBeUndefined();
  });
});
