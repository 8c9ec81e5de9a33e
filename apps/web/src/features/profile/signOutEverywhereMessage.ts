import { ApiError } from '../../lib/api';

/** The card's text for a failed 'sign out of all devices' (profile namespace). */
export type SignOutEverywhereFailureKey = 'signOutAll.offline' | 'signOutAll.sessionEnded' | 'signOutAll.failed';

/**
 * No answer means the server may never have seen the request: say so, so the player retries.
 * A 401 means this device's token was already revoked (another device signed out everywhere,
 * or the password changed): retrying cannot help, signing in again does.
 */
export function signOutEverywhereFailureKey(error: unknown): SignOutEverywhereFailureKey {
  if (error instanceof ApiError && error.isNetworkError) return 'signOutAll.offline';
  if (error instanceof ApiError && error.status === 401) return 'signOutAll.sessionEnded';
  return 'signOutAll.failed';
}
