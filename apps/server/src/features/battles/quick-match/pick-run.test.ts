import { describe, expect, it } from 'vitest';
import { pickRun } from './pick-run.js';
import type { RunCandidate } from './store.js';

const run = (id: string, winRate: number, questionIds: string[]): RunCandidate => ({
  id,
  userId: `u-${id}`,
  username: id,
  avatar: '',
  winRate,
  questionIds,
  answers: questionIds.map(() => ({ index: 0, elapsed_ms: 1_000 })),
  score: 0,
});
const all = () => true;

describe('quick match: which recorded run', () => {
  it('skips runs with a question the player saw recently, or one the bank no longer has', () => {
    const candidates = [run('seen', 50, ['q1', 'q2']), run('gone', 50, ['q3', 'gone']), run('fresh', 10, ['q4', 'q5'])];
    expect(pickRun(candidates, new Set(['q2']), 50, (id) => id !== 'gone')?.id).toBe('fresh');
  });

  it('prefers the closest win rate, the newest (first) on a tie', () => {
    const candidates = [run('new', 70, ['a']), run('close', 45, ['b']), run('tie', 55, ['c']), run('far', 0, ['d'])];
    expect(pickRun(candidates, new Set(), 50, all)?.id).toBe('close');
    expect(pickRun([run('n', 60, ['a']), run('o', 40, ['b'])], new Set(), 50, all)?.id).toBe('n');
  });

  it('finds none when every run repeats a seen question', () => {
    expect(pickRun([run('a', 50, ['q1'])], new Set(['q1']), 50, all)).toBeUndefined();
  });
});
