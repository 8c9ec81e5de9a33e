/**
 * The bank's size targets (the landing page advertises them), checked on the document the
 * stats command prints: per sport in total, per level so every battle level has enough
 * questions to avoid repeats, flashcards per training sport, and debate topics.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getBank } from './bank.js';
import { bankStats } from './bank-stats.js';
import type { Sport } from './model.js';
import { FLASHCARD_SPORTS, LEVELS, SPORTS } from './model.js';

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
  mma: 300,
  athletics: 300,
  swimming: 300,
  cycling: 300,
};
const MINIMUM_PER_LEVEL = 40;
const MINIMUM_FLASHCARDS = 40;
const MINIMUM_DEBATES = 120;

const stats = bankStats(getBank());
const total = (sport: Sport) => LEVELS.reduce((sum, level) => sum + stats.questions[sport][level], 0);

describe('stats document', () => {
  it('has exactly the documented shape: questions per sport and level, flashcards per sport, debates', () => {
    expect(Object.keys(stats).sort()).toEqual(['debates', 'flashcards', 'questions']);
    expect(Object.keys(stats.questions).sort()).toEqual([...SPORTS].sort());
    for (const sport of SPORTS) {
      expect(Object.keys(stats.questions[sport]).sort()).toEqual([...LEVELS].sort());
      for (const level of LEVELS) expect(Number.isInteger(stats.questions[sport][level])).toBe(true);
    }
    expect(Object.keys(stats.flashcards).sort()).toEqual([...FLASHCARD_SPORTS].sort());
    expect(Number.isInteger(stats.debates)).toBe(true);
  });

  it('is what `npm run -s content:stats` prints on stdout', () => {
    const script = fileURLToPath(new URL('./stats.ts', import.meta.url));
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    expect(JSON.parse(stdout)).toEqual(stats);
    // Building the bank in a fresh process takes a few seconds on a busy machine.
  }, 30_000);
});

describe('bank size', () => {
  it.each(SPORTS)(`%s has its minimum number of questions`, (sport) => {
    expect(total(sport), `${sport}: ${JSON.stringify(stats.questions[sport])}`).toBeGreaterThanOrEqual(MINIMUM_PER_SPORT[sport]);
  });

  it.each(SPORTS)(`%s has >= ${MINIMUM_PER_LEVEL} questions at every level`, (sport) => {
    for (const level of LEVELS) {
      const counts = JSON.stringify(stats.questions[sport]);
      expect(stats.questions[sport][level], `${sport} ${level}: ${counts}`).toBeGreaterThanOrEqual(MINIMUM_PER_LEVEL);
    }
  });

  it.each(FLASHCARD_SPORTS)(`%s has >= ${MINIMUM_FLASHCARDS} flashcards`, (sport) => {
    expect(stats.flashcards[sport]).toBeGreaterThanOrEqual(MINIMUM_FLASHCARDS);
  });

  it(`has >= ${MINIMUM_DEBATES} debate topics`, () => {
    expect(stats.debates).toBeGreaterThanOrEqual(MINIMUM_DEBATES);
  });
});
