// `npm start`: builds whatever is missing or older than its sources, then serves the whole
// product (SPA + API + live) on PORT (3000) with the embedded database under DATA_DIR.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWhenStale } from './lib/build.mjs';
import { waitForHealth } from './lib/health.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
buildWhenStale();

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
waitForHealth(`http://${probeHost}:${port}`, server, 10 * 60_000).then(
  () => console.warn(`\nFanClash is ready: open ${shown}  (Ctrl+C stops it)\n`),
  () => undefined, // it exited (its own message says why) or is still starting after ten minutes
);
