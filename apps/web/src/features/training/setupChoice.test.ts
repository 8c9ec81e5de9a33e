import { describe, expect, it } from 'vitest';
import { canStart, DEFAULT_SETUP, modeFrom } from './setupChoice';

describe('training setup choice', () => {
  it('can start with the defaults: all sports, all levels, a random quiz', () => {
    expect(DEFAULT_SETUP).toEqual({ sport: 'all', level: 'all', mode: 'random' });
    expect(canStart(DEFAULT_SETUP, false)).toBe(true);
  });

  it('can start with any sport and level, all levels included, but not while a start is loading', () => {
    expect(canStart({ sport: 'soccer', level: 'all', mode: 'flashcards' }, false)).toBe(true);
    expect(canStart({ sport: 'all', level: 'hard', mode: 'practice' }, false)).toBe(true);
    expect(canStart(DEFAULT_SETUP, true)).toBe(false);
  });

  it('reads a mode from the select and ignores anything else', () => {
    expect(modeFrom('flashcards', 'random')).toBe('flashcards');
    expect(modeFrom('all', 'practice')).toBe('practice');
  });
});
