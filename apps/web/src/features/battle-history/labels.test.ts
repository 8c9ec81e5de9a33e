import { describe, expect, it } from 'vitest';
import { DELETED_PLAYER_NAME } from '@fanclash/protocol';
import { battleLevelKey, displayLevel, displaySport, iconSport, isDeletedPlayer, playerLabel } from './labels';

describe('battle labels', () => {
  it('keeps known sports and levels', () => {
    expect(displaySport('Hockey')).toBe('hockey');
    expect(displayLevel('hard')).toBe('hard');
    expect(displayLevel('Expert')).toBe('expert');
  });

  it('shows unknown sports as football and unknown levels as medium', () => {
    expect(displaySport('quidditch')).toBe('football');
    expect(displayLevel('legendary')).toBe('medium');
  });

  it("names a daily challenge run's level as its own (easy to hard), never medium", () => {
    expect(battleLevelKey('daily')).toBe('daily');
    expect(battleLevelKey('hard')).toBe('hard');
    expect(battleLevelKey('legendary')).toBe('medium');
  });

  it('draws soccer with the football icon', () => {
    expect(iconSport('soccer')).toBe('football');
    expect(iconSport('golf')).toBe('golf');
  });

  it("shows a deleted player in the interface's words and any other name as it is", () => {
    expect(isDeletedPlayer(DELETED_PLAYER_NAME)).toBe(true);
    expect(playerLabel(DELETED_PLAYER_NAME, 'Удалённый игрок')).toBe('Удалённый игрок');
    expect(playerLabel(DELETED_PLAYER_NAME, 'Deleted player')).toBe('Deleted player');
    expect(isDeletedPlayer('deleted_player')).toBe(false);
    expect(playerLabel('boris_1', 'Удалённый игрок')).toBe('boris_1');
  });
});
