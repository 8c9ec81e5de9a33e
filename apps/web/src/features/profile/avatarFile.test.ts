import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatarFile';

const MB = 1024 * 1024;

describe('avatar file checks (spec section 5)', () => {
  it.each([
    ['me.jpg', 'image/jpeg'],
    ['me.jpeg', 'image/jpg'],
    ['me.png', 'image/png'],
    ['me.webp', 'image/webp'],
    ['ME.PNG', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(avatarFileProblem({ name, type, size: 1000 })).toBeNull();
  });

  it.each([
    ['anim.gif', 'image/gif'],
    ['vector.svg', 'image/svg+xml'],
    ['doc.pdf', 'application/pdf'],
    ['sneaky.png', 'text/html'],
    ['noextension', ''],
  ])("refuses %s (%s): 'invalid_type'", (name, type) => {
    expect(avatarFileProblem({ name, type, size: 1000 })).toBe('invalid_type');
  });

  it("refuses more than 5 MB: 'too_large'", () => {
    expect(avatarFileProblem({ name: 'big.png', type: 'image/png', size: 5 * MB })).toBeNull();
    expect(avatarFileProblem({ name: 'big.png', type: 'image/png', size: 5 * MB + 1 })).toBe('too_large');
  });
});
