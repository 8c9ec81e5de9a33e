import { describe, expect, it } from 'vitest';
import { battlesT } from '../translator.testing';
import { motivationKey, roundOutcome, type RoundOutcome } from './motivation';

const OUTCOMES: readonly RoundOutcome[] = ['quick', 'slow', 'wrong', 'timeout'];

/** Every line a round with this outcome may show, over enough rounds to see each. */
function linesFor(outcome: RoundOutcome, language: 'en' | 'ru'): string[] {
  const t = battlesT(language);
  return Array.from({ length: 10 }, (_, index) => t(`quiz.motivation.${motivationKey(outcome, index)}`));
}

describe('roundOutcome', () => {
  it('tells a quick right answer from a slow one by its speed bonus, and a wrong answer from none', () => {
    // 200 points: answered at once; 150: half the clock left; 149 and 100: slower than that.
    expect(roundOutcome({ correct: true, points: 200 })).toBe('quick');
    expect(roundOutcome({ correct: true, points: 150 })).toBe('quick');
    expect(roundOutcome({ correct: true, points: 149 })).toBe('slow');
    expect(roundOutcome({ correct: true, points: 100 })).toBe('slow');
    expect(roundOutcome({ correct: false, points: 0 })).toBe('wrong');
    expect(roundOutcome(null)).toBe('timeout');
  });
});

describe('motivationKey', () => {
  it('praises the pace only after a quick right answer, in both languages', () => {
    for (const language of ['en', 'ru'] as const) {
      const pace = language === 'en' ? /pace|quick/i : /темп|быстро и/i;
      expect(linesFor('quick', language).some((line) => pace.test(line))).toBe(true);
      for (const outcome of ['slow', 'wrong', 'timeout'] as const) {
        for (const line of linesFor(outcome, language)) expect(line).not.toMatch(pace);
      }
    }
  });

  it('has lines of its own for each outcome, none shared with another, in real text in both languages', () => {
    for (const language of ['en', 'ru'] as const) {
      const byOutcome = OUTCOMES.map((outcome) => new Set(linesFor(outcome, language)));
      for (const lines of byOutcome) {
        expect(lines.size).toBeGreaterThan(1);
        for (const line of lines) expect(line).not.toMatch(/^quiz\.|motivation\./);
        if (language === 'ru') for (const line of lines) expect(line).toMatch(/[а-яё]/i);
      }
      const all = byOutcome.flatMap((lines) => [...lines]);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('keeps the same line for a round on every render', () => {
    expect(motivationKey('wrong', 3)).toBe(motivationKey('wrong', 3));
    expect(motivationKey('slow', 0)).not.toBe(motivationKey('slow', 1));
  });
});
