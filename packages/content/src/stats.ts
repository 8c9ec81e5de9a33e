/**
 * `npm run -s content:stats`: the bank's sizes as one JSON document on stdout, so scripts can
 * parse it. Dropped drafts go to stderr (a summary; every one with --dropped) for authors.
 */
import { getBank } from './bank.js';
import { bankStats } from './bank-stats.js';

const bank = getBank();

process.stdout.write(`${JSON.stringify(bankStats(bank), null, 2)}\n`);

if (bank.dropped.length > 0) {
  const byReason = new Map<string, number>();
  for (const { reason } of bank.dropped) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  const summary = [...byReason].map(([reason, n]) => `${reason}: ${n}`).join(', ');
  process.stderr.write(`content:stats: ${bank.dropped.length} drafts dropped (${summary})\n`);
  if (process.argv.includes('--dropped')) {
    for (const { draft, reason } of bank.dropped) process.stderr.write(`  ${reason}\t${draft.id}\t${draft.question.en}\n`);
  } else {
    process.stderr.write('content:stats: run `npx tsx packages/content/src/stats.ts --dropped` to list them\n');
  }
}
