import { describe, expect, it } from 'vitest';
import { AVATAR_STORAGE_LIMITS, planEviction } from './eviction';

const MB = 1024 * 1024;
const item = (username: string, sizeMb: number, timestamp: number) => ({ username, size: sizeMb * MB, timestamp });

describe('local avatar storage quota (spec section 9)', () => {
  it('uses 50 MB as the ceiling and 30 MB as the safe threshold', () => {
    expect(AVATAR_STORAGE_LIMITS).toEqual({ maxBytes: 50 * MB, safeBytes: 30 * MB });
  });

  it('evicts nothing while used + new stays within 30 MB', () => {
    const stored = [item('a', 10, 1), item('b', 15, 2)];
    expect(planEviction(stored, { username: 'c', size: 5 * MB })).toEqual({ evict: [], fits: true });
  });

  it('evicts the oldest first until usage fits under 30 MB minus the new file', () => {
    const stored = [item('newest', 8, 30), item('oldest', 8, 10), item('middle', 8, 20), item('recent', 4, 25)];
    // 28 MB stored + 5 MB new = 33 MB > 30: dropping 'oldest' leaves 20 + 5 = 25.
    expect(planEviction(stored, { username: 'me', size: 5 * MB })).toEqual({ evict: ['oldest'], fits: true });
    // 28 + 12 = 40: dropping oldest (20 + 12 = 32) is not enough, middle too (12 + 12 = 24).
    expect(planEviction(stored, { username: 'me', size: 12 * MB })).toEqual({ evict: ['oldest', 'middle'], fits: true });
  });

  it("does not count the player's own older picture, which the new one replaces", () => {
    const stored = [item('me', 20, 1), item('other', 8, 2)];
    expect(planEviction(stored, { username: 'me', size: 5 * MB })).toEqual({ evict: [], fits: true });
  });

  it('keeps a file between 30 and 50 MB after clearing everything else', () => {
    const stored = [item('a', 5, 1), item('b', 5, 2)];
    expect(planEviction(stored, { username: 'c', size: 40 * MB })).toEqual({ evict: ['a', 'b'], fits: true });
  });

  it("refuses what cannot fit even after cleanup ('Storage limit exceeded even after cleanup')", () => {
    expect(planEviction([item('a', 1, 1)], { username: 'c', size: 51 * MB })).toEqual({ evict: ['a'], fits: false });
  });

  it('follows the limits it is given', () => {
    const limits = { maxBytes: 100, safeBytes: 50 };
    const stored = [
      { username: 'a', size: 30, timestamp: 2 },
      { username: 'b', size: 30, timestamp: 1 },
    ];
    expect(planEviction(stored, { username: 'c', size: 20 }, limits)).toEqual({ evict: ['b'], fits: true });
  });
});
