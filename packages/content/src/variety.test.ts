/**
 * Issue #17's targets on the real bank: over 20 seeded battles of 10 per sport and level, with
 * the player's history avoided, a fan meets at least 10 forms, no form above 20% of the
 * questions and no form more than twice in one battle. Also what `content:variety` prints.
 */
import { describe, expect, it } from 'vitest';
import { getBank } from './bank.js';
import { LEVELS, SPORTS } from './model.js';
import { formatVarietyReport, missedTargets, VARIETY_TARGETS, varietyReport } from './variety.js';

const report = varietyReport(getBank());

describe('question variety on the real bank', () => {
  it('covers every sport and level with full runs of battles', () => {
    expect(report).toHaveLength(SPORTS.length * LEVELS.length);
    for (const v of report) expect(v.questions, `${v.sport}/${v.level}`).toBe(VARIETY_TARGETS.battles * VARIETY_TARGETS.questionsPerBattle);
  });

  it.each(report.map((v) => [`${v.sport}/${v.level}`, v] as const))('%s meets the targets', (_, v) => {
    expect(missedTargets(v)).toEqual([]);
    expect(v.forms).toBeGreaterThanOrEqual(VARIETY_TARGETS.minForms);
    expect(v.largestShare).toBeLessThanOrEqual(VARIETY_TARGETS.maxShare);
    expect(v.mostInOneBattle).toBeLessThanOrEqual(VARIETY_TARGETS.maxPerBattle);
  });

  it('prints every pool and the verdict, as `npm run -s content:variety` does', () => {
    const text = formatVarietyReport(report);
    for (const v of report) {
      const line = text.split('\n').find((l) => l.startsWith(`${v.sport} `) && l.split(/\s+/)[1] === v.level);
      expect(line?.split(/\s+/).slice(2, 6), `${v.sport}/${v.level}`).toEqual([
        String(v.poolSize),
        String(v.forms),
        `${(v.largestShare * 100).toFixed(1)}%`,
        String(v.mostInOneBattle),
      ]);
    }
    expect(text).toContain('every sport and level meets the targets');
  });

  it('names the pools that miss a target', () => {
    const [first] = report;
    if (!first) throw new Error('empty report');
    const lopsided = { ...first, forms: 4, largestShare: 0.45, mostInOneBattle: 5 };
    expect(missedTargets(lopsided)).toHaveLength(3);
    expect(formatVarietyReport([lopsided])).toContain(`missed:\n  ${first.sport}/${first.level}: 4 forms < 10`);
  });
});
