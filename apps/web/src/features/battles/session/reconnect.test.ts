import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect';

describe('reconnectDelayMs', () => {
  it('waits 1 s times the attempt number', () => {
    expect([1, 2, 3].map((attempt) => reconnectDelayMs(attempt))).toEqual([1_000, 2_000, 3_000]);
  });

  it('gives up after the third attempt', () => {
    expect(reconnectDelayMs(4)).toBeNull();
    expect(reconnectDelayMs(0)).toBeNull();
  });

  it('follows a custom policy', () => {
    expect(reconnectDelayMs(2, 5, 250)).toBe(500);
  });
});
