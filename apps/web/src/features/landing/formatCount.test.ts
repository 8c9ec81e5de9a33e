import { LANDING_SPORTS } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { formatApproxCount } from './formatCount';

describe('formatApproxCount', () => {
  it('expands thousands and groups digits per language', () => {
    expect(formatApproxCount('1.2k+', 'en')).toBe('1,200+');
    // Russian groups with a no-break space.
    expect(formatApproxCount('1.2k+', 'ru')).toBe('1\u00a0200+');
  });

  it('keeps plain counts', () => {
    expect(formatApproxCount('800+', 'en')).toBe('800+');
    expect(formatApproxCount('290+', 'ru')).toBe('290+');
  });

  it('leaves text it does not understand alone', () => {
    expect(formatApproxCount('lots', 'en')).toBe('lots');
  });

  it('understands every landing count', () => {
    for (const { count } of LANDING_SPORTS) expect(formatApproxCount(count, 'en')).toMatch(/^[\d,]+\+$/);
  });
});
