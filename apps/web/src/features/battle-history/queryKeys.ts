/**
 * Query keys of everything battle-shaped. One root (`battles`) so a finished battle can
 * refresh every list at once with `invalidateQueries({ queryKey: battleQueryKeys.all })`.
 */
export interface HistoryFilters {
  readonly sport: string;
  readonly result: HistoryResultFilter;
  readonly page: number;
}

export type HistoryResultFilter = 'all' | 'win' | 'lose' | 'draw';

export const battleQueryKeys = {
  all: ['battles'] as const,
  feed: (username: string) => ['battles', 'feed', username] as const,
  history: (username: string) => ['battles', 'history', username] as const,
  historyPage: (username: string, filters: HistoryFilters) => ['battles', 'history', username, 'page', filters] as const,
  summary: (battleId: string) => ['battles', 'summary', battleId] as const,
};
