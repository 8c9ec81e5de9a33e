import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawBattleQuestions, pinnedQuestionIds } from './questions.js';

const LONG_ANSWERS = ['cricket.hand.terms.nightwatchman', 'golf.teams.solheim-cup'];

describe('the browser tests’ question pin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is honoured only under the test runner', () => {
    const ids = LONG_ANSWERS.join(', ');
    expect(pinnedQuestionIds({ NODE_ENV: 'test', BATTLE_TEST_QUESTION_IDS: ids })).toEqual(LONG_ANSWERS);
    expect(pinnedQuestionIds({ NODE_ENV: 'production', BATTLE_TEST_QUESTION_IDS: ids })).toEqual([]);
    expect(pinnedQuestionIds({ BATTLE_TEST_QUESTION_IDS: ids })).toEqual([]);
  });

  it('makes a battle ask the pinned questions, whatever its sport', () => {
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('BATTLE_TEST_QUESTION_IDS', LONG_ANSWERS.join(','));
    expect(drawBattleQuestions('b1', 'soccer', 'easy', 3, []).map((q) => q.bankId)).toEqual(LONG_ANSWERS);
    vi.stubEnv('BATTLE_TEST_QUESTION_IDS', '');
    const drawn = drawBattleQuestions('b1', 'soccer', 'easy', 3, []);
    expect(drawn).toHaveLength(3);
    expect(drawn.every((q) => q.bankId.startsWith('soccer.'))).toBe(true);
  });
});
