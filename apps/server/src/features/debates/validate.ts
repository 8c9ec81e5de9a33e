import type { z } from 'zod';
import { DEBATE_MESSAGES } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';

/**
 * parseInput with the debate texts: a 422's `detail` names each bad field with the spec's
 * English text (section 5), `fields` keeps each field's stable code for the web app.
 */
export function parseDebateInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields || typeof error.detail === 'string') throw error;
    const detail: Record<string, string> = { ...error.detail };
    for (const [field, code] of Object.entries(error.fields)) {
      const text = DEBATE_MESSAGES[code];
      if (text) detail[field] = text;
    }
    throw new AppError(error.status, error.code, detail, error.fields);
  }
}

/** A path id that is not a UUID names nothing: 404 with the feature's not-found code. */
export function idParam(params: unknown, notFound: () => AppError): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id === 'string' && UUID.test(id)) return id.toLowerCase();
  throw notFound();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
