import { ERROR_CODES } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from '../../lib/api';
import { signOutEverywhereFailureKey } from './signOutEverywhereMessage';

describe("'sign out of all devices' failures -> texts", () => {
  it('tells an unreachable server apart, so the player retries', () => {
    expect(signOutEverywhereFailureKey(new ApiError(0, CLIENT_ERROR_CODES.network, 'No response from server'))).toBe('signOutAll.offline');
  });

  it('asks for a new sign-in when this device was already signed out by the server', () => {
    expect(signOutEverywhereFailureKey(new ApiError(401, ERROR_CODES.unauthorized, 'Invalid or expired token'))).toBe(
      'signOutAll.sessionEnded',
    );
  });

  it('falls back to the generic text for server errors and anything else', () => {
    expect(signOutEverywhereFailureKey(new ApiError(500, ERROR_CODES.internal, 'boom'))).toBe('signOutAll.failed');
    expect(signOutEverywhereFailureKey(new Error('unexpected'))).toBe('signOutAll.failed');
  });
});
