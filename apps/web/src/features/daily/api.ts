import { dailyLeaderboardSchema, dailyResponseSchema, dailyStartResponseSchema } from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

/** REST calls of the daily challenge (issue 31), all with the bearer token. */

export const dailyQueryKeys = {
  all: ['daily'] as const,
  today: () => ['daily', 'today'] as const,
  board: (sport: string, date: string, offset: number) => ['daily', 'board', sport, date, offset] as const,
};

export function getDaily(signal?: AbortSignal) {
  return apiRequest('/daily', { schema: dailyResponseSchema, signal });
}

export function startDaily(sport: string) {
  return apiRequest(`/daily/${encodeURIComponent(sport)}/start`, { method: 'POST', schema: dailyStartResponseSchema });
}

export const BOARD_PAGE = 20;

export function getDailyBoard(sport: string, date: string, offset: number, signal?: AbortSignal) {
  return apiRequest(`/daily/${encodeURIComponent(sport)}/leaderboard`, {
    query: { ...(date ? { date } : {}), limit: BOARD_PAGE, offset },
    schema: dailyLeaderboardSchema,
    signal,
  });
}

export const dailyBoardPath = (sport: string) => `/daily/${encodeURIComponent(sport)}`;
