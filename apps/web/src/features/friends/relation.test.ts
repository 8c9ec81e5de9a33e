import type { User } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { relationFromRecord } from './relation';

const user = (lists: Partial<Pick<User, 'friends' | 'friendRequests' | 'sentFriendRequests' | 'blocked'>>): User => ({
  username: 'alice',
  avatar: '',
  favourite: 'Football',
  totalBattle: 0,
  winBattle: 0,
  winRate: 0,
  streak: 0,
  ranking: 1,
  email: 'alice@example.com',
  language: 'en',
  friends: [],
  friendRequests: [],
  sentFriendRequests: [],
  blocked: [],
  battles: [],
  invitations: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...lists,
});

describe('the profile view friend action', () => {
  it('reads the relation from the own record, case-insensitively', () => {
    expect(relationFromRecord(null, 'boris')).toBe('none');
    expect(relationFromRecord(user({}), 'boris')).toBe('none');
    expect(relationFromRecord(user({ friends: ['Boris'] }), 'boris')).toBe('friends');
    expect(relationFromRecord(user({ sentFriendRequests: ['boris'] }), 'BORIS')).toBe('request_sent');
    expect(relationFromRecord(user({ friendRequests: ['boris'] }), 'boris')).toBe('request_received');
    expect(relationFromRecord(user({ blocked: ['boris'], friends: ['boris'] }), 'boris')).toBe('blocked');
  });
});
