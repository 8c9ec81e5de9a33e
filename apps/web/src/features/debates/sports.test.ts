import { DEBATE_CATEGORIES, FORUM_SPORT_FILTERS } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import commonEn from '../../i18n/en.json';
import commonRu from '../../i18n/ru.json';
import en from './i18n/en.json';
import ru from './i18n/ru.json';
import { CREATE_DEBATE_SPORTS, DEBATE_FILTER_SPORTS, filterEntry } from './sports';

describe.each([
  ['en', en, commonEn],
  ['ru', ru, commonRu],
])('debate sports in %s', (_language, debates, common) => {
  const label = (sport: string) => debates.sports[sport as keyof typeof debates.sports];

  it('name soccer as the rest of the product does (Football), never "Soccer"', () => {
    expect(label('soccer')).toBe(common.sports.soccer);
    expect(label('soccer')).toBe(label('football'));
    expect(Object.values(debates.sports).join(' ')).not.toMatch(/soccer|соккер/i);
  });

  it('offer every sport once in the pickers, each with its own name', () => {
    for (const offered of [CREATE_DEBATE_SPORTS, DEBATE_FILTER_SPORTS]) {
      const names = offered.map(label);
      expect(names.every(Boolean)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('the debate pickers', () => {
  it('leave out only soccer, which the server finds with football', () => {
    expect(CREATE_DEBATE_SPORTS).toEqual(DEBATE_CATEGORIES.filter((sport) => sport !== 'soccer'));
    expect(DEBATE_FILTER_SPORTS).toEqual(FORUM_SPORT_FILTERS.filter((sport) => sport !== 'soccer'));
    expect(CREATE_DEBATE_SPORTS).toContain('football');
  });

  it('show ?sport=soccer as the Football entry and every other filter as itself', () => {
    expect(filterEntry('soccer')).toBe('football');
    for (const sport of DEBATE_FILTER_SPORTS) expect(filterEntry(sport)).toBe(sport);
  });
});
