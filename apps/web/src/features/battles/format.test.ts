import { describe, expect, it } from 'vitest';
import { formatClock, secondsLeft } from './format';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [5_000, '0:05'],
    [65_000, '1:05'],
    [600_000, '10:00'],
    [3_725_000, '62:05'],
    [-3_000, '0:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});

describe('secondsLeft', () => {
  it('rounds up and stops at zero', () => {
    expect(secondsLeft(9_001)).toBe(10);
    expect(secondsLeft(10_000)).toBe(10);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-500)).toBe(0);
  });
});
