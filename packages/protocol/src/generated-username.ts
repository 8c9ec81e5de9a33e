import { LIMITS } from './limits.js';
import { usernameProblem } from './validation.js';

/**
 * The username given to a player who signs up with an identity provider (spec section 5):
 * from the display name, transliterated to Latin, lowercased, without special characters.
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ў: 'u',
};

/** Generated names stay shorter than typed ones. */
export const GENERATED_USERNAME_MAX = 15;

const PAIR_FIRST = ['ace', 'pro', 'top', 'max', 'red', 'big', 'sly', 'zen', 'hot', 'fly'] as const;
const PAIR_SECOND = ['fan', 'cup', 'goal', 'ball', 'star', 'hero', 'kick', 'net', 'run', 'ace'] as const;

export type Random = () => number;

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length) % items.length] as T;
}

function transliterate(text: string): string {
  return (
    [...text.toLowerCase()]
      .map((char) => CYRILLIC[char] ?? char)
      .join('')
      // Latin letters with accents lose them (José -> jose).
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
  );
}

/** A random word-pair name of 4 to 8 characters (e.g. "acegoal"). */
export function wordPairUsername(random: Random = Math.random): string {
  return `${pick(PAIR_FIRST, random)}${pick(PAIR_SECOND, random)}`;
}

export function generateUsername(displayName: string, random: Random = Math.random): string {
  const name = displayName.trim();
  if (name === '' || name.includes('@')) return wordPairUsername(random);

  const words = transliterate(name)
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word !== '');
  const perWord = words.length === 1 ? 12 : words.length === 2 ? 6 : 4;
  let result = words
    .slice(0, 3)
    .map((word) => word.slice(0, perWord))
    .join('');

  while (result.length < LIMITS.usernameMin) result += String(Math.floor(random() * 10));
  result = result.slice(0, GENERATED_USERNAME_MAX);
  if (/^[0-9]/.test(result)) result = `u${result}`.slice(0, GENERATED_USERNAME_MAX);

  // Too short to be a name, or a name the shared rules refuse (e.g. "admin"): use a word pair.
  if (result.length < 4 || usernameProblem(result) !== null) return wordPairUsername(random);
  return result;
}
