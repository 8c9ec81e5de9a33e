/**
 * The bank's size targets (the landing page advertises them): per sport in total, and per
 * level so every battle level has enough questions to avoid repeats.
 */
import { describe, expect, it } from 'vitest';
import { getBank } from './bank.js';
import type { Sport } from './model.js';
import { LEVELS, SPORTS } from './model.js';

const MINIMUM_PER_SPORT: Readonly<Record<Sport, number>> = {
  soccer: 1200,
  basketball: 800,
  tennis: 640,
  baseball: 420,
  hockey: 380,
  golf: 290,
  cricket: 150,
  rugby: 150,
  volleyball: 150,
  boxing: 150,
};
const MINIMUM_PER_LEVEL = 40;

const bank = getBank();

describe('bank size', () => {
  it.each(SPORTS)(`%s has its minimum number of questions`, (sport) => {
    const total = LEVELS.reduce((sum, level) => sum + bank.pool(sport, level).length, 0);
    expect(total).toBeGreaterThanOrEqual(MINIMUM_PER_SPORT[sport]);
  });

  it.each(SPORTS)(`%s has >= ${MINIMUM_PER_LEVEL} questions at every level`, (sport) => {
    const counts = Object.fromEntries(LEVELS.map((level) => [level, bank.pool(sport, level).length]));
    for (const level of LEVELS)
      expect(counts[level], `${sport} ${level}: ${JSON.stringify(counts)}`).toBeGreaterThanOrEqual(MINIMUM_PER_LEVEL);
  });
});
