import type { User } from '@fanclash/protocol';
import { describe, expect, it, vi } from 'vitest';

/** The browser storage session.ts keeps the session in, in memory. */
const items = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  },
  addEventListener: () => undefined,
});
const { clearSession, getSession, saveSession, saveUser, subscribeSession } = await import('./session');

const user: User = {
  username: 'mira',
  avatar: '',
  favourite: 'soccer',
  totalBattle: 3,
  winBattle: 2,
  winRate: 67,
  streak: 1,
  ranking: 12,
  email: 'mira@example.com',
  language: 'en',
  friends: [],
  friendRequests: [],
  battles: [],
  invitations: [],
  sentFriendRequests: [],
  blocked: [],
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('the session store', () => {
  it('tells its subscribers of a change, and keeps the same snapshot when a write changed nothing', () => {
    saveSession(user, 'token-1');
    const notified = vi.fn();
    const unsubscribe = subscribeSession(notified);
    const before = getSession();
    expect(before.user).toEqual(user);

    // The dashboard saves the record it loaded at start: the same one, so nobody re-renders.
    saveUser({ ...user });
    expect(notified).not.toHaveBeenCalled();
    expect(getSession()).toBe(before);

    saveUser({ ...user, winBattle: 3 });
    expect(notified).toHaveBeenCalledTimes(1);
    expect(getSession().user?.winBattle).toBe(3);
    // Fields that did not change keep their values; the token is the same string.
    expect(getSession().token).toBe('token-1');

    clearSession('signed-out');
    expect(notified).toHaveBeenCalledTimes(2);
    expect(getSession()).toMatchObject({ token: null, username: null, user: null, endedBy: 'signed-out' });
    unsubscribe();
  });
});
