import type { BattleHistoryRow } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { historyStats } from './stats';

let next = 0;
function battle(mine: number, theirs: number, opponentKind: BattleHistoryRow['opponent_kind'] = 'player'): BattleHistoryRow {
  next += 1;
  return {
    id: `b${next}`,
    first_opponent: 'alice',
    second_opponent: 'boris',
    first_opponent_score: mine,
    second_opponent_score: theirs,
    sport: 'soccer',
    level: 'easy',
    created_at: '2025-01-01T00:00:00.000Z',
    finished_at: '2025-01-01T00:05:00.000Z',
    status: 'finished',
    winner: mine === theirs ? null : mine > theirs ? 'alice' : 'boris',
    result: mine === theirs ? 'draw' : mine > theirs ? 'win' : 'lose',
    score: `${mine} : ${theirs}`,
    opponent_kind: opponentKind,
  };
}

describe('historyStats', () => {
  it('is all zeros without battles', () => {
    expect(historyStats([], 'alice')).toEqual({ total: 0, wins: 0, winRate: 0, streak: 0 });
  });

  it('counts wins and rounds the win rate', () => {
    const stats = historyStats([battle(2, 1), battle(1, 2), battle(3, 0)], 'alice');
    expect(stats).toMatchObject({ total: 3, wins: 2, winRate: 67 });
  });

  it('counts the streak from the top until the first loss, skipping draws', () => {
    const rows = [battle(5, 1), battle(2, 2), battle(4, 1), battle(0, 1), battle(9, 0)];
    expect(historyStats(rows, 'alice').streak).toBe(2);
  });

  it('has no streak when the newest battle was lost', () => {
    expect(historyStats([battle(0, 1), battle(5, 1)], 'alice').streak).toBe(0);
  });

  it('leaves out battles against a recorded run or the bot, as the server does', () => {
    const rows = [battle(300, 100, 'bot'), battle(300, 100, 'recorded'), battle(100, 200), battle(200, 100)];
    expect(historyStats(rows, 'alice')).toEqual({ total: 2, wins: 1, winRate: 50, streak: 0 });
  });
});
