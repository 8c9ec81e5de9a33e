import { describe, expect, it } from 'vitest';
import { feedResult, historyResult, scoreLine } from './result';

const row = (first: number, second: number, winner: string | null = null) => ({
  first_opponent: 'Alice',
  second_opponent: 'boris',
  first_opponent_score: first,
  second_opponent_score: second,
  winner,
});

describe('historyResult', () => {
  it('is a win for the higher score and a loss for the lower, on either side', () => {
    expect(historyResult(row(300, 100), 'alice')).toBe('win');
    expect(historyResult(row(300, 100), 'boris')).toBe('lose');
    expect(historyResult(row(0, 150), 'Alice')).toBe('lose');
    expect(historyResult(row(0, 150), 'BORIS')).toBe('win');
  });

  it('is a draw on equal scores', () => {
    expect(historyResult(row(200, 200), 'alice')).toBe('draw');
  });

  it('is a draw for someone who did not play', () => {
    expect(historyResult(row(300, 100), 'carol')).toBe('draw');
  });

  it('follows the named winner of a forfeit, even with the lower score', () => {
    expect(historyResult(row(100, 400, 'Alice'), 'alice')).toBe('win');
    expect(historyResult(row(100, 400, 'Alice'), 'boris')).toBe('lose');
  });
});

describe('feedResult', () => {
  it('is pending until the battle is finished', () => {
    expect(feedResult({ status: 'active', winner: null }, 'alice')).toBe('pending');
    expect(feedResult({ status: 'waiting', winner: null }, 'alice')).toBe('pending');
  });

  it('is won, lost or drawn by the winner', () => {
    expect(feedResult({ status: 'finished', winner: 'alice' }, 'Alice')).toBe('win');
    expect(feedResult({ status: 'finished', winner: 'boris' }, 'alice')).toBe('lose');
    expect(feedResult({ status: 'finished', winner: null }, 'alice')).toBe('draw');
  });
});

describe('scoreLine', () => {
  it('reads "a : b"', () => {
    expect(scoreLine(350, 0)).toBe('350 : 0');
  });
});
