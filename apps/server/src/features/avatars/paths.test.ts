import { describe, expect, it } from 'vitest';
import { avatarDir, avatarLocation, avatarUrlPath, normaliseAvatarValue, parseAvatarPath } from './paths.js';

describe('avatarDir (spec section 3 sanitising)', () => {
  it.each([
    ['Alice', 'alice'],
    ['some_Player-7', 'some_player-7'],
    ['a.b c/d\\e', 'a_b_c_d_e'],
    ['../../etc', '______etc'],
    ['..', '__'],
    ['Ärger', '_rger'],
    ['名前', '__'],
    ['', '_'],
  ])('%j -> %j', (username, dir) => {
    expect(avatarDir(username)).toBe(dir);
  });

  it('never yields a path separator, a dot or anything outside [a-z0-9_-]', () => {
    for (const name of ['a/b', 'a\\b', '.hidden', 'x\u0000y', 'A%2e%2e', 'tab\tname']) {
      expect(avatarDir(name)).toMatch(/^[a-z0-9_-]+$/);
    }
  });

  it('caps the length', () => {
    expect(avatarDir('a'.repeat(500))).toHaveLength(64);
  });
});

describe('served avatar paths', () => {
  const file = 'avatar-0123456789abcdef.webp';

  it('round-trips what the server writes', () => {
    const served = avatarUrlPath('Some_User', file);
    expect(served).toBe(`/avatars/some_user/${file}`);
    expect(parseAvatarPath(served)).toEqual({ dir: 'some_user', file });
  });

  it.each([
    '/avatars/../secret/avatar-0123456789abcdef.webp',
    '/avatars/alice/../avatar-0123456789abcdef.webp',
    '/avatars/alice/avatar-0123456789abcdef.webp.html',
    '/avatars/alice/avatar-XYZ.webp',
    '/avatars/Alice/avatar-0123456789abcdef.webp',
    'https://evil.example/avatars/alice/avatar-0123456789abcdef.webp',
    'persistent_alice',
    '',
  ])('refuses %j', (value) => {
    expect(parseAvatarPath(value)).toBeUndefined();
  });

  it('accepts only exact file and directory names', () => {
    expect(avatarLocation('alice', file)).toEqual({ dir: 'alice', file });
    expect(avatarLocation('..', file)).toBeUndefined();
    expect(avatarLocation('alice', '../avatar-0123456789abcdef.webp')).toBeUndefined();
    expect(avatarLocation('alice', 'avatar.webp')).toBeUndefined();
  });

  it('reduces an absolute address to its path, as the client resolves it against the API base', () => {
    expect(normaliseAvatarValue(`http://localhost:3000/avatars/alice/${file}`)).toBe(`/avatars/alice/${file}`);
    expect(normaliseAvatarValue(` /avatars/alice/${file} `)).toBe(`/avatars/alice/${file}`);
    expect(normaliseAvatarValue('')).toBe('');
  });
});
