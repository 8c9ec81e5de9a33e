import type { z } from 'zod';
import { ERROR_CODES, VALIDATION_MESSAGES } from '@fanclash/protocol';
import { AppError } from './errors.js';

/**
 * Parses input with a shared schema. Failures become a 422 whose `detail` names each bad
 * field with a readable text and whose `fields` carries each field's stable code.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const detail: Record<string, string> = {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    if (field in detail) continue;
    const code =
      issue.code === 'custom' || Object.values(ERROR_CODES).includes(issue.message as never) ? issue.message : ERROR_CODES.validation;
    fields[field] = code;
    detail[field] = VALIDATION_MESSAGES[code] ?? (code === ERROR_CODES.validation ? issue.message : code);
  }
  throw new AppError(422, ERROR_CODES.validation, detail, fields);
}
