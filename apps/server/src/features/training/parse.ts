import type { z } from 'zod';
import { ERROR_CODES, TRAINING_MESSAGES } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';

const TRAINING_CODES = new Set(Object.keys(TRAINING_MESSAGES));

/**
 * parseInput with the training codes on top: a request refused for its sport, level, mode or
 * count answers 422 with that code (e.g. `training_invalid_sport`), not only in `fields`.
 */
export function parseTraining<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const detail: Record<string, string> = {};
    for (const [field, code] of Object.entries(error.fields)) {
      const given = typeof error.detail === 'object' ? error.detail[field] : undefined;
      detail[field] = TRAINING_MESSAGES[code] ?? given ?? code;
    }
    const first = Object.values(error.fields).find((code) => TRAINING_CODES.has(code));
    throw new AppError(422, first ?? ERROR_CODES.validation, detail, error.fields);
  }
}

/** Query and JSON body together (the spec's client sends query parameters; a body is accepted too). */
export function queryAndBody(query: unknown, body: unknown): Record<string, unknown> {
  const fromBody = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fromQuery = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  return { ...fromBody, ...fromQuery };
}
