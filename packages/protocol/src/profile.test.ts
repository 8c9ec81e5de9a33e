import { describe, expect, it } from 'vitest';
import { leaderboardQuerySchema, resetStatsQuerySchema } from './profile.js';
import { userClientMessageSchema } from './live/user-socket.js';

describe('user_update', () => {
  it('keeps only username, favourite, avatar and language', () => {
    const parsed = userClientMessageSchema.parse({
      type: 'user_update',
      username: 'alice',
      favourite: 'Tennis',
      avatar: '',
      language: 'ru',
      email: 'x@evil.example',
      password: 'secret123',
      totalBattle: 99,
      winBattle: 99,
      winRate: 100,
      ranking: 1,
      streak: 9,
      friends: ['bob'],
    });
    expect(parsed).toEqual({ type: 'user_update', username: 'alice', favourite: 'Tennis', avatar: '', language: 'ru' });
  });

  it('refuses a favourite or language outside the lists', () => {
    expect(userClientMessageSchema.safeParse({ type: 'user_update', favourite: 'Chess' }).success).toBe(false);
    expect(userClientMessageSchema.safeParse({ type: 'user_update', language: 'de' }).success).toBe(false);
  });

  it('delete_user needs a token', () => {
    expect(userClientMessageSchema.safeParse({ type: 'delete_user' }).success).toBe(false);
    expect(userClientMessageSchema.safeParse({ type: 'delete_user', token: 't' }).success).toBe(true);
  });
});

describe('leaderboard query', () => {
  it('coerces numbers from the query string', () => {
    expect(leaderboardQuerySchema.parse({ limit: '20', page: '3' })).toEqual({ limit: 20, page: 3 });
    expect(leaderboardQuerySchema.parse({})).toEqual({});
  });
  it.each([{ limit: '0' }, { limit: '101' }, { offset: '-1' }, { page: '0' }, { offset: '5', page: '2' }, { limit: 'many' }])(
    'refuses %j',
    (query) => {
      expect(leaderboardQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('reset-user-stats query', () => {
  it("defaults to 'all' and knows the spec's three types", () => {
    expect(resetStatsQuerySchema.parse({ username: 'alice' }).reset_type).toBe('all');
    for (const reset_type of ['all', 'battles', 'rankings']) expect(resetStatsQuerySchema.safeParse({ reset_type }).success).toBe(true);
    expect(resetStatsQuerySchema.safeParse({ reset_type: 'wins' }).success).toBe(false);
  });
});
