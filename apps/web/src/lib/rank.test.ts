import { describe, expect, it } from 'vitest';
import { shownRank } from './rank';

describe('shownRank', () => {
  it('shows a position from 1', () => {
    expect(shownRank(1)).toBe(1);
    expect(shownRank(2)).toBe(2);
    expect(shownRank(1234)).toBe(1234);
  });

  it('reads a player with no battle (null), a fallback 0 or a missing rank as unranked', () => {
    expect(shownRank(null)).toBeNull();
    expect(shownRank(undefined)).toBeNull();
    expect(shownRank(0)).toBeNull();
    expect(shownRank(-1)).toBeNull();
    expect(shownRank(Number.NaN)).toBeNull();
  });
});
