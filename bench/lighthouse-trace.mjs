#!/usr/bin/env node
/**
 * The main-thread tasks of a Lighthouse trace (bench/lighthouse.mjs with SAVE_ASSETS=1), as
 * observed (unthrottled: simulated throttling multiplies them by 4), with the paint marks.
 *
 *   node bench/lighthouse-trace.mjs bench/lighthouse/landing-0.trace.json [MIN ms, default 8]
 */
import { readFileSync } from 'node:fs';
import { eventsInside, heaviest } from './lib/browser.mjs';

const file = process.argv[2];
const MIN = Number(process.argv[3] ?? 8);
const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = Array.isArray(raw) ? raw : raw.traceEvents;
const navigation = events
  .filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'))
  .at(-1);
const onMain = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts);
const at = (e) => ((e.ts - navigation.ts) / 1000).toFixed(0);
for (const e of onMain.filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name)))
  console.log(`${e.name} at ${at(e)} ms ${JSON.stringify(e.args?.data ?? {}).slice(0, 200)}`);
for (const e of onMain.filter((e) => e.name.startsWith('step:'))) console.log(`mark ${at(e)} ${e.name.slice(0, 50)}`);
let total = 0;
for (const task of onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X')) {
  const ms = task.dur / 1000;
  if (ms > 12.5) total += ms * 4 - 50 > 0 ? ms * 4 - 50 : 0;
  if (ms < MIN) continue;
  const top = heaviest(eventsInside(onMain, task), 4);
  console.log(`at ${at(task)}: ${ms.toFixed(1)} ms  [${top.join(', ')}]`);
}
console.log(`sum over all tasks of (4 x duration - 50 ms), long ones only: ${Math.round(total)} ms (an upper bound of simulated TBT)`);
