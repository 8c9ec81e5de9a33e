import { usernameProblem } from './validation.js';
import { describe, expect, it } from 'vitest';
import { GENERATED_USERNAME_MAX, generateUsername } from './generated-username.js';

/** A predictable "random" source cycling through the given values. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('generateUsername (spec section 5)', () => {
  const random = sequence(0.1, 0.5, 0.9);

  it('cuts one word to 12 characters', () => {
    expect(generateUsername('Maximilianopolis', random)).toBe('maximilianop');
  });

  it('uses 6 characters of each of two words', () => {
    expect(generateUsername('Cristiano Ronaldo', random)).toBe('cristironald');
  });

  it('uses 4 characters of each of the first three words', () => {
    expect(generateUsername('Lionel Andres Messi Cuccittini', random)).toBe('lionandrmess');
  });

  it('transliterates Cyrillic and drops accents and symbols', () => {
    expect(generateUsername('Лев Яшин', random)).toBe('levyashin');
    expect(generateUsername('José Mourinho!', random)).toBe('josemourin');
  });

  it('prefixes a leading digit with u', () => {
    expect(generateUsername('23 Jordan', random)).toBe('u23jordan');
  });

  it('uses a word pair for empty names, e-mail addresses and names that end up too short', () => {
    for (const name of ['', '   ', 'fan@example.com', 'Al']) {
      const username = generateUsername(name, random);
      expect(username.length).toBeGreaterThanOrEqual(4);
      expect(username.length).toBeLessThanOrEqual(8);
      expect(username).toMatch(/^[a-z]+$/);
    }
  });

  it('avoids reserved names', () => {
    expect(generateUsername('Admin', random)).not.toBe('admin');
  });

  it('always yields a valid name of at most 15 characters', () => {
    for (const name of ['Ωmega Ψ', 'A B C D E', 'Ёжик в тумане', '1234567890123456789', 'x_y-z', 'Ünal Çelik']) {
      const username = generateUsername(name, Math.random);
      expect(username.length).toBeLessThanOrEqual(GENERATED_USERNAME_MAX);
      expect(usernameProblem(username)).toBeNull();
    }
  });
});
