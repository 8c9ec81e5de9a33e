import { describe, expect, it } from 'vitest';
import { planMatches, type QueueEntry } from './plan.js';

const TIMING = { widenMs: 8_000, ghostAfterMs: 12_000 };
const NOW = 100_000;
const entry = (userId: string, sport: string, level: string, waitedMs: number): QueueEntry => ({
  userId,
  sport,
  level,
  queuedAt: NOW - waitedMs,
});
const ids = (plan: ReturnType<typeof planMatches>) => plan.pairs.map((p) => [p.first.userId, p.second.userId, p.level]);

describe('quick match: the plan', () => {
  it('pairs two players of the same sport and level at once, the first queued first', () => {
    const plan = planMatches(
      [entry('b', 'soccer', 'easy', 100), entry('a', 'soccer', 'easy', 500), entry('c', 'soccer', 'easy', 0)],
      NOW,
      TIMING,
    );
    expect(ids(plan)).toEqual([['a', 'b', 'easy']]);
    expect(plan.ghosts).toEqual([]);
  });

  it('never pairs across sports, nor across levels before the wait widens', () => {
    const plan = planMatches(
      [entry('a', 'soccer', 'easy', 7_999), entry('b', 'soccer', 'hard', 7_000), entry('c', 'hockey', 'easy', 7_500)],
      NOW,
      TIMING,
    );
    expect(plan.pairs).toEqual([]);
  });

  it('after the widening wait pairs any level of the same sport, at the level of the player who queued first', () => {
    const plan = planMatches([entry('late', 'soccer', 'hard', 10), entry('early', 'soccer', 'easy', 8_000)], NOW, TIMING);
    expect(ids(plan)).toEqual([['early', 'late', 'easy']]);
  });

  it('prefers the same level when widened', () => {
    const plan = planMatches(
      [entry('a', 'soccer', 'easy', 9_000), entry('b', 'soccer', 'hard', 8_500), entry('c', 'soccer', 'easy', 10)],
      NOW,
      TIMING,
    );
    expect(ids(plan)).toEqual([['a', 'c', 'easy']]);
  });

  it('gives a recorded run to whoever is still unpaired after the ghost wait, and to nobody sooner', () => {
    const plan = planMatches([entry('a', 'soccer', 'easy', 12_000), entry('b', 'golf', 'hard', 11_999)], NOW, TIMING);
    expect(plan.pairs).toEqual([]);
    expect(plan.ghosts.map((g) => g.userId)).toEqual(['a']);
  });

  it('pairs rather than ghosts when a partner is there', () => {
    const plan = planMatches([entry('a', 'soccer', 'easy', 20_000), entry('b', 'soccer', 'medium', 0)], NOW, TIMING);
    expect(ids(plan)).toEqual([['a', 'b', 'easy']]);
    expect(plan.ghosts).toEqual([]);
  });
});
