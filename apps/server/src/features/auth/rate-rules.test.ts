import { describe, expect, it } from 'vitest';
import { rateLimitedFor } from './rate-rules.js';

describe('rate-limit message', () => {
  it.each([
    [15 * 60_000, 'Too many attempts. Please try again in 15 minutes.'],
    [3 * 60_000 + 1, 'Too many attempts. Please try again in 4 minutes.'],
    [30_000, 'Too many attempts. Please try again in 1 minute.'],
    [0, 'Too many attempts. Please try again in 1 minute.'],
    [59 * 60_000 + 30_000, 'Too many attempts. Please try again in an hour.'],
  ])('names the time left: %i ms', (ms, text) => {
    const error = rateLimitedFor('Too many attempts.', ms);
    expect(error.detail).toBe(text);
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(ms);
  });
});
