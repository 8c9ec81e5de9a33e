import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { listErrorKey, refreshErrorKey } from './api';

describe('transfer error texts', () => {
  it('maps list failures to the spec texts', () => {
    expect(listErrorKey(new ApiError(401, 'unauthorized', 'x'))).toEqual({ key: 'authRequired', status: 401 });
    expect(listErrorKey(new ApiError(503, 'transfers_unavailable', 'x'))).toEqual({ key: 'unavailable', status: 503 });
    expect(listErrorKey(new ApiError(500, 'server_error', 'x'))).toEqual({ key: 'failed', status: 500 });
    expect(listErrorKey(new Error('boom'))).toEqual({ key: 'failed', status: 0 });
  });

  it('maps refresh failures: 429 in progress, 503 provider down', () => {
    expect(refreshErrorKey(new ApiError(429, 'transfers_refresh_in_progress', 'x'))).toBe('inProgress');
    expect(refreshErrorKey(new ApiError(503, 'transfers_refresh_failed', 'x'))).toBe('providerDown');
    expect(refreshErrorKey(new ApiError(401, 'unauthorized', 'x'))).toBe('authRequired');
    expect(refreshErrorKey(new ApiError(0, 'network_error', 'x'))).toBe('generic');
  });
});
