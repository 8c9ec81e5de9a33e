import { describe, expect, it } from 'vitest';
import { waitingTime } from './waitingTime';

const created = '2025-01-01T10:00:00.000Z';
const at = (seconds: number) => Date.parse(created) + seconds * 1000;

describe('waitingTime', () => {
  it('counts seconds in steps of 5 under a minute', () => {
    expect(waitingTime(created, at(0))).toEqual({ value: 0, unit: 'second' });
    expect(waitingTime(created, at(14))).toEqual({ value: 10, unit: 'second' });
  });

  it('uses the largest whole unit above that', () => {
    expect(waitingTime(created, at(125))).toEqual({ value: 2, unit: 'minute' });
    expect(waitingTime(created, at(7_300))).toEqual({ value: 2, unit: 'hour' });
    expect(waitingTime(created, at(200_000))).toEqual({ value: 2, unit: 'day' });
  });

  it('never goes negative and survives a bad date', () => {
    expect(waitingTime(created, at(-30))).toEqual({ value: 0, unit: 'second' });
    expect(waitingTime('not a date', at(30))).toEqual({ value: 0, unit: 'second' });
  });
});
