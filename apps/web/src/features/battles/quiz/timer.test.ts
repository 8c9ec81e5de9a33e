import { describe, expect, it } from 'vitest';
import { questionClock, timerTone } from './timer';

describe('timerTone', () => {
  it('is calm with 10 s or more, warns below 10 s and is danger at 5 s or less', () => {
    expect(timerTone(15)).toBe('calm');
    expect(timerTone(10)).toBe('calm');
    expect(timerTone(9)).toBe('warning');
    expect(timerTone(6)).toBe('warning');
    expect(timerTone(5)).toBe('danger');
    expect(timerTone(0)).toBe('danger');
  });
});

describe('questionClock', () => {
  it('starts a fresh 10 s question in the normal colour', () => {
    expect(questionClock(30_000, 20_000, 10_000)).toEqual({ seconds: 10, fraction: 1, tone: 'calm' });
    // 9.5 s left still shows 10 and stays calm; the first whole second gone turns it to warning.
    expect(questionClock(30_000, 20_500, 10_000).tone).toBe('calm');
    expect(questionClock(30_000, 21_000, 10_000)).toEqual({ seconds: 9, fraction: 0.9, tone: 'warning' });
  });

  it('counts from the server deadline and the server clock', () => {
    expect(questionClock(30_000, 24_500, 10_000)).toEqual({ seconds: 6, fraction: 0.55, tone: 'warning' });
    expect(questionClock(30_000, 25_500, 10_000)).toEqual({ seconds: 5, fraction: 0.45, tone: 'danger' });
  });

  it('stops at zero after the deadline', () => {
    expect(questionClock(30_000, 31_000, 10_000)).toEqual({ seconds: 0, fraction: 0, tone: 'danger' });
  });

  it('caps the bar when the clocks disagree', () => {
    expect(questionClock(30_000, 18_000, 10_000).fraction).toBe(1);
  });
});
