import { NAME_LIKE, englishMatches } from './english.js';
import { isRussianObscene, isTransliteratedObscene } from './russian.js';

/**
 * Finds the offensive words of a text in English and Russian. The text is cut into words
 * (letters, digits and the signs leetspeak uses); each word is judged whole, so a match masks
 * the word it is in. Mixed Latin/Cyrillic words ('xуй' with a Latin x, 'fuсk' with a Cyrillic
 * с) are read both ways: look-alike letters turned into the other alphabet.
 */

/** A range of the original text, UTF-16 indices, end exclusive. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

interface Word extends Span {
  /** The word's characters; for spaced-out letters, the letters joined. */
  readonly text: string;
  readonly spaced: boolean;
}

export interface ScanOptions {
  /** Let 'Dick', 'Dyke', 'Kike', 'Negro' pass next to another capitalised word (a name). Off for usernames. */
  readonly names?: boolean;
}

/** Invisible characters dropped inside words ('f\u200Buck'). */
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]/u;
const WORD = /[\p{L}\p{M}\p{N}@$\u00AD\u180E\u200B-\u200F\u2060-\u2064\uFEFF]+/gu;
/** Single letters spaced out: 'f u c k', 'х.у.й', 'б-л-я-т-ь' (three or more). */
const SPACED = /(?<![\p{L}\p{N}])(?:[\p{L}\p{N}@$][\s.\-_*,·]{1,3}){2,}[\p{L}\p{N}@$](?![\p{L}\p{N}])/gu;
const CYRILLIC = /[\u0400-\u04FF]/u;
const LATIN = /[A-Za-z\u00C0-\u024F]/u;

/** Cyrillic letters that look like Latin ones (for 'fuсk' written with a Cyrillic с). */
const CYR_TO_LAT: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
};
/** Latin letters and digits that look like Cyrillic ones (case matters: B is в, b is ь). */
const VISUAL_TO_CYR: Record<string, string> = {
  a: 'а',
  A: 'а',
  B: 'в',
  b: 'ь',
  c: 'с',
  C: 'с',
  e: 'е',
  E: 'е',
  H: 'н',
  h: 'н',
  K: 'к',
  k: 'к',
  M: 'м',
  m: 'м',
  o: 'о',
  O: 'о',
  p: 'р',
  P: 'р',
  T: 'т',
  t: 'т',
  x: 'х',
  X: 'х',
  y: 'у',
  Y: 'у',
  u: 'и',
  n: 'п',
  r: 'г',
  '0': 'о',
  '3': 'з',
  '1': 'и',
  '4': 'ч',
  '6': 'б',
  '@': 'а',
};
/** The look-alikes an all-Latin word is read through ('cyka', 'XYE'): no u, n, r or b, which make English words Russian. */
const LATIN_VISUAL_TO_CYR: Record<string, string> = Object.fromEntries(
  Object.entries(VISUAL_TO_CYR).filter(([key]) => 'acepxyokmhtACEPXYOKMHTB'.includes(key)),
);
/** Latin letters as a Russian would type them in transliteration ('hуй', 'pизда'). */
const TRANSLIT_TO_CYR: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'с',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'й',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'х',
  y: 'у',
  z: 'з',
  '0': 'о',
  '3': 'з',
  '4': 'ч',
  '6': 'б',
  '@': 'а',
  $: 'с',
};
/** Leetspeak in transliterated Russian ('pi3da', 'xu1'). */
const LATIN_LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'z', '6': 'b', '@': 'a', $: 's', '!': 'i' };

/** Latin letters without their accents ('fück'); Cyrillic й and ё keep theirs. */
function plainLatin(char: string): string {
  if (!/[\u00C0-\u024F\u1E00-\u1EFF]/u.test(char)) return char;
  return char.normalize('NFD').replace(/\p{M}/gu, '');
}

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD))
    words.push({ start: match.index, end: match.index + match[0].length, text: match[0], spaced: false });
  for (const match of text.matchAll(SPACED)) {
    const joined = match[0].replace(/[\s.\-_*,·]/gu, '');
    // Spaced-out digits are a score or a formation ('a 4-5-5'), not letters spelled out.
    if (/\p{N}/u.test(joined)) continue;
    words.push({ start: match.index, end: match.index + match[0].length, text: joined, spaced: true });
  }
  return words;
}

/** A word's characters without invisible ones, each folded by NFKC (full-width and styled letters). */
function charsOf(text: string): string[] {
  return [...text].filter((char) => !INVISIBLE.test(char)).map((char) => plainLatin(char.normalize('NFKC')));
}

/** The word in Cyrillic, read through `map`; null when a Latin letter has no reading there. */
function toCyrillic(chars: readonly string[], map: Record<string, string>): string | null {
  let out = '';
  for (const char of chars) {
    if (CYRILLIC.test(char)) out += char.toLowerCase();
    else if (map[char] !== undefined) out += map[char];
    else if (map[char.toLowerCase()] !== undefined) out += map[char.toLowerCase()];
    else if (/\p{L}/u.test(char)) return null;
  }
  return out.replace(/ё/g, 'е');
}

/** Does the word say something Russian we refuse, in Cyrillic, look-alikes or transliteration? */
function russianWord(text: string): boolean {
  const chars = charsOf(text);
  const hasCyrillic = chars.some((char) => CYRILLIC.test(char));
  const hasLatin = chars.some((char) => LATIN.test(char));
  const readings: string[] = [];
  if (hasCyrillic) {
    // Mixed words: the Latin letters are look-alikes ('xуй') or transliteration ('hуй').
    for (const map of hasLatin ? [VISUAL_TO_CYR, TRANSLIT_TO_CYR] : [VISUAL_TO_CYR]) {
      const reading = toCyrillic(chars, map);
      if (reading) readings.push(reading);
    }
  } else if (hasLatin) {
    // All Latin: only letters that look Cyrillic ('cyka', 'XYE'), whole words only.
    const visual = toCyrillic(
      chars.filter((char) => !/\d/u.test(char)),
      LATIN_VISUAL_TO_CYR,
    );
    if (visual && visual.length > 0) readings.push(visual);
    const latin = chars
      .map((char) => LATIN_LEET[char] ?? char.toLowerCase())
      .join('')
      .replace(/[^a-z]/g, '');
    if (latin && isTransliteratedObscene(latin)) return true;
  }
  return readings.some((reading) => reading.split(/[^а-яі]+/u).some((part) => part.length > 1 && isRussianObscene(part)));
}

/**
 * The text as obscenity should read it: Cyrillic words blanked (Russian is judged apart), look-
 * alike Cyrillic letters in Latin words made Latin, invisible characters dropped. `origin[i]`
 * is the original index of the view's character i.
 */
function englishView(text: string, words: readonly Word[]): { view: string; origin: number[] } {
  const blanked = new Set<number>();
  const latinised = new Map<number, string>();
  for (const word of words) {
    if (word.spaced || !CYRILLIC.test(word.text)) continue;
    const hasLatin = LATIN.test(word.text);
    const convertible = [...word.text].every((char) => !CYRILLIC.test(char) || CYR_TO_LAT[char.toLowerCase()] !== undefined);
    for (let i = word.start; i < word.end; i++) {
      const char = text[i] ?? '';
      if (!CYRILLIC.test(char)) continue;
      if (hasLatin && convertible) latinised.set(i, CYR_TO_LAT[char.toLowerCase()] ?? char);
      else blanked.add(i);
    }
  }
  let view = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (INVISIBLE.test(char)) continue;
    const out = blanked.has(i) ? ' ' : (latinised.get(i) ?? plainLatin(char.normalize('NFKC')));
    for (let k = 0; k < out.length; k++) origin.push(i);
    view += out;
  }
  return { view, origin };
}

const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
const HAS_LETTER = /\p{L}/u;

/** Offensive words of `text`, as ranges of the original text (merged, in order). */
export function scan(text: string, options: ScanOptions = {}): Span[] {
  const words = wordsOf(text);
  const spans: Span[] = [];
  const enclosing = (start: number, end: number): Span => {
    const around = words.filter((word) => !word.spaced && word.start < end && word.end > start);
    return around.length === 0
      ? { start, end }
      : { start: Math.min(start, ...around.map((w) => w.start)), end: Math.max(end, ...around.map((w) => w.end)) };
  };

  const { view, origin } = englishView(text, words);
  for (const match of englishMatches(view)) {
    const start = origin[match.startIndex] ?? 0;
    const end = (origin[match.endIndex] ?? text.length - 1) + 1;
    const span = enclosing(start, end);
    if (options.names && NAME_LIKE.has(match.word) && isName(text, words, span)) continue;
    spans.push(span);
  }
  // Spaced-out letters: the joined word through the English matcher too ('f u c k').
  for (const word of words) {
    if (!word.spaced) continue;
    if (englishMatches(` ${word.text} `).length > 0) spans.push({ start: word.start, end: word.end });
  }
  // No rule matches a single letter: 'a a a …' costs no Russian reading per letter.
  for (const word of words) if (word.text.length > 1 && russianWord(word.text)) spans.push({ start: word.start, end: word.end });
  // A number is never a word, whatever leetspeak could read into it: '455 goals', a 4-5-5
  // formation, a score or a year stay as written (and 'messi_455' stays a valid username).
  return merge(spans.filter((span) => HAS_LETTER.test(text.slice(span.start, span.end))));
}

/** A capitalised word next to another capitalised word: a name ('Dick Advocaat', 'Greg Dyke'). */
function isName(text: string, words: readonly Word[], span: Span): boolean {
  if (!CAPITALISED.test(text.slice(span.start, span.end))) return false;
  const plain = words.filter((word) => !word.spaced);
  const index = plain.findIndex((word) => word.start === span.start);
  const neighbours = [plain[index - 1], plain[index + 1]].filter((word): word is Word => word !== undefined);
  return neighbours.some(
    (word) => CAPITALISED.test(word.text) && /^\s+$/u.test(text.slice(Math.min(word.end, span.end), Math.max(word.start, span.start))),
  );
}

function merge(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span.start <= last.end) out[out.length - 1] = { start: last.start, end: Math.max(last.end, span.end) };
    else out.push(span);
  }
  return out;
}
