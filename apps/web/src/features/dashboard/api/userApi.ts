import { userSchema, type User } from '@fanclash/protocol';
import { apiRequest } from '../../../lib/api';

/** GET /db/get-user-by-username (bearer): the signed-in player's own record. */
export function getUserByUsername(username: string, signal?: AbortSignal): Promise<User> {
  return apiRequest('/db/get-user-by-username', { query: { username }, schema: userSchema, signal });
}
