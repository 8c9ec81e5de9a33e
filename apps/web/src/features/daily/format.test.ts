import { dailyShareGrid } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { untilText } from './format';
import { dailyShareText } from './share';

describe('the daily card and share text', () => {
  it('counts down to the next daily challenge as h:mm:ss, never below zero', () => {
    expect(untilText(3_723_000)).toBe('1:02:03');
    expect(untilText(59_999)).toBe('0:00:59');
    expect(untilText(-5_000)).toBe('0:00:00');
  });

  it('shares right, wrong and unanswered as squares, with no question or answer', () => {
    expect(dailyShareGrid([true, true, false, null])).toBe('🟩🟩🟥⬜');
  });

  it('builds one share text for the result screen and the Daily card: heading, squares, link', () => {
    expect(
      dailyShareText('FanClash daily challenge, Tennis, 2026-11-28: 250 points', [true, false, null], 'https://x.test/daily/tennis'),
    ).toBe('FanClash daily challenge, Tennis, 2026-11-28: 250 points\n🟩🟥⬜\nhttps://x.test/daily/tennis');
  });
});
