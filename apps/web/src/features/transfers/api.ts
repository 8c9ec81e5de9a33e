import {
  transfersRefreshResponseSchema,
  transfersResponseSchema,
  type TransfersRefreshResponse,
  type TransfersResponse,
} from '@fanclash/protocol';
import { ApiError, apiRequest } from '../../lib/api';

/** GET /api/transfers (bearer): football transfers, newest first. */
export function getTransfers(sport: string, signal?: AbortSignal): Promise<TransfersResponse> {
  return apiRequest('/api/transfers', {
    query: { sport: sport === 'all' ? undefined : sport, limit: 200 },
    schema: transfersResponseSchema,
    signal,
  });
}

/** POST /api/transfers/refresh (bearer): 429 while one runs, 503 when the provider fails. */
export function refreshTransfers(): Promise<TransfersRefreshResponse> {
  return apiRequest('/api/transfers/refresh', { method: 'POST', schema: transfersRefreshResponseSchema });
}

/** Which of the spec's texts (section 8) a failed list call shows. */
export function listErrorKey(error: unknown): { key: 'authRequired' | 'unavailable' | 'failed'; status: number } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return { key: 'authRequired', status };
  if (status === 503) return { key: 'unavailable', status };
  return { key: 'failed', status };
}

/** Which text a failed refresh shows: 429 'already in progress', 503 'API may be unavailable'. */
export function refreshErrorKey(error: unknown): 'inProgress' | 'providerDown' | 'authRequired' | 'generic' {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 429) return 'inProgress';
  if (status === 503) return 'providerDown';
  if (status === 401) return 'authRequired';
  return 'generic';
}
