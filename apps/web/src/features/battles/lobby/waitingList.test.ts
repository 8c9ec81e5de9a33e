import type { WaitingBattle } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { EMPTY_WAITING_LIST, isOwnBattle, waitingListReducer } from './waitingList';

const battle = (id: string, minute: number, status: WaitingBattle['status'] = 'waiting'): WaitingBattle => ({
  id,
  first_opponent: 'Alice',
  second_opponent: '',
  sport: 'hockey',
  level: 'easy',
  creator_avatar: '',
  created_at: `2025-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  status,
});

describe('waitingListReducer', () => {
  it('replaces the list with the waiting battles, newest first', () => {
    const state = waitingListReducer(EMPTY_WAITING_LIST, {
      type: 'replace',
      battles: [battle('a', 1), battle('b', 5), battle('c', 3, 'active')],
    });
    expect(state.loaded).toBe(true);
    expect(state.battles.map((b) => b.id)).toEqual(['b', 'a']);
  });

  it('adds a created battle once', () => {
    const start = waitingListReducer(EMPTY_WAITING_LIST, { type: 'replace', battles: [battle('a', 1)] });
    const added = waitingListReducer(start, { type: 'add', battle: battle('b', 2) });
    expect(waitingListReducer(added, { type: 'add', battle: battle('b', 2) }).battles.map((b) => b.id)).toEqual(['b', 'a']);
  });

  it('removes a joined or cancelled battle and ignores unknown ids', () => {
    const start = waitingListReducer(EMPTY_WAITING_LIST, { type: 'replace', battles: [battle('a', 1), battle('b', 2)] });
    expect(waitingListReducer(start, { type: 'remove', id: 'a' }).battles.map((b) => b.id)).toEqual(['b']);
    expect(waitingListReducer(start, { type: 'remove', id: 'zzz' })).toBe(start);
  });
});

describe('isOwnBattle', () => {
  it('compares the creator without case', () => {
    expect(isOwnBattle(battle('a', 1), 'alice')).toBe(true);
    expect(isOwnBattle(battle('a', 1), 'boris')).toBe(false);
  });
});
