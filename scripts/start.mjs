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
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Ctrl+C reaches the server too (same process group); it shuts down once whatever it hears.
    stopping = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  if (stopping && code === 0) console.warn('FanClash stopped.');
  process.exit(code ?? (signal ? 1 : 0));
});

// Tell the newcomer where to go once the server answers, not merely once it was spawned.
const port = process.env.PORT || '3000';
const host = process.env.HOST;
const probeHost = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
const shown = process.env.PUBLIC_ORIGIN || `http://localhost:${port}`;
async function announceWhenReady() {
  for (let attempt = 0; attempt < 600 && server.exitCode === null && !stopping; attempt += 1) {
    try {
      const response = await fetch(`http://${probeHost}:${port}/health`);
      if (response.ok) {
        console.warn(`\nFanClash is ready: open ${shown}  (Ctrl+C stops it)\n`);
        return;
      }
    } catch {
      // Still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
void announceWhenReady();
