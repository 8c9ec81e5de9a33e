import { z } from 'zod';
import { ERROR_CODES } from './errors.js';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Strings every request and live message may carry. PostgreSQL `text` cannot hold a NUL byte
 * (the driver fails the whole query), and a lone UTF-16 surrogate is not valid UTF-8: either
 * one is refused as input with `invalid_characters` instead of surfacing as a 500 later.
 */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A zod string that refuses NUL bytes and broken surrogates (see isSafeText). */
export function safeString() {
  return z.string().refine(isSafeText, ERROR_CODES.invalidCharacters);
}

/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). In a
 * description or a message they make text display in another order than it is stored (a name
 * shown as `…/exe.png` that holds `…/gnp.exe`), and nobody writes them on purpose.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** Fields kept as typed: a password must match what was set; usernames refuse these characters with their own code. */
const KEPT_AS_TYPED = /password|username/i;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * A parsed JSON value (a request body, a live message) with bidi controls removed from every
 * string but passwords and usernames. The value itself when nothing changed.
 */
export function stripBidiControls<T>(value: T, key = '', depth = 0): T {
  if (typeof value === 'string') return (KEPT_AS_TYPED.test(key) ? value : withoutBidiControls(value)) as T;
  // JSON bodies are at most 64 KiB; the depth cap only guards against pathological nesting.
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  let changed = false;
  const strip = (child: unknown, childKey: string) => {
    const stripped = stripBidiControls(child, childKey, depth + 1);
    if (stripped !== child) changed = true;
    return stripped;
  };
  const result = Array.isArray(value)
    ? value.map((child) => strip(child, key))
    : Object.fromEntries(Object.entries(value).map(([childKey, child]) => [childKey, strip(child, childKey)]));
  return (changed ? result : value) as T;
}

/** Where an unsafe string sits inside a parsed JSON value, as a dotted path ('' for the value itself). */
export function findUnsafeText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  // JSON bodies are at most 64 KiB; the depth cap only guards against pathological nesting.
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return childPath;
    const found = findUnsafeText(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The first problem in a parsed query string: a parameter given twice (every parameter of the
 * API is single-valued, and a second value must not slip past a check that read the first) or
 * an unsafe string. Null when the query is fine.
 */
export function queryProblem(query: unknown): { field: string; code: string } | null {
  if (query === null || typeof query !== 'object') return null;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) return { field: key, code: ERROR_CODES.repeatedParameter };
    if (!isSafeText(key) || (typeof value === 'string' && !isSafeText(value))) return { field: key, code: ERROR_CODES.invalidCharacters };
  }
  return null;
}
