import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from './api';
import { genericErrorKey } from './errorKey';

describe('genericErrorKey', () => {
  it.each([
    [0, 'network'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [500, 'server'],
    [502, 'server'],
    [409, 'unknown'],
  ] as const)('maps status %i to %s', (status, key) => {
    expect(genericErrorKey(new ApiError(status, status === 0 ? CLIENT_ERROR_CODES.network : 'x', 'detail'))).toBe(key);
  });

  it('knows nothing about errors that are not API errors', () => {
    expect(genericErrorKey(new Error('boom'))).toBe('unknown');
  });
});
