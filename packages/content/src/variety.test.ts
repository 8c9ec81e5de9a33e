/**
 * Issue #17's targets on the real bank: over 20 seeded battles of 10 per sport and level, with
 * the player's history avoided, a fan meets at least 10 forms, no form above 20% of the
 * questions and no form more than twice in one battle. Also what `content:variety` prints.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getBank } from './bank.js';
import { missedTargets, VARIETY_TARGETS, varietyReport } from './variety.js';

const report = varietyReport(getBank());

describe('question variety on the real bank', () => {
  it('covers every sport and level with full runs of battles', () => {
    expect(report).toHaveLength(30);
    for (const v of report) expect(v.questions, `${v.sport}/${v.level}`).toBe(VARIETY_TARGETS.battles * VARIETY_TARGETS.questionsPerBattle);
  });

  it.each(report.map((v) => [`${v.sport}/${v.level}`, v] as const))('%s meets the targets', (_, v) => {
    expect(missedTargets(v)).toEqual([]);
    expect(v.forms).toBeGreaterThanOrEqual(VARIETY_TARGETS.minForms);
    expect(v.largestShare).toBeLessThanOrEqual(VARIETY_TARGETS.maxShare);
    expect(v.mostInOneBattle).toBeLessThanOrEqual(VARIETY_TARGETS.maxPerBattle);
  });

  it('is what `npm run -s content:variety` prints, and the command succeeds', () => {
    const script = fileURLToPath(new URL('./variety-cli.ts', import.meta.url));
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    for (const v of report) {
      const line = stdout.split('\n').find((l) => l.startsWith(`${v.sport} `) && l.split(/\s+/)[1] === v.level);
      expect(line?.split(/\s+/).slice(2, 6), `${v.sport}/${v.level}`).toEqual([
        String(v.poolSize),
        String(v.forms),
        `${(v.largestShare * 100).toFixed(1)}%`,
        String(v.mostInOneBattle),
      ]);
    }
    expect(stdout).toContain('every sport and level meets the targets');
    // A fresh process builds the bank again: a few seconds on a busy machine.
  }, 30_000);
});
