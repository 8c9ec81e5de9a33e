import { describe, expect, it } from 'vitest';
import { countdownDisplay, countdownKey } from './countdown';

describe('countdownDisplay', () => {
  it('waits on the first number until the server starts the countdown', () => {
    expect(countdownDisplay(null)).toEqual({ kind: 'waiting', value: 10 });
  });

  it('counts whole seconds up from the time left', () => {
    expect(countdownDisplay(10_000)).toEqual({ kind: 'number', value: 10 });
    expect(countdownDisplay(9_001)).toEqual({ kind: 'number', value: 10 });
    expect(countdownDisplay(9_000)).toEqual({ kind: 'number', value: 9 });
    expect(countdownDisplay(1)).toEqual({ kind: 'number', value: 1 });
  });

  it('never shows more than the countdown length (a slow clock)', () => {
    expect(countdownDisplay(14_000)).toEqual({ kind: 'number', value: 10 });
  });

  it('says go at zero and after', () => {
    expect(countdownDisplay(0)).toEqual({ kind: 'go' });
    expect(countdownDisplay(-1_500)).toEqual({ kind: 'go' });
  });

  it('changes its key only when the display changes', () => {
    expect(countdownKey(countdownDisplay(9_500))).toBe(countdownKey(countdownDisplay(9_100)));
    expect(countdownKey(countdownDisplay(0))).toBe('go');
  });
});
