import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasActiveFilters, NO_FILTERS, searchFromFilters } from './filters';

describe('history filters in the address', () => {
  it('reads known values', () => {
    expect(filtersFromSearch(new URLSearchParams('sport=hockey&result=win&page=3'))).toEqual({ sport: 'hockey', result: 'win', page: 3 });
  });

  it('falls back to everything, page 1, for unknown values', () => {
    expect(filtersFromSearch(new URLSearchParams('sport=quidditch&result=maybe&page=-2'))).toEqual(NO_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('page=1.5'))).toEqual(NO_FILTERS);
  });

  it('writes only what differs from the defaults', () => {
    expect(searchFromFilters(NO_FILTERS).toString()).toBe('');
    expect(searchFromFilters({ sport: 'golf', result: 'all', page: 2 }).toString()).toBe('sport=golf&page=2');
  });

  it('knows whether a filter is set', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, result: 'draw' })).toBe(true);
  });
});
