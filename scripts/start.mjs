// `npm start`: builds whatever is missing or older than its sources, then serves the whole
// product (SPA + API + live) on PORT (3000) with the embedded database under DATA_DIR.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

/** Newest modification time below a folder (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  const stats = statSync(dir);
  // A source may be a single file (apps/web/index.html): its own time is the newest.
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newest(source) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['packages/protocol/src', 'packages/content/src'];
if (stale('apps/web/dist/index.html', ['apps/web/src', 'apps/web/index.html', 'apps/web/public', ...shared])) {
  console.warn('Building the web app…');
  run(['run', 'build', '-w', '@fanclash/web']);
}
if (stale('apps/server/dist/main.js', ['apps/server/src', ...shared])) {
  console.warn('Building the server…');
  run(['run', 'build', '-w', '@fanclash/server']);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
