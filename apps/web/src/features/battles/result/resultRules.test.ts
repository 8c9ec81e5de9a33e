import { describe, expect, it } from 'vitest';
import { hasShowableResult } from './resultRules';

describe('hasShowableResult', () => {
  it('needs a result', () => {
    expect(hasShowableResult(null)).toBe(false);
  });

  it('needs a score above 0', () => {
    expect(hasShowableResult({ final_scores: { alice: 0, boris: 0 }, reason: 'completed' })).toBe(false);
    expect(hasShowableResult({ final_scores: { alice: 0, boris: 120 }, reason: 'completed' })).toBe(true);
  });

  it('shows a forfeit even at 0 : 0', () => {
    expect(hasShowableResult({ final_scores: { alice: 0, boris: 0 }, reason: 'forfeit' })).toBe(true);
  });
});
