import { describe, expect, it } from 'vitest';
import { invitedFriendsKey, reconcile, withEntry, type InvitedEntry } from './invitedList';

describe('the waiting room invited list', () => {
  it('is kept under the spec key per battle', () => {
    expect(invitedFriendsKey('b1')).toBe('invitedFriends_b1');
  });

  it('puts a new or changed entry first and removes with null, whatever the case of the name', () => {
    const list: InvitedEntry[] = [{ username: 'Boris', status: 'declined' }];
    expect(withEntry(list, 'carol', 'pending')).toEqual([
      { username: 'carol', status: 'pending' },
      { username: 'Boris', status: 'declined' },
    ]);
    expect(withEntry(list, 'boris', 'pending')).toEqual([{ username: 'boris', status: 'pending' }]);
    expect(withEntry(list, 'BORIS', null)).toEqual([]);
  });

  it('after a reload keeps only the pending entry the server still has, and adds it if missing', () => {
    const stored: InvitedEntry[] = [
      { username: 'boris', status: 'pending' },
      { username: 'carol', status: 'declined' },
    ];
    expect(reconcile(stored, null)).toEqual([{ username: 'carol', status: 'declined' }]);
    expect(reconcile(stored, 'Boris')).toEqual(stored);
    expect(reconcile([], 'dan')).toEqual([{ username: 'dan', status: 'pending' }]);
  });
});
