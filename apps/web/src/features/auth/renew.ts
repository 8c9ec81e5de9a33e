import { authResponseSchema } from '@fanclash/protocol';
import { ApiError, apiRequest, configureApiAuth } from '../../lib/api';
import { isTokenExpired } from '../../lib/jwt';
import { clearSession, getSession, isSignedIn, saveSession } from './session';

let inFlight: Promise<string | null> | null = null;

/**
 * Renews the access token through the httpOnly refresh cookie (POST /auth/refresh). Calls
 * that find the token expired at the same moment share one request, so a page that fires
 * five queries at load renews once. A refused renewal ends the session.
 */
export function renewAccessToken(): Promise<string | null> {
  inFlight ??= (async () => {
    try {
      const session = await apiRequest('/auth/refresh', { method: 'POST', auth: false, schema: authResponseSchema });
      saveSession(session.user, session.access_token);
      return session.access_token;
    } catch (error) {
      // Only the server's "no" ends the session; an unreachable server keeps it for later.
      if (!(error instanceof ApiError && error.isNetworkError)) clearSession();
      return null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Connects the API helper to the stored session. Called once before the app renders. */
export function installApiAuth(): void {
  configureApiAuth({
    getAccessToken: () => getSession().token,
    isExpired: (token) => isTokenExpired(token),
    renew: renewAccessToken,
  });
}

export type StartupSessionState = 'signed-in' | 'signed-out' | 'expired';

/**
 * App load (spec section 4): an expired stored token is renewed silently; when that fails
 * the session is cleared and the caller sends the user to /sign-in.
 */
export async function restoreSession(): Promise<StartupSessionState> {
  const { token, username } = getSession();
  if (!token || !username) return 'signed-out';
  if (!isTokenExpired(token)) return 'signed-in';
  if (await renewAccessToken()) return 'signed-in';
  // Still stored means the server could not be reached: keep the session and let pages retry.
  return isSignedIn() ? 'signed-in' : 'expired';
}
