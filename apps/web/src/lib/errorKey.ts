import { ApiError } from './api';

/** The generic texts of spec section 8 (common namespace, `errors.*`). */
export type GenericErrorKey = 'network' | 'server' | 'unauthorized' | 'forbidden' | 'notFound' | 'unknown';

/** Which generic text fits a failed call, for screens without a more specific message. */
export function genericErrorKey(error: unknown): GenericErrorKey {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.isNetworkError) return 'network';
  if (error.status === 401) return 'unauthorized';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'notFound';
  if (error.status >= 500) return 'server';
  return 'unknown';
}
