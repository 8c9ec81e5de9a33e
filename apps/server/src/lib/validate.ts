import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ERROR_CODES, VALIDATION_MESSAGES, findUnsafeText, queryProblem, stripBidiControls } from '@fanclash/protocol';
import { AppError } from './errors.js';

/** A 422 naming one bad field with its stable code and readable text. */
export function fieldRefused(field: string, code: string): AppError {
  return new AppError(422, ERROR_CODES.validation, { [field]: VALIDATION_MESSAGES[code] ?? code }, { [field]: code });
}

/**
 * Parses input with a shared schema. Failures become a 422 whose `detail` names each bad
 * field with a readable text and whose `fields` carries each field's stable code. Strings
 * the database cannot store (NUL, broken surrogates) are refused before the schema runs.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const unsafe = findUnsafeText(input);
  if (unsafe !== null) throw fieldRefused(unsafe || 'body', ERROR_CODES.invalidCharacters);
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

/**
 * The input step every route shares, so routes added later are covered without doing
 * anything: before a handler runs (and before a WebSocket upgrade), a query parameter given
 * twice or any query, path-parameter or JSON-body string with a NUL byte or a broken surrogate is refused
 * with 422; bidi controls are taken out of JSON-body strings. A handler that reads
 * `request.query.username` directly (the 403 self-checks) thus always sees one string, never
 * an array whose second value skips the check.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = queryProblem(request.query) ?? queryProblem(request.params);
    if (problem) throw fieldRefused(problem.field, problem.code);
    const unsafe = findUnsafeText(request.body);
    if (unsafe !== null) throw fieldRefused(unsafe || 'body', ERROR_CODES.invalidCharacters);
    // Whatever a user writes (messages, comments, debates, profile texts) is stored without
    // direction overrides, so it cannot display in another order than it reads (issue 29.8).
    request.body = stripBidiControls(request.body);
  });
}
