#!/usr/bin/env node
/**
 * Lighthouse (mobile, the CLI's default form factor and throttling) for the landing, sign-in,
 * leaderboard, dashboard and quiz pages of a running FanClash, with Debian's Chromium.
 *
 *   npm run build && PORT=3917 DATA_DIR=$(mktemp -d) npm run -s start:server &   # any running server
 *   BASE=http://127.0.0.1:3917 node bench/lighthouse.mjs
 *
 * Signed-in pages: two players are signed up through the API and start a battle (one creates
 * it over REST, the other joins on the user socket); their session is put into a Chromium
 * profile's local storage, which Lighthouse then opens with --disable-storage-reset.
 * Writes bench/lighthouse/<page>.json and prints a Markdown table.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';

const BASE = (process.env.BASE ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lighthouse');
const LIGHTHOUSE = 'lighthouse@12.8.2';

async function signUp(name) {
  const username = `${name}_${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${BASE}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@example.com`, username, password: 'lighthouse-pass' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = await response.json();
  return { username, token: body.access_token, user: body.user };
}

/** B joins A's new battle on the user socket; resolves with the battle id once it started. */
async function startBattle(a, b) {
  const socket = new WebSocket(`${BASE.replace(/^http/, 'ws')}/ws?username=${b.username}&token=${b.token}`, { origin: BASE });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const created = await fetch(`${BASE}/battle/create?first_opponent=${a.username}&sport=soccer&level=easy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}` },
  });
  const { id } = await created.json();
  const started = new Promise((resolve) =>
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'battle_started') resolve(message);
    }),
  );
  socket.send(JSON.stringify({ type: 'join_battle', battle_id: id }));
  await started;
  return { id, socket };
}

/** A Chromium profile whose local storage holds `player`'s session (as the sign-in page leaves it). */
async function signedInProfile(player) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanclash-lh-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  const page = await context.newPage();
  await page.goto(`${BASE}/sign-in`);
  await page.evaluate(
    ([token, username, user]) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('username', username);
      localStorage.setItem('user', user);
    },
    [player.token, player.username, JSON.stringify(player.user)],
  );
  await context.close();
  return dir;
}

function lighthouse(name, url, profile) {
  const output = path.join(OUT, `${name}.json`);
  const flags = ['--headless=new', '--no-sandbox', ...(profile ? [`--user-data-dir=${profile}`] : [])];
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--chrome-path=${CHROMIUM}`,
      `--chrome-flags=${flags.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      ...(profile ? ['--disable-storage-reset'] : []),
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
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
  };
}

mkdirSync(OUT, { recursive: true });
const [alice, boris] = [await signUp('lh_alice'), await signUp('lh_boris')];
const rows = [
  lighthouse('landing', `${BASE}/`),
  lighthouse('sign-in', `${BASE}/sign-in`),
  lighthouse('leaderboard', `${BASE}/leaderboard`),
];
const aliceProfile = await signedInProfile(alice);
rows.push(lighthouse('dashboard', `${BASE}/${alice.username}`, aliceProfile));
const battle = await startBattle(alice, boris);
rows.push(lighthouse('quiz', `${BASE}/${battle.id}/quiz`, aliceProfile));
battle.socket.close();

const table = [
  '| page | path | performance | accessibility | best practices | LCP | FCP | TBT | CLS |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.name} | \`${r.url.replace(/[0-9a-f-]{36}/, '{id}').replace(alice.username, '{username}')}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.lcp} | ${r.fcp} | ${r.tbt} | ${r.cls} |`,
  ),
].join('\n');
writeFileSync(path.join(OUT, 'summary.md'), `${table}\n`);
console.log(table);
