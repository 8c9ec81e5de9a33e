/**
 * `npm run -s content:variety`: for every sport and level, what a fan meets over 20 seeded
 * battles of 10 with their history avoided (issue #17): forms met, the largest share of one
 * form, the most of one form in a battle. Exits 1 when a pool misses a target.
 */
import { getBank } from './bank.js';
import { formatVarietyReport, missedTargets, varietyReport } from './variety.js';

const rows = varietyReport(getBank());
process.stdout.write(formatVarietyReport(rows));
if (rows.some((v) => missedTargets(v).length > 0)) process.exitCode = 1;
