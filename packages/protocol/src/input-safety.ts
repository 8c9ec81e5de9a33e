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
