import { ERROR_CODES, errorResponseSchema } from '@fanclash/protocol';
import type { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from './apiError';

// The error class lives on its own so the entry (query client) needs no schema library.
export { ApiError, CLIENT_ERROR_CODES } from './apiError';

/**
 * How the helper gets and renews the access token. The auth feature installs these at start
 * (lib must not import features); until then calls go out without a token.
 */
export interface AuthHandlers {
  getAccessToken(): string | null;
  isExpired(token: string): boolean;
  /** Renews through the refresh cookie; resolves to the new token or null when that failed. */
  renew(): Promise<string | null>;
}

let authHandlers: AuthHandlers | null = null;

export function configureApiAuth(handlers: AuthHandlers): void {
  authHandlers = handlers;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Attach the bearer token (and renew it when needed). Default true. */
  auth?: boolean;
  /** Validates the response body; the result is typed from it. */
  schema?: S;
  signal?: AbortSignal;
  /** Sees the answer's headers before its body is checked (e.g. Date, to learn the server's clock). */
  onResponse?: (response: Response) => void;
}

type Result<S> = S extends z.ZodType ? z.output<S> : unknown;

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send(url: string, options: RequestOptions<z.ZodType | undefined>, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      // The refresh token is an httpOnly cookie; it must travel with auth calls.
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, 'No response from server');
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.invalidResponse, 'The server answered with something that is not JSON');
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.code, parsed.data.detail, parsed.data.fields ?? {}, retryAfterSeconds);
  }
  const fallbackCode = response.status >= 500 ? ERROR_CODES.internal : `http_${response.status}`;
  return new ApiError(response.status, fallbackCode, response.statusText || `HTTP ${response.status}`, {}, retryAfterSeconds);
}

/** A current token for the call: renewed first when its expiry has passed. */
async function currentToken(): Promise<string | null> {
  if (!authHandlers) return null;
  const token = authHandlers.getAccessToken();
  if (token && authHandlers.isExpired(token)) return authHandlers.renew();
  return token;
}

/**
 * One JSON call to our API. Sends the bearer token and cookies; renews an expired token once
 * (before sending, or after a 401 `token_expired`) and retries; throws ApiError otherwise.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const url = buildUrl(path, options.query);
  const useAuth = options.auth ?? true;
  let token = useAuth ? await currentToken() : null;
  let response = await send(url, options, token);
  let body = await readBody(response);

  if (useAuth && authHandlers && response.status === 401 && errorResponseSchema.safeParse(body).data?.code === ERROR_CODES.tokenExpired) {
    token = await authHandlers.renew();
    if (token) {
      response = await send(url, options, token);
      body = await readBody(response);
    }
  }

  options.onResponse?.(response);
  if (!response.ok) throw toApiError(response, body);
  if (!options.schema) return body as Result<S>;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, CLIENT_ERROR_CODES.invalidResponse, 'Unexpected response from server');
  return parsed.data as Result<S>;
}
