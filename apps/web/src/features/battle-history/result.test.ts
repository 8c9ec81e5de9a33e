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

describe('2v2 rows (issue 32)', () => {
  const team = (first: number, second: number, winner: string | null = null) => ({
    ...row(first, second, winner),
    first_partner: 'anna',
    second_partner: 'Bella',
  });

  it('gives both players of a team the team result, the partners too', () => {
    expect(historyResult(team(430, 380, 'Alice'), 'anna')).toBe('win');
    expect(historyResult(team(430, 380, 'Alice'), 'bella')).toBe('lose');
    expect(historyResult(team(200, 500), 'ANNA')).toBe('lose');
    expect(historyResult(team(200, 500), 'bella')).toBe('win');
    expect(historyResult(team(300, 300), 'bella')).toBe('draw');
  });

  it('follows a team forfeit: the winner names the staying team', () => {
    expect(historyResult(team(100, 400, 'alice'), 'anna')).toBe('win');
    expect(historyResult(team(100, 400, 'alice'), 'boris')).toBe('lose');
  });

  it('marks the feed item won for the winner’s teammate', () => {
    const item = {
      status: 'finished' as const,
      winner: 'alice',
      first_opponent: 'alice',
      second_opponent: 'boris',
      first_partner: 'anna',
      second_partner: 'bella',
    };
    expect(feedResult(item, 'Anna')).toBe('win');
    expect(feedResult(item, 'bella')).toBe('lose');
  });
});
