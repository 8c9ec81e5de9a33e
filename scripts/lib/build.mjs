// Builds whatever is missing or older than its sources: the web app and the server. Shared by
// `npm start` and `npm run start:cluster`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Newest modification time below a folder or of a file (0 when it does not exist). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  // A source may be a single file (apps/web/index.html): its own time is the newest.
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newest(source) > built);
}

function run(args) {
  // Always the production build, whatever NODE_ENV the caller has: under the test runner
  // (NODE_ENV=test, e2e/start) Vite built React's development build into the served app.
  const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Run from the repository root. */
export function buildWhenStale() {
  const shared = ['packages/protocol/src', 'packages/content/src'];
  if (stale('apps/web/dist/index.html', ['apps/web/src', 'apps/web/build', 'apps/web/index.html', 'apps/web/public', ...shared])) {
    console.warn('Building the web app…');
    run(['run', 'build', '-w', '@fanclash/web']);
  }
  if (stale('apps/server/dist/main.js', ['apps/server/src', 'apps/server/build.mjs', ...shared])) {
    console.warn('Building the server…');
    run(['run', 'build', '-w', '@fanclash/server']);
  }
}
