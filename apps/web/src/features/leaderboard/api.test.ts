import { describe, expect, it } from 'vitest';
import { nextOffset } from './api';

const page = (offset: number, count: number, total: number) => ({ offset, total, entries: Array.from({ length: count }, () => ({})) });

describe('leaderboard paging', () => {
  it('asks for the rows after the ones on screen', () => {
    expect(nextOffset(page(0, 50, 120))).toBe(50);
    expect(nextOffset(page(50, 50, 120))).toBe(100);
  });

  it('stops at the end, and on an empty page', () => {
    expect(nextOffset(page(100, 20, 120))).toBeUndefined();
    expect(nextOffset(page(0, 0, 0))).toBeUndefined();
    expect(nextOffset(page(50, 0, 120))).toBeUndefined();
  });
});
