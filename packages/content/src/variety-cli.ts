/**
 * `npm run -s content:variety`: for every sport and level, what a fan meets over 20 seeded
 * battles of 10 with their history avoided (issue #17): forms met, the largest share of one
 * form, the most of one form in a battle. Exits 1 when a pool misses a target.
 */
import { getBank } from './bank.js';
import { missedTargets, VARIETY_TARGETS, varietyReport } from './variety.js';

const rows = varietyReport(getBank());
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

process.stdout.write(`${t.battles} seeded battles of ${t.questionsPerBattle} per sport and level, history avoided\n`);
process.stdout.write(
  `targets: >= ${t.minForms} forms, no form above ${t.maxShare * 100}%, at most ${t.maxPerBattle} of one form per battle\n\n`,
);
process.stdout.write(`${format(header)}\n`);
for (const line of lines) process.stdout.write(`${format(line)}\n`);

const misses = rows.flatMap((v) => missedTargets(v).map((miss) => `${v.sport}/${v.level}: ${miss}`));
process.stdout.write(
  misses.length === 0 ? '\nevery sport and level meets the targets\n' : `\nmissed:\n${misses.map((m) => `  ${m}`).join('\n')}\n`,
);
if (misses.length > 0) process.exitCode = 1;
