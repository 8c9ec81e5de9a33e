import { describe, expect, it } from 'vitest';
import { forumSportParam, paragraphs, relativeAge, visibleTags } from './format';

describe('news formatting', () => {
  const now = Date.parse('2025-06-08T20:00:00Z');

  it('tells the age in minutes, hours or days', () => {
    expect(relativeAge('2025-06-08T19:59:40Z', now)).toEqual({ unit: 'justNow', count: 0 });
    expect(relativeAge('2025-06-08T19:35:00Z', now)).toEqual({ unit: 'minutes', count: 25 });
    expect(relativeAge('2025-06-08T17:00:00Z', now)).toEqual({ unit: 'hours', count: 3 });
    expect(relativeAge('2025-06-01T20:00:00Z', now)).toEqual({ unit: 'days', count: 7 });
    expect(relativeAge('2025-06-09T20:00:00Z', now)).toEqual({ unit: 'justNow', count: 0 });
  });

  it('splits paragraphs on blank lines only', () => {
    expect(paragraphs('One\nline two\n\n  Three \n \n\nFour')).toEqual(['One\nline two', 'Three', 'Four']);
    expect(paragraphs('')).toEqual([]);
  });

  it('shows three tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('reads the sport filter from the address', () => {
    expect(forumSportParam(null)).toBe('all');
    expect(forumSportParam('hockey')).toBe('hockey');
    expect(forumSportParam('<script>')).toBe('all');
  });
});
