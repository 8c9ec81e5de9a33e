#!/usr/bin/env node
/**
 * Main-thread tasks of one page load, unthrottled (Lighthouse's simulated mobile throttling
 * multiplies them by 4: a task over ~12 ms here is a "long task" over 50 ms there).
 *
 *   BASE=http://127.0.0.1:3918 node bench/trace-tasks.mjs / [/leaderboard ...]
 *   SESSION=1 ... signs a new player up and opens the pages with their session stored.
 *   '{quiz}' as a path: the quiz of a new battle at its first question, as its player (as
 *   bench/lighthouse.mjs measures it).
 *
 * Prints each top-level task over MIN ms (default 8) with its heaviest children.
 */
import { chromium } from 'playwright-core';
import { battleAtFirstQuestion } from './lighthouse-battle.mjs';
import { eventsInside, heaviest, storeSession } from './lib/browser.mjs';

const BASE = (process.env.BASE ?? 'http://127.0.0.1:3918').replace(/\/$/, '');
const MIN = Number(process.env.MIN ?? 8);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];

async function session() {
  const username = `tr_${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${BASE}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@example.com`, username, password: 'lighthouse-pass' }),
  });
  const body = await response.json();
  return { username, token: body.access_token, user: body.user };
}

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
const player = process.env.SESSION ? await session() : undefined;
for (const raw of paths) {
  const battle = raw === '{quiz}' ? await battleAtFirstQuestion(BASE) : undefined;
  const pageUser = battle?.player ?? player;
  const pagePath = battle?.path ?? (player ? raw.replace('{username}', player.username) : raw);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: process.env.LOCALE ?? 'en-US' });
  const page = await context.newPage();
  if (pageUser) {
    await page.goto(`${BASE}/favicon.svg`);
    await storeSession(page, pageUser);
  }
  const requests = [];
  page.on('requestfinished', async (request) => {
    if (request.url().includes('/assets/')) requests.push(request.url());
  });
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  });
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(Number(process.env.WAIT ?? 4000));
  await cdp.send('Tracing.end');
  await done;
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(BASE) && e.args.data.isLoadingMainFrame)
    .at(-1);
  if (!navigation) throw new Error(`no navigationStart for ${pagePath}`);
  const onMain = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts);
  const nav = navigation.ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur / 1000 >= MIN);
  const marks = onMain.filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name));
  console.log(
    `\n${pagePath}: ${requests.length} requests to /assets/; ${tasks.length} tasks >= ${MIN} ms; total RunTask ${Math.round(onMain.filter((e) => e.name === 'RunTask').reduce((s, e) => s + (e.dur ?? 0), 0) / 1000)} ms`,
  );
  if (process.env.REQUESTS) console.log(requests.map((url) => url.replace(/^.*\/assets\//, '')).join(' '));
  for (const m of marks) console.log(`  ${m.name} at ${((m.ts - nav) / 1000).toFixed(0)} ms`);
  for (const mark of onMain.filter((e) => e.cat?.includes('blink.user_timing') && e.name.startsWith('step:') && e.ph !== 'e'))
    console.log(`  mark ${((mark.ts - nav) / 1000).toFixed(0)} ms: ${mark.name}`);
  for (const task of tasks) {
    const inside = eventsInside(onMain, task);
    const top = heaviest(inside, 5);
    console.log(`  at ${((task.ts - nav) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms  [${top.join(', ')}]`);
    if (process.env.DETAIL && task.dur / 1000 >= Number(process.env.DETAIL)) {
      const names = new Map();
      for (const e of inside) names.set(e.name, (names.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      console.log(
        `      ${[...names]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 14)
          .map(([n, d]) => `${n} ${d.toFixed(1)}`)
          .join(', ')}`,
      );
    }
  }
  await context.close();
  battle?.close();
}
await browser.close();
