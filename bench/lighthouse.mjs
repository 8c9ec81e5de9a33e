#!/usr/bin/env node
/**
 * Lighthouse (mobile, the CLI's default form factor and throttling) for the landing, sign-in,
 * leaderboard, dashboard and quiz pages of a running FanClash, with Debian's Chromium.
 *
 *   npm run build && PORT=3917 DATA_DIR=$(mktemp -d) RATE_LIMITS=off npm run -s start:server &
 *   BASE=http://127.0.0.1:3917 node bench/lighthouse.mjs
 *
 * (RATE_LIMITS=off: every quiz run signs two new players up from this one address, more than
 * the sign-up limit of 20 an hour allows over a few runs.)
 * Signed-in pages: two players are signed up through the API and start a battle (one creates
 * it over REST, the other joins on the user socket); their session is put into a Chromium
 * profile's local storage, which Lighthouse then opens with --disable-storage-reset. The quiz
 * is opened once its first question is on (battleAtFirstQuestion in lighthouse-battle.mjs).
 * Each page is run RUNS times (default 3) and the run with the median performance score is
 * reported (Lighthouse's own advice for its variance); the load average before and after is
 * printed with the table, since a busy machine inflates Total Blocking Time.
 * Writes bench/lighthouse/<page>.json (the median run) and prints a Markdown table.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { battleAtFirstQuestion, PASSWORD, signUp } from './lighthouse-battle.mjs';
import { storeSession } from './lib/browser.mjs';

const BASE = (process.env.BASE ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lighthouse');
const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
/** PAGES=landing,quiz runs only those pages (default: all five). */
const PAGES = process.env.PAGES ? new Set(process.env.PAGES.split(',')) : undefined;
const wanted = (name) => !PAGES || PAGES.has(name);
/**
 * CPU_SLOWDOWN=10 replaces the mobile preset's fourfold CPU slowdown: the preset slows whatever
 * the host does, so a host with a third of this one's CPU benchmark index scores as this one
 * does with about ten (for a look at how the pages fare on a slow machine).
 */
const CPU_SLOWDOWN = process.env.CPU_SLOWDOWN ? Number(process.env.CPU_SLOWDOWN) : undefined;

/**
 * CACHE=returning: the signed-in pages are measured as a returning player meets them: the
 * profile signed in through the sign-in page (which leads to the dashboard), so its HTTP cache
 * holds the hashed assets that visit loaded, as any browser with a stored session does unless
 * a new release changed them. Default (CACHE=empty): the session only, an empty HTTP cache, the
 * worst case (the first visit after a release).
 */
const RETURNING = process.env.CACHE === 'returning';

/** A new Chromium profile whose local storage holds `player`'s session (as the sign-in page leaves it). */
async function signedInProfile(player) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanclash-lh-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  const page = await context.newPage();
  if (RETURNING) {
    await page.goto(`${BASE}/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(player.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: `Welcome, ${player.username}` }).waitFor();
    await page.waitForLoadState('networkidle');
  } else {
    // Same origin, no app: the storage is set without filling the HTTP cache with the app's code.
    await page.goto(`${BASE}/health`);
    await storeSession(page, player);
  }
  await context.close();
  return dir;
}

function lighthouseOnce(name, url, profile, output) {
  const flags = ['--headless=new', '--no-sandbox', ...(profile ? [`--user-data-dir=${profile}`] : [])];
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    `--chrome-path=${CHROMIUM}`,
    `--chrome-flags=${flags.join(' ')}`,
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    // SAVE_ASSETS=1 keeps each run's trace beside its report (<name>[.runN]-0.trace.json).
    ...(process.env.SAVE_ASSETS ? ['--save-assets'] : []),
    ...(profile ? ['--disable-storage-reset'] : []),
    ...(CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`] : []),
  ];
  execFileSync('npx', args, { stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM } });
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.displayValue ?? '—';
  return {
    name,
    url: url.replace(BASE, ''),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's CPU benchmark of the machine: its simulated throttling does not scale by it,
    // so the same build scores lower on a slower machine.
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    version: report.lighthouseVersion,
  };
}

/**
 * One run of a page opened by `open`. Lighthouse now and then fails to record a trace
 * (NO_NAVSTART): the run is made again once, with the page opened anew (for a player, a new
 * profile: the failed run may have filled the cache the run measures without).
 */
async function measuredOnce(name, open, output) {
  for (let attempt = 1; ; attempt += 1) {
    const { url, profile, done } = await open();
    try {
      return lighthouseOnce(name, url, profile, output);
    } catch (error) {
      if (attempt > 1) throw error;
      console.warn(`${name}: Lighthouse failed, opening the page again for one more run`);
    } finally {
      done?.();
    }
  }
}

/**
 * RUNS runs of one page; the median by performance score (its report kept as <name>.json).
 * `open` gives the address of each run (and may prepare it).
 */
async function lighthouse(name, open) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const output = path.join(OUT, RUNS === 1 ? `${name}.json` : `${name}.run${run + 1}.json`);
    runs.push({ ...(await measuredOnce(name, open, output)), output });
  }
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  if (RUNS > 1) writeFileSync(path.join(OUT, `${name}.json`), readFileSync(median.output));
  const { output: _output, ...row } = median;
  return { ...row, allPerformance: runs.map((r) => r.performance).join(', ') };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

mkdirSync(OUT, { recursive: true });
const loadBefore = load();
const alice = await signUp(BASE, 'lh_alice');
const page = (pagePath) => async () => ({ url: `${BASE}${pagePath}` });
const rows = [];
for (const [name, pagePath] of [
  ['landing', '/'],
  ['sign-in', '/sign-in'],
  ['leaderboard', '/leaderboard'],
]) {
  if (wanted(name)) rows.push(await lighthouse(name, page(pagePath)));
}
// Every signed-in run gets a new profile (Lighthouse keeps its storage for the session, and so
// its HTTP cache: empty, or a returning player's, as CACHE says).
if (wanted('dashboard'))
  rows.push(await lighthouse('dashboard', async () => ({ url: `${BASE}/${alice.username}`, profile: await signedInProfile(alice) })));
// Each run opens the quiz of a new battle between two new players (a battle left by the
// previous run is cancelled).
if (wanted('quiz')) {
  rows.push(
    await lighthouse('quiz', async () => {
      // The quiz with its first question on, as after a reload mid-battle (battleAtFirstQuestion).
      const battle = await battleAtFirstQuestion(BASE, signedInProfile);
      return { url: `${BASE}${battle.path}`, profile: battle.prepared, done: battle.close };
    }),
  );
}

const [lowIndex, highIndex] = [Math.min(...rows.map((r) => r.benchmarkIndex)), Math.max(...rows.map((r) => r.benchmarkIndex))];
const table = [
  `Lighthouse ${rows[0]?.version}, CPU benchmark index ${lowIndex === highIndex ? lowIndex : `${lowIndex}-${highIndex}`}${CPU_SLOWDOWN ? `, CPU slowdown ${CPU_SLOWDOWN}x instead of 4x` : ''}. Load average before: ${loadBefore}; after: ${load()} (${RUNS} run${RUNS === 1 ? '' : 's'} per page, the median shown; signed-in pages with ${RETURNING ? "a returning player's HTTP cache" : 'an empty HTTP cache'}).`,
  '',
  '| page | path | performance | (all runs) | accessibility | best practices | LCP | FCP | TBT | CLS |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.name} | \`${r.url.replace(/[0-9a-f-]{36}/, '{id}').replace(alice.username, '{username}')}\` | ${r.performance} | ${r.allPerformance} | ${r.accessibility} | ${r.bestPractices} | ${r.lcp} | ${r.fcp} | ${r.tbt} | ${r.cls} |`,
  ),
].join('\n');
writeFileSync(path.join(OUT, 'summary.md'), `${table}\n`);
console.log(table);
