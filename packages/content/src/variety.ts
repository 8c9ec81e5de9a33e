import type { Bank } from './bank.js';
import { drawSpread, formOf } from './draw.js';
import type { Level, Sport } from './model.js';
import { LEVELS, SPORTS } from './model.js';
import { hashString, seededRandom } from './random.js';

/** Issue #17's targets for a fan's run of battles, on the real bank, for every sport and level. */
export const VARIETY_TARGETS = {
  battles: 20,
  questionsPerBattle: 10,
  /** At least this many forms met over the run. */
  minForms: 10,
  /** No form above this share of the run's questions. */
  maxShare: 0.2,
  /** No form more than this many times in one battle. */
  maxPerBattle: 2,
} as const;

/** What a fan meets over a seeded run of battles at one sport and level. */
export interface PoolVariety {
  readonly sport: Sport;
  readonly level: Level;
  readonly poolSize: number;
  /** Questions served over the run (battles x questions, fewer only for a tiny pool). */
  readonly questions: number;
  /** Distinct forms met over the run. */
  readonly forms: number;
  /** The form met most often over the run and its share of the run's questions. */
  readonly largestForm: string;
  readonly largestShare: number;
  /** The most questions of one form in a single battle. */
  readonly mostInOneBattle: number;
}

/**
 * Plays `battles` seeded battles per sport and level through the battle draw, each avoiding
 * every question of the battles before it (most recent first, as the server passes them), and
 * measures the forms met. Seeded by sport and level: the report is the same on every run.
 */
export function varietyReport(
  bank: Bank,
  battles: number = VARIETY_TARGETS.battles,
  size: number = VARIETY_TARGETS.questionsPerBattle,
): PoolVariety[] {
  return SPORTS.flatMap((sport) => LEVELS.map((level) => poolVariety(bank, sport, level, battles, size)));
}

function poolVariety(bank: Bank, sport: Sport, level: Level, battles: number, size: number): PoolVariety {
  const pool = bank.pool(sport, level);
  const random = seededRandom(hashString(`variety/${sport}/${level}`));
  const seen: string[] = [];
  const total = new Map<string, number>();
  let mostInOneBattle = 0;
  for (let b = 0; b < battles; b += 1) {
    const drawn = drawSpread(pool, size, new Set(seen), random);
    const battle = new Map<string, number>();
    for (const { id } of drawn) {
      const form = formOf(id);
      battle.set(form, (battle.get(form) ?? 0) + 1);
      total.set(form, (total.get(form) ?? 0) + 1);
    }
    mostInOneBattle = Math.max(mostInOneBattle, ...battle.values());
    seen.unshift(...drawn.map((q) => q.id).reverse());
  }
  const questions = [...total.values()].reduce((sum, n) => sum + n, 0);
  const [largestForm, largest] = [...total].reduce<[string, number]>((best, entry) => (entry[1] > best[1] ? entry : best), ['', 0]);
  return {
    sport,
    level,
    poolSize: pool.length,
    questions,
    forms: total.size,
    largestForm,
    largestShare: questions === 0 ? 0 : largest / questions,
    mostInOneBattle,
  };
}

/** The targets a pool misses, in words; empty when it meets them all. */
export function missedTargets(v: PoolVariety): string[] {
  const t = VARIETY_TARGETS;
  const missed: string[] = [];
  if (v.forms < t.minForms) missed.push(`${v.forms} forms < ${t.minForms}`);
  if (v.largestShare > t.maxShare) missed.push(`${v.largestForm} at ${(v.largestShare * 100).toFixed(1)}% > ${t.maxShare * 100}%`);
  if (v.mostInOneBattle > t.maxPerBattle) missed.push(`${v.mostInOneBattle} of one form in a battle > ${t.maxPerBattle}`);
  return missed;
}

/** The report `npm run -s content:variety` prints: a table of every pool, then the misses. */
export function formatVarietyReport(rows: readonly PoolVariety[]): string {
  const t = VARIETY_TARGETS;
  const header = ['sport', 'level', 'pool', 'forms', 'largest share', 'max/battle', 'largest form'];
  const lines = rows.map((v) => [
    v.sport,
    v.level,
    String(v.poolSize),
    String(v.forms),
    `${(v.largestShare * 100).toFixed(1)}%`,
    String(v.mostInOneBattle),
    v.largestForm,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const misses = rows.flatMap((v) => missedTargets(v).map((miss) => `${v.sport}/${v.level}: ${miss}`));
  return [
    `${t.battles} seeded battles of ${t.questionsPerBattle} per sport and level, history avoided`,
    `targets: >= ${t.minForms} forms, no form above ${t.maxShare * 100}%, at most ${t.maxPerBattle} of one form per battle`,
    '',
    format(header),
    ...lines.map(format),
    '',
    misses.length === 0 ? 'every sport and level meets the targets' : `missed:\n${misses.map((m) => `  ${m}`).join('\n')}`,
    '',
  ].join('\n');
}
