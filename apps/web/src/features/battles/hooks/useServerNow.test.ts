import { describe, expect, it } from 'vitest';
import { nextClockChange } from './useServerNow';

describe('nextClockChange', () => {
  it('waits until the shown whole seconds of a countdown drop by one', () => {
    // 9.3 s left shows 10; it shows 9 once 9 s are left, 300 ms later.
    expect(nextClockChange({ seconds: [30_000] }, 20_700)).toBe(300);
    // Exactly 9 s left shows 9; 8 a whole second later.
    expect(nextClockChange({ seconds: [30_000] }, 21_000)).toBe(1_000);
    // The last second: 0 at the deadline.
    expect(nextClockChange({ seconds: [30_000] }, 29_400)).toBe(600);
  });

  it('waits for a moment only until it is reached', () => {
    expect(nextClockChange({ moments: [30_000] }, 20_700)).toBe(9_300);
  });

  it('takes the nearest change, and skips what has passed or is unknown', () => {
    expect(nextClockChange({ seconds: [30_000, null], moments: [20_800, undefined] }, 20_700)).toBe(100);
    expect(nextClockChange({ seconds: [10_000], moments: [15_000] }, 20_000)).toBeNull();
    expect(nextClockChange({}, 20_000)).toBeNull();
  });
});
