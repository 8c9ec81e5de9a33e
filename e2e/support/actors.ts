import { randomInt } from 'node:crypto';

export interface Actor {
  /** Shown in test names: who does what. */
  readonly name: string;
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

/**
 * A player with unique credentials. Usernames follow the shared rules (letters, digits,
 * underscore; at most 20; no leading digit) so sign-up accepts them.
 */
export function makeActor(name: string): Actor {
  // Digits only: random letters can spell a word the username filter refuses ('a55', 'b00b').
  const suffix = String(randomInt(10_000_000, 100_000_000));
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 10) || 'fan';
  return {
    name,
    username: `${base}_${suffix}`,
    email: `${base}.${suffix}@example.com`,
    password: `Str0ng-${suffix}`,
  };
}
