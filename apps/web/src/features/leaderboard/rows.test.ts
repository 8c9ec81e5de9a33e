import { describe, expect, it } from 'vitest';
import { medalOf, mergeLeaderboardPages } from './rows';

const entry = (rank: number, username: string) => ({ rank, username, avatar: '', wins: 0, winRate: 0, streak: 0 });

describe('leaderboard rows', () => {
  it('joins pages in order and keeps a player once', () => {
    const rows = mergeLeaderboardPages([{ entries: [entry(1, 'amy'), entry(2, 'Bob')] }, { entries: [entry(3, 'bob'), entry(4, 'cat')] }]);
    expect(rows.map((row) => `${row.rank}:${row.username}`)).toEqual(['1:amy', '2:Bob', '4:cat']);
  });

  it('gives medals to the top three only', () => {
    expect([1, 2, 3, 4, 0].map(medalOf)).toEqual([1, 2, 3, null, null]);
  });
});
