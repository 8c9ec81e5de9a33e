import type { DebatePick } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { applyVote, votePercents } from './voteRules';

const pick = (overrides: Partial<DebatePick> = {}): DebatePick => ({
  id: 'p',
  option1_name: 'A',
  option1_description: 'a',
  option2_name: 'B',
  option2_description: 'b',
  category: 'football',
  option1_votes: 3,
  option2_votes: 1,
  total_votes: 4,
  trending: false,
  comments_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  user_vote: null,
  author_name: 'alice',
  is_daily: false,
  daily_date: null,
  language: null,
  ...overrides,
});

describe('applyVote', () => {
  it('adds a first vote', () => {
    expect(applyVote(pick(), 'option2')).toMatchObject({ option1_votes: 3, option2_votes: 2, total_votes: 5, user_vote: 'option2' });
  });
  it('removes the vote when the same option is voted again', () => {
    expect(applyVote(pick({ user_vote: 'option1' }), 'option1')).toMatchObject({ option1_votes: 2, option2_votes: 1, user_vote: null });
  });
  it('moves the vote to the other option', () => {
    expect(applyVote(pick({ user_vote: 'option1' }), 'option2')).toMatchObject({
      option1_votes: 2,
      option2_votes: 2,
      user_vote: 'option2',
    });
  });
  it('turns trending above 100 votes', () => {
    expect(applyVote(pick({ option1_votes: 100, option2_votes: 0, total_votes: 100 }), 'option2').trending).toBe(true);
    expect(applyVote(pick({ option1_votes: 100, option2_votes: 0, user_vote: 'option1', trending: true }), 'option1').trending).toBe(false);
  });
});

describe('votePercents', () => {
  it('splits evenly with no votes', () => {
    expect(votePercents({ option1_votes: 0, option2_votes: 0 })).toEqual({ option1: 50, option2: 50 });
  });
  it('always adds up to 100', () => {
    expect(votePercents({ option1_votes: 1, option2_votes: 2 })).toEqual({ option1: 33, option2: 67 });
    expect(votePercents({ option1_votes: 2, option2_votes: 1 })).toEqual({ option1: 67, option2: 33 });
  });
});
