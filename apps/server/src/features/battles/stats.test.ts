import { describe, expect, it } from 'vitest';
import { pointsFor } from './engine/scoring.js';
import { applyResult, resultForSide, statsFromResults } from './stats.js';

describe('battle stats', () => {
  it('a win adds to total, wins and streak; a loss resets the streak; a draw counts and keeps the streak', () => {
    const start = { totalBattle: 2, winBattle: 1, winRate: 50, streak: 1 };
    expect(applyResult(start, 'win')).toEqual({ totalBattle: 3, winBattle: 2, winRate: 67, streak: 2 });
    expect(applyResult(start, 'lose')).toEqual({ totalBattle: 3, winBattle: 1, winRate: 33, streak: 0 });
    expect(applyResult(start, 'draw')).toEqual({ totalBattle: 3, winBattle: 1, winRate: 33, streak: 1 });
  });

  it('recomputes from results in order', () => {
    expect(statsFromResults([])).toEqual({ totalBattle: 0, winBattle: 0, winRate: 0, streak: 0 });
    expect(statsFromResults(['win', 'win', 'lose', 'win', 'draw', 'win'])).toEqual({
      totalBattle: 6,
      winBattle: 4,
      winRate: 67,
      streak: 2,
    });
  });

  it('reads a stored battle by its winner column', () => {
    const row = { winner: 'bob', firstOpponent: 'alice', secondOpponent: 'bob' };
    expect(resultForSide(row, true)).toBe('lose');
    expect(resultForSide(row, false)).toBe('win');
    expect(resultForSide({ ...row, winner: null }, true)).toBe('draw');
  });
});

describe('scoring rule', () => {
  it('100 for a right answer plus up to 100 for speed; nothing for a wrong one', () => {
    const deadline = 10_000;
    expect(pointsFor(true, 0, deadline, 10_000)).toBe(200);
    expect(pointsFor(true, 2_500, deadline, 10_000)).toBe(175);
    expect(pointsFor(true, 9_996, deadline, 10_000)).toBe(100);
    expect(pointsFor(true, 10_200, deadline, 10_000)).toBe(100);
    expect(pointsFor(false, 0, deadline, 10_000)).toBe(0);
    // A clock that runs early cannot earn more than the maximum.
    expect(pointsFor(true, -5_000, deadline, 10_000)).toBe(200);
  });
});
