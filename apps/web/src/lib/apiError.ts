/** Client-side codes for failures that never reached a server answer. */
export const CLIENT_ERROR_CODES = {
  /** The request was sent but no response came back (offline, server down, CORS). */
  network: 'network_error',
  /** The server answered with a body this app cannot read. */
  invalidResponse: 'invalid_response',
} as const;

/**
 * A failed call. `status` is 0 when no response arrived. `detail` is the server's text (or
 * per-field texts), `fields` the per-field error codes of a 422.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string | Record<string, string>,
    readonly fields: Readonly<Record<string, string>> = {},
    /** From a 429's Retry-After header. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(typeof detail === 'string' ? detail : Object.values(detail).join('; '));
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}
