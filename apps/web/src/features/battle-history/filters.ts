import { BATTLE_SPORTS } from '@fanclash/protocol';
import type { HistoryFilters, HistoryResultFilter } from './queryKeys';

export const RESULT_FILTERS: readonly HistoryResultFilter[] = ['all', 'win', 'lose', 'draw'];
export const SPORT_FILTERS: readonly string[] = ['all', ...BATTLE_SPORTS];

export const NO_FILTERS: HistoryFilters = { sport: 'all', result: 'all', page: 1 };

const isResultFilter = (value: string): value is HistoryResultFilter => (RESULT_FILTERS as readonly string[]).includes(value);

/** The all-battles filters from the address (?sport&result&page); anything unknown falls back to 'all' / page 1. */
export function filtersFromSearch(params: URLSearchParams): HistoryFilters {
  const sport = params.get('sport') ?? 'all';
  const result = params.get('result') ?? 'all';
  const page = Number(params.get('page') ?? '1');
  return {
    sport: SPORT_FILTERS.includes(sport) ? sport : 'all',
    result: isResultFilter(result) ? result : 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for some filters: defaults are left out so a plain list has a plain address. */
export function searchFromFilters(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.sport !== 'all') params.set('sport', filters.sport);
  if (filters.result !== 'all') params.set('result', filters.result);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasActiveFilters(filters: HistoryFilters): boolean {
  return filters.sport !== 'all' || filters.result !== 'all';
}
