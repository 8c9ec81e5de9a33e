import { describe, expect, it } from 'vitest';
import { displayLevel, displaySport, iconSport } from './labels';

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

  it('draws soccer with the football icon', () => {
    expect(iconSport('soccer')).toBe('football');
    expect(iconSport('golf')).toBe('golf');
  });
});
