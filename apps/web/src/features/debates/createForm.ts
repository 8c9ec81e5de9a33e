import { createPickSchema, type CreatePickInput } from '@fanclash/protocol';
import { ApiError } from '../../lib/api';
import { isDebateErrorKey, type DebateErrorKey } from './errorText';

export type CreateField = keyof CreatePickInput;
export type CreateValues = Record<CreateField, string>;
export type CreateErrors = Partial<Record<CreateField, DebateErrorKey>>;

export const EMPTY_VALUES: CreateValues = {
  option1_name: '',
  option1_description: '',
  option2_name: '',
  option2_description: '',
  category: '',
};

/** Section 5's rules, checked with the server's own schema: each field's first problem. */
export function validateCreate(values: CreateValues): CreateErrors {
  const result = createPickSchema.safeParse(values);
  if (result.success) return {};
  return fieldErrors(result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), code: issue.message })));
}

/** A 422 from the server, as the same per-field codes. */
export function serverFieldErrors(error: unknown): CreateErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  return fieldErrors(Object.entries(error.fields).map(([field, code]) => ({ field, code })));
}

function fieldErrors(problems: ReadonlyArray<{ field: string; code: string }>): CreateErrors {
  const errors: CreateErrors = {};
  for (const { field, code } of problems) {
    if (field in EMPTY_VALUES && !(field in errors) && isDebateErrorKey(code)) errors[field as CreateField] = code;
  }
  return errors;
}

/** Which failure text a create error gets (spec section 8). */
export function createFailure(error: unknown): 'authError' | 'failed' | 'fields' {
  if (error instanceof ApiError && error.status === 401) return 'authError';
  if (Object.keys(serverFieldErrors(error)).length > 0) return 'fields';
  return 'failed';
}
