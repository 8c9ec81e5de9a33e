import { LANDING_SPORTS } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { formatApproxCount } from './formatCount';

describe('formatApproxCount', () => {
  it('keeps thousands short, as the spec writes them, in each language', () => {
    expect(formatApproxCount('1.2k+', 'en')).toBe('1.2k+');
    expect(formatApproxCount('3k+', 'en')).toBe('3k+');
    // Russian: decimal comma and 'тыс.', kept on one line with a no-break space.
    expect(formatApproxCount('1.2k+', 'ru')).toBe('1,2\u00a0тыс.+');
    expect(formatApproxCount('3k+', 'ru')).toBe('3\u00a0тыс.+');
  });

  it('keeps plain counts', () => {
    expect(formatApproxCount('800+', 'en')).toBe('800+');
    expect(formatApproxCount('290+', 'ru')).toBe('290+');
  });

  it('leaves text it does not understand alone', () => {
    expect(formatApproxCount('lots', 'en')).toBe('lots');
  });

  it('understands every landing count', () => {
    for (const { count } of LANDING_SPORTS) {
      expect(formatApproxCount(count, 'en')).toBe(count);
      expect(formatApproxCount(count, 'ru')).toMatch(/^\d+(,\d)?(\u00a0тыс\.)?\+$/);
    }
  });
});
