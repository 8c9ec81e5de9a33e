import { publicUserSchema, resetStatsResponseSchema, type PublicUser, type ResetStatsResponse } from '@fanclash/protocol';
import { apiRequest } from '../../../lib/api';

/** GET /db/get-user-by-username: anyone's public fields (the owner gets more; only these are read). */
export function getPublicUser(username: string, signal?: AbortSignal): Promise<PublicUser> {
  return apiRequest('/db/get-user-by-username', { query: { username }, schema: publicUserSchema, signal });
}

/** POST /db/reset-user-stats?username&reset_type=all (bearer). Only 'all' is ever sent (spec section 4). */
export function resetStats(username: string): Promise<ResetStatsResponse> {
  return apiRequest('/db/reset-user-stats', { method: 'POST', query: { username, reset_type: 'all' }, schema: resetStatsResponseSchema });
}

export const publicUserQueryKey = (username: string) => ['public-user', username.toLowerCase()] as const;
