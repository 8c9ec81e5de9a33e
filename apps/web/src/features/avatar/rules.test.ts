import { describe, expect, it } from 'vitest';
import {
  avatarExtension,
  deviceAvatarPath,
  GRADIENT_COUNT,
  gradientIndex,
  initials,
  renameAvatarReference,
  resolveAvatarUrl,
  sanitiseUsername,
} from './rules';

describe('device avatar path (spec section 3)', () => {
  it('lower-cases the name and replaces everything but letters, digits, _ and - with _', () => {
    expect(sanitiseUsername('Fan_Of-Spurs')).toBe('fan_of-spurs');
    expect(sanitiseUsername('a b.c/d\\e@f')).toBe('a_b_c_d_e_f');
    expect(sanitiseUsername('../../etc')).toBe('______etc');
    expect(sanitiseUsername('Игрок')).toBe('_____');
  });

  it('is avatars/{sanitised}/avatar.{ext}', () => {
    expect(deviceAvatarPath('Alice', 'png')).toBe('avatars/alice/avatar.png');
    expect(deviceAvatarPath('Bob Smith', 'WEBP')).toBe('avatars/bob_smith/avatar.webp');
    expect(deviceAvatarPath('carol', 'exe')).toBe('avatars/carol/avatar.jpg');
  });
});

describe('stored extension (spec section 5)', () => {
  it.each([
    [{ name: 'me.png' }, 'png'],
    [{ name: 'ME.JPEG' }, 'jpeg'],
    [{ name: 'photo.jpg' }, 'jpg'],
    [{ name: 'anim.gif' }, 'gif'],
    [{ name: 'pic.webp' }, 'webp'],
    [{ name: 'scan.tiff', type: 'image/tiff' }, 'jpg'],
    [{ name: 'noext', type: 'image/png' }, 'png'],
    [{ name: 'blob', type: 'image/webp' }, 'webp'],
    [{ type: 'image/svg+xml' }, 'jpg'],
    [{}, 'jpg'],
  ] as const)('%o -> %s', (file, extension) => {
    expect(avatarExtension(file)).toBe(extension);
  });
});

describe('initials (spec section 4)', () => {
  it('takes the first two letters in upper case', () => {
    expect(initials('alice')).toBe('AL');
    expect(initials('x')).toBe('X');
    expect(initials('  bo_b ')).toBe('BO');
    expect(initials('ёжик')).toBe('ЁЖ');
  });

  it("is 'U' without a name", () => {
    expect(initials('')).toBe('U');
    expect(initials('   ')).toBe('U');
    expect(initials(null)).toBe('U');
    expect(initials(undefined)).toBe('U');
  });
});

describe('fallback gradient (spec section 9)', () => {
  it('is stable for a name', () => {
    expect(gradientIndex('alice')).toBe(gradientIndex('alice'));
    expect(gradientIndex('')).toBe(gradientIndex(null));
  });

  it('is one of ten', () => {
    for (const name of ['a', 'bob', 'fan_1234', 'Игрок']) {
      const index = gradientIndex(name);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(GRADIENT_COUNT);
    }
  });

  it('spreads similar names over all ten', () => {
    const counts = Array.from({ length: GRADIENT_COUNT }, () => 0);
    for (let n = 0; n < 1000; n += 1) counts[gradientIndex(`fan_${n}`)]! += 1;
    // A fair spread puts ~100 in each; none empty, none hogging.
    for (const count of counts) {
      expect(count).toBeGreaterThan(60);
      expect(count).toBeLessThan(140);
    }
  });
});

describe('avatar address (spec section 5)', () => {
  it('keeps http(s) addresses as they are', () => {
    expect(resolveAvatarUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(resolveAvatarUrl('HTTP://cdn.example.com/a.png', 'https://api.example.com')).toBe('HTTP://cdn.example.com/a.png');
  });

  it('strips leading slashes and prefixes the API base', () => {
    expect(resolveAvatarUrl('/avatars/alice/avatar-1.webp')).toBe('/avatars/alice/avatar-1.webp');
    expect(resolveAvatarUrl('///avatars/a.webp')).toBe('/avatars/a.webp');
    expect(resolveAvatarUrl('avatars/a.webp', 'https://api.example.com/')).toBe('https://api.example.com/avatars/a.webp');
    expect(resolveAvatarUrl('/avatars/a.webp', 'https://api.example.com')).toBe('https://api.example.com/avatars/a.webp');
  });

  it('has no address without a value', () => {
    expect(resolveAvatarUrl('')).toBeNull();
    expect(resolveAvatarUrl('  ')).toBeNull();
    expect(resolveAvatarUrl(null)).toBeNull();
    expect(resolveAvatarUrl(undefined)).toBeNull();
  });
});

describe('avatar reference on a username change (spec section 4)', () => {
  it('renames a persistent_ reference to persistent_{new username}', () => {
    expect(renameAvatarReference('persistent_old_name', 'New_Name')).toBe('persistent_New_Name');
    expect(renameAvatarReference('persistent_', 'amy')).toBe('persistent_amy');
  });

  it('leaves every other reference alone', () => {
    expect(renameAvatarReference('/avatars/old/avatar-1.webp', 'amy')).toBe('/avatars/old/avatar-1.webp');
    expect(renameAvatarReference('https://cdn.example.com/persistent_x.png', 'amy')).toBe('https://cdn.example.com/persistent_x.png');
    expect(renameAvatarReference('', 'amy')).toBe('');
  });
});
