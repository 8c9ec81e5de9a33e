import { describe, expect, it } from 'vitest';
import { signUpBlocker } from './signUpBlocker';

const ready = {
  values: { email: 'fan@example.com', username: 'goal_machine', password: 'long enough' },
  invalid: { email: false, username: false, password: false },
  terms: true,
  availability: 'available' as const,
};

describe('signUpBlocker', () => {
  it('lets a complete form through', () => {
    expect(signUpBlocker(ready)).toBeNull();
  });

  it('names the unaccepted terms when everything else is filled in', () => {
    expect(signUpBlocker({ ...ready, terms: false })).toBe('terms');
  });

  it('names the first missing or rejected field, in the order of the form', () => {
    const empty = { email: '', username: '', password: '' };
    expect(signUpBlocker({ ...ready, values: empty, terms: false })).toBe('emailMissing');
    expect(signUpBlocker({ ...ready, invalid: { ...ready.invalid, email: true } })).toBe('emailInvalid');
    expect(signUpBlocker({ ...ready, values: { ...ready.values, username: ' ' } })).toBe('usernameMissing');
    expect(signUpBlocker({ ...ready, invalid: { ...ready.invalid, username: true } })).toBe('usernameInvalid');
    expect(signUpBlocker({ ...ready, availability: 'taken' })).toBe('usernameTaken');
    // The server's filter refused the name (GET /auth/username-allowed): said before the form is sent.
    expect(signUpBlocker({ ...ready, availability: 'refused' })).toBe('usernameRefused');
    expect(signUpBlocker({ ...ready, availability: 'checking' })).toBe('usernameChecking');
    expect(signUpBlocker({ ...ready, values: { ...ready.values, password: '' } })).toBe('passwordMissing');
    expect(signUpBlocker({ ...ready, invalid: { ...ready.invalid, password: true }, terms: false })).toBe('passwordInvalid');
  });
});
