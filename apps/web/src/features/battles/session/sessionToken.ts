import { getSession } from '../../auth/session';
import { renewAccessToken } from '../../auth/renew';
import { isTokenExpired } from '../../../lib/jwt';

/** A current token for connecting the battle socket: renewed first when its expiry has passed. */
export async function currentAccessToken(): Promise<string | null> {
  const { token } = getSession();
  if (token && !isTokenExpired(token)) return token;
  return renewAccessToken();
}
