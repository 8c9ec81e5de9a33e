import { SPORTS, drawQuestions } from '@fanclash/content';
import { PLAYABLE_SPORTS, LEVELS } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';

/**
 * One set of sports (issue 33 item 2): the protocol's list, which every screen and every
 * validation offers, is exactly the sports that have a question bank, and each of them can
 * fill a battle of ten at every level.
 */
describe('playable sports', () => {
  it('are the sports of the question bank', () => {
    expect([...PLAYABLE_SPORTS].sort()).toEqual([...SPORTS].sort());
  });

  it.each(PLAYABLE_SPORTS)('%s fills a battle of ten at every level', (sport) => {
    for (const level of LEVELS) expect(drawQuestions({ sport, level, count: 10, lang: 'en' })).toHaveLength(10);
  });
});
