/**
 * `npm run -s content:stats`: the bank's sizes as one JSON document on stdout, so scripts can
 * parse it. Dropped drafts go to stderr (a summary; every one with --dropped) for authors.
 */
import { getBank } from './bank.js';
import { DEBATE_TOPICS } from './debates/index.js';
import { FLASHCARDS } from './flashcards/index.js';
import { FLASHCARD_SPORTS, LEVELS, SPORTS } from './model.js';

const bank = getBank();

const questions = Object.fromEntries(
  SPORTS.map((sport) => [sport, Object.fromEntries(LEVELS.map((level) => [level, bank.pool(sport, level).length]))]),
);
const flashcards = Object.fromEntries(FLASHCARD_SPORTS.map((sport) => [sport, FLASHCARDS[sport].length]));

process.stdout.write(`${JSON.stringify({ questions, flashcards, debates: DEBATE_TOPICS.length }, null, 2)}\n`);

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
