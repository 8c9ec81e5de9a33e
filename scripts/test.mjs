// `npm test`: every suite — unit, API against a real database, live protocol over real
// WebSockets, then browser end-to-end in Chromium against the built app. With
// TEST_DATABASE_URL / TEST_REDIS_URL set, the server suites also run on PostgreSQL and Redis.
// `npm test -- e2e` runs only the browser suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const only = process.argv[2];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function sh(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'inherit', ...options }).status ?? 1;
}

/** The browser tests need Debian's Chromium; install it when we can, else say how. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.warn(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package…`);
    sh('apt-get', ['update', '-qq']);
    sh('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `The browser tests need Chromium at ${CHROMIUM}.\n` +
        `Install it with: sudo apt-get update && sudo apt-get install -y chromium\n` +
        `(or point CHROMIUM_PATH at a Chromium binary).`,
    );
    process.exit(1);
  }
}

/**
 * The cluster suite (PostgreSQL + Redis configured) runs `npm run start:cluster`, which needs
 * Debian's nginx: install it when we can, else that suite says it is skipped and why.
 */
function ensureNginx() {
  if (!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL || existsSync('/usr/sbin/nginx')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.warn("nginx not found; installing Debian's nginx-light for the cluster suite…");
    sh('apt-get', ['update', '-qq']);
    sh('apt-get', ['install', '-y', '-qq', 'nginx-light', 'libnginx-mod-http-brotli-static'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync('/usr/sbin/nginx')) console.warn('The cluster suite is skipped: install nginx with sudo apt-get install -y nginx-light');
}

ensureChromium();
ensureNginx();
if (sh('npm', ['run', 'build']) !== 0) process.exit(1);

const reportDir = path.join(root, 'test-results');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** Runs some Vitest projects, returns { passed, failed, skipped, ok }. */
function vitest(name, projects) {
  const report = path.join(reportDir, `${name}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const status = sh('npx', args);
  let counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts = {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
      failures: failuresIn(json),
    };
  }
  return { ...counts, ok: status === 0 };
}

/**
 * Each failed test as 'file > title: first line of its message'. Printed last, so the tail of
 * a long CI log (often all that is kept) still says which test failed and why.
 */
function failuresIn(json) {
  return json.testResults.flatMap((file) => {
    const relative = path.relative(root, file.name);
    const failedTests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed to load or whose hooks threw has no failed test of its own.
    if (failedTests.length === 0 && file.status === 'failed') return [`${relative}: ${firstLine(file.message)}`];
    return failedTests;
  });
}

function firstLine(message) {
  return (
    (message ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

const E2E = ['e2e', 'e2e-alone'];
const runs = only === 'e2e' ? [vitest('e2e', E2E)] : [vitest('unit-server', ['unit', 'server']), vitest('e2e', E2E)];
const total = runs.reduce((a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
const ok = runs.every((r) => r.ok);
const failures = runs.flatMap((r) => r.failures ?? []);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(ok && total.failed === 0 ? 0 : 1);
