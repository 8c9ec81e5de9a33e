import { describe, expect, it } from 'vitest';
import { formatClock } from '../format';
import { clockOffsetFromDate, waitingElapsedMs } from './elapsed';

const CREATED = '2026-11-23T12:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('clockOffsetFromDate', () => {
  it("learns the server's clock from the Date header (the middle of its whole second)", () => {
    // This device is 5 minutes behind the server.
    expect(clockOffsetFromDate('Mon, 23 Nov 2026 12:01:10 GMT', at('2026-11-23T11:56:10.500Z'))).toBe(300_000);
    // ... or 2 minutes ahead.
    expect(clockOffsetFromDate('Mon, 23 Nov 2026 12:01:10 GMT', at('2026-11-23T12:03:10.500Z'))).toBe(-120_000);
  });

  it('trusts this device when there is no usable header', () => {
    expect(clockOffsetFromDate(null, 1_000)).toBe(0);
    expect(clockOffsetFromDate('soon', 1_000)).toBe(0);
  });
});

describe('waitingElapsedMs', () => {
  it('shows the real wait whatever the skew of this device', () => {
    const behind = clockOffsetFromDate('Mon, 23 Nov 2026 12:01:05 GMT', at('2026-11-23T11:56:05.500Z'));
    expect(formatClock(waitingElapsedMs(CREATED, at('2026-11-23T11:56:05.500Z'), behind))).toBe('1:05');
    // Ten seconds later on the local clock, ten more seconds of waiting.
    expect(formatClock(waitingElapsedMs(CREATED, at('2026-11-23T11:56:15.500Z'), behind))).toBe('1:15');

    const ahead = clockOffsetFromDate('Mon, 23 Nov 2026 12:00:42 GMT', at('2026-11-23T13:00:42.500Z'));
    expect(formatClock(waitingElapsedMs(CREATED, at('2026-11-23T13:00:42.500Z'), ahead))).toBe('0:42');
  });

  it('counts on the local clock when the offset is unknown', () => {
    expect(formatClock(waitingElapsedMs(CREATED, at('2026-11-23T12:10:00.000Z'), 0))).toBe('10:00');
  });

  it('never goes below 0:00, and reads 0:00 for an unreadable time', () => {
    expect(waitingElapsedMs(CREATED, at('2026-11-23T11:59:00.000Z'), 0)).toBe(0);
    expect(waitingElapsedMs('not a date', 5_000, 0)).toBe(0);
  });
});
