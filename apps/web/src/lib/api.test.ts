import { ERROR_CODES } from '@fanclash/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, configureApiAuth } from './api';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The Authorization header each fetch call carried. */
function bearers(fetchMock: ReturnType<typeof vi.fn>): Array<string | undefined> {
  return fetchMock.mock.calls
    .map(([, init]) => (init as RequestInit).headers as Record<string, string>)
    .map((headers) => headers.Authorization);
}

describe('apiRequest', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let token: string | null;
  let expired: boolean;
  let renew: ReturnType<typeof vi.fn<() => Promise<string | null>>>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    token = 'old';
    expired = false;
    renew = vi.fn(async () => {
      token = 'new';
      expired = false;
      return token;
    });
    configureApiAuth({ getAccessToken: () => token, isExpired: () => expired, renew });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the bearer token and cookies, and validates the answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(
      apiRequest('/db/thing', { query: { username: 'ann', skip: undefined }, body: { a: 1 }, schema: z.object({ ok: z.boolean() }) }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/db/thing?username=ann');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer old', 'Content-Type': 'application/json' });
  });

  it('renews a token whose expiry has passed before sending', async () => {
    expired = true;
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await apiRequest('/db/thing');
    expect(renew).toHaveBeenCalledOnce();
    expect(bearers(fetchMock)).toEqual(['Bearer new']);
  });

  it('renews once and retries after a 401 token_expired', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'expired', code: ERROR_CODES.tokenExpired }))
      .mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(apiRequest('/db/thing')).resolves.toEqual({ ok: 1 });
    expect(bearers(fetchMock)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('the own record (get-user-by-username) with an expired or revoked token: renews once, retries, reads the own record', async () => {
    const expiredAnswer = () => json(401, { detail: 'Your session has expired. Please sign in again.', code: ERROR_CODES.tokenExpired });
    const own = z.object({ username: z.string(), email: z.string() });
    fetchMock.mockResolvedValueOnce(expiredAnswer()).mockResolvedValueOnce(json(200, { username: 'ann', email: 'ann@example.com' }));
    await expect(apiRequest('/db/get-user-by-username', { query: { username: 'ann' }, schema: own })).resolves.toEqual({
      username: 'ann',
      email: 'ann@example.com',
    });
    expect(renew).toHaveBeenCalledOnce();
    expect(bearers(fetchMock)).toEqual(['Bearer old', 'Bearer new']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/db/get-user-by-username?username=ann',
      '/db/get-user-by-username?username=ann',
    ]);

    // Refused again after the renewal: one renewal only, then the 401 is the answer (no loop).
    renew.mockClear();
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(expiredAnswer()).mockResolvedValueOnce(expiredAnswer());
    const error = await apiRequest('/db/get-user-by-username', { query: { username: 'ann' }, schema: own }).catch((e: unknown) => e);
    expect(renew).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ status: 401, code: ERROR_CODES.tokenExpired });
  });

  it('does not renew for other 401s and throws a typed error', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { detail: 'Invalid email or password', code: ERROR_CODES.invalidCredentials }));
    const error = await apiRequest('/auth/signin', { auth: false, body: {} }).catch((e: unknown) => e);
    expect(renew).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: ERROR_CODES.invalidCredentials, detail: 'Invalid email or password' });
  });

  it('carries 422 field codes and the 429 wait', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(422, { detail: { email: 'bad' }, code: ERROR_CODES.validation, fields: { email: ERROR_CODES.invalidEmail } }),
      )
      .mockResolvedValueOnce(json(429, { detail: 'Too many', code: ERROR_CODES.rateLimited }, { 'retry-after': '120' }));
    await expect(apiRequest('/auth/signup', { auth: false, body: {} })).rejects.toMatchObject({
      status: 422,
      fields: { email: ERROR_CODES.invalidEmail },
    });
    await expect(apiRequest('/auth/signup', { auth: false, body: {} })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 120 });
  });

  it('reports no response as a network error (status 0)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/health')).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('returns nothing for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/auth/signout', { method: 'POST', auth: false })).resolves.toBeUndefined();
  });
});
