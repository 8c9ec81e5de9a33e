import { describe, expect, it } from 'vitest';
import { isUsernameCode, profileSaveMessage, profileUsernameProblem } from './messages';

describe('username on profile save (spec section 5)', () => {
  it('reports usernameEmpty, usernameShort and the other shared rules', () => {
    expect(profileUsernameProblem('   ', 'alice')).toBe('username_empty');
    expect(profileUsernameProblem('ab', 'alice')).toBe('username_short');
    expect(profileUsernameProblem('a'.repeat(21), 'alice')).toBe('username_long');
    expect(profileUsernameProblem('bad name', 'alice')).toBe('username_chars');
    expect(profileUsernameProblem('9lives', 'alice')).toBe('username_digit');
    expect(profileUsernameProblem('admin', 'alice')).toBe('username_reserved');
    expect(profileUsernameProblem('new_name', 'alice')).toBeNull();
  });

  it('always lets the player keep their own current name', () => {
    expect(profileUsernameProblem('alice', 'alice')).toBeNull();
    expect(profileUsernameProblem(' alice ', 'alice')).toBeNull();
  });
});

describe('save failures -> texts (spec section 8)', () => {
  it('maps the server codes with their counts', () => {
    expect(profileSaveMessage('username_exists')).toEqual({ key: 'errors.username_exists' });
    expect(profileSaveMessage('username_short')).toEqual({ key: 'errors.username_short', count: 3 });
    expect(profileSaveMessage('username_long')).toEqual({ key: 'errors.username_long', count: 20 });
    expect(profileSaveMessage('offline')).toEqual({ key: 'errors.offline' });
  });

  it("falls back to 'Failed to save profile changes'", () => {
    expect(profileSaveMessage('server_error')).toEqual({ key: 'form.saveFailed' });
    expect(profileSaveMessage('live_timeout')).toEqual({ key: 'form.saveFailed' });
  });

  it('puts username codes under the field', () => {
    expect(isUsernameCode('username_exists')).toBe(true);
    expect(isUsernameCode('slow_down')).toBe(false);
  });
});
