/**
 * `npm run -s content:check`: the whole-bank checks of issue 33 (and of issue 17's era and kind
 * checks) in one run. Prints, per table with season or role facts, how many answers it checked,
 * then every problem, and exits 1 when there is one:
 * - season and role: every option a real candidate of the question's season and role (`season-check.ts`);
 * - style: the options of a question in one style per language (`style.ts`);
 * - sources: every cited source covers its fact's years and subject (`source-scope.ts`);
 * - era and kind: people of the question's era, clubs and venues of its group (`era.ts`, `kind.ts`).
 */
import { getBank } from './bank.js';
import { eraProblems } from './era.js';
import { kindProblems } from './kind.js';
import { formatSeasonCounts, seasonCheck } from './season-check.js';
import { sourceScopeProblems } from './source-scope.js';
import { styleProblems } from './style.js';

const bank = getBank();
const season = seasonCheck(bank);
const checks: readonly (readonly [string, readonly string[]])[] = [
  ['season and role', season.problems],
  ['style', styleProblems(bank)],
  ['sources', sourceScopeProblems(bank)],
  ['era', eraProblems(bank)],
  ['kind', kindProblems(bank)],
];

process.stdout.write(formatSeasonCounts(season.counts));
process.stdout.write(`\n${bank.byId.size} questions checked\n`);
for (const [name, problems] of checks) {
  process.stdout.write(`${name}: ${problems.length === 0 ? 'ok' : `${problems.length} problems`}\n`);
  for (const problem of problems) process.stdout.write(`  ${problem}\n`);
}
if (checks.some(([, problems]) => problems.length > 0)) process.exitCode = 1;
