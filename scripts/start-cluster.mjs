// `npm run start:cluster`: FanClash as an operator runs it at scale on one machine — INSTANCES
// app processes (default 2) on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL), behind nginx
// on PORT (default 3000). Builds when needed, migrates once, starts the instances on free
// loopback ports, then nginx in front (round robin, WebSocket upgrade, hashed assets served
// by nginx precompressed). Ctrl+C or SIGTERM stops everything.
//
// Rolling restart (issue 36): `npm run start:cluster -- --rolling-restart` (same PORT and DATA_DIR
// as the running cluster), or SIGHUP to the cluster's process, restarts the instances one at a
// time: SIGTERM (the instance drains: /ready 503, no new connection or battle, its battles in
// play finish, idle sockets reconnect elsewhere), wait for its exit, start it again on the same
// port, wait for /ready, then the next. nginx moves new connections to the instances that take them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWhenStale } from './lib/build.mjs';
import { freePort, waitForHealth, waitForReady } from './lib/health.mjs';
import { nginxConfig } from './lib/nginx-config.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

/** Where a running cluster says who it is and how a rolling restart goes (one file per PORT). */
const stateFile = path.join(path.resolve(process.env.DATA_DIR ?? './data'), `cluster-${process.env.PORT ?? 3000}.json`);
if (process.argv.includes('--rolling-restart')) await askRollingRestart();

/**
 * `--rolling-restart`: asks the cluster running on this PORT (its state file) for a rolling
 * restart with SIGHUP and reports each step until it is done. Exits 0 when every instance is
 * back and ready, 1 when a step failed, 2 when no cluster runs here.
 */
async function askRollingRestart() {
  const read = () => {
    try {
      return JSON.parse(readFileSync(stateFile, 'utf8'));
    } catch {
      return undefined;
    }
  };
  const state = read();
  if (!state) {
    console.error(`No cluster runs on PORT ${process.env.PORT ?? 3000} (no ${stateFile}). Start one with npm run start:cluster.`);
    process.exit(2);
  }
  if (state.rolling?.state === 'running') {
    console.error(`A rolling restart is already under way (${state.rolling.step}).`);
    process.exit(1);
  }
  try {
    process.kill(state.pid, 'SIGHUP');
  } catch {
    console.error(`The cluster's process (pid ${state.pid}) is gone; ${stateFile} is stale.`);
    process.exit(2);
  }
  const asked = Date.now();
  let shown = '';
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const rolling = read()?.rolling;
    if (!rolling || rolling.askedAt < asked - 1_000) continue;
    const line = rolling.step;
    if (line !== shown) console.warn(line);
    shown = line;
    if (rolling.state === 'done') process.exit(0);
    if (rolling.state === 'failed') process.exit(1);
  }
}

for (const name of ['DATABASE_URL', 'REDIS_URL']) {
  if (!process.env[name]) {
    console.error(
      `start:cluster needs ${name}: the instances share PostgreSQL (DATABASE_URL) and Redis (REDIS_URL).\n` +
        `Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/fanclash REDIS_URL=redis://127.0.0.1:6379 npm run start:cluster`,
    );
    process.exit(2);
  }
}
const instances = Number(process.env.INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(instances) || instances < 1 || instances > 64) {
  console.error(`INSTANCES must be a whole number from 1 to 64 (got ${process.env.INSTANCES}).`);
  process.exit(2);
}
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number (got ${process.env.PORT}).`);
  process.exit(2);
}
// METRICS_PORT, when set, is the first instance's /metrics port and the others count up from it
// (9464 -> 9464, 9465, ...): one Prometheus target per instance, on loopback (METRICS_HOST).
const metricsBase = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
if (metricsBase !== undefined && (!Number.isInteger(metricsBase) || metricsBase < 1 || metricsBase + instances - 1 > 65535)) {
  console.error(`METRICS_PORT must be a port number with room for ${instances} instances above it (got ${process.env.METRICS_PORT}).`);
  process.exit(2);
}

// PORT taken (another cluster, `npm start`, anything): say so before starting anything, rather
// than after the build and the instances, when nginx fails to bind it.
if (!(await portIsFree(port))) {
  console.error(`PORT ${port} is taken: another process listens on it. Stop that process or choose another PORT.`);
  process.exit(2);
}

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
function ensureNginx() {
  if (existsSync(NGINX)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const packages = ['nginx-light', 'libnginx-mod-http-brotli-static'];
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.warn(`nginx not found at ${NGINX}; installing Debian's ${packages.join(' ')}…`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(NGINX)) {
    console.error(
      `start:cluster needs nginx at ${NGINX}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    );
    process.exit(1);
  }
}

ensureNginx();
buildWhenStale();

const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const baseEnv = { ...process.env, DATA_DIR: dataDir };
// Once, before any instance: the schema (under PostgreSQL's advisory lock) and the shared JWT secret.
const migrated = spawnSync(process.execPath, ['apps/server/dist/migrate.js'], { stdio: 'inherit', env: baseEnv });
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

const children = new Set();
let stopping = false;
// Set once they exist: a start that fails earlier stops only what it started (stopAll).
/** nginx's folder for this run (its configuration, pid file and temp files). */
let runDir;
/** @type {import('node:child_process').ChildProcess | undefined} */
let nginx;
// From here on, not only once the cluster is ready: Ctrl+C while it starts stops what started.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/** Instances being restarted: their exit is expected. */
const restarting = new Set();

function startInstance(index, instancePort) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    stdio: 'inherit',
    // Loopback only: nginx is the one public door. The proxy's X-Forwarded-For is trusted
    // because it comes from loopback.
    env: {
      ...baseEnv,
      PORT: String(instancePort),
      HOST: '127.0.0.1',
      ...(metricsBase === undefined ? {} : { METRICS_PORT: String(metricsBase + index) }),
    },
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping || restarting.has(child)) return;
    if (nginx)
      console.warn(`Instance ${index + 1} (port ${instancePort}) exited (${signal ?? code}); nginx sends its traffic to the others.`);
    else console.error(`Instance ${index + 1} (port ${instancePort}) exited (${signal ?? code}) while starting.`);
  });
  return child;
}

const ports = [];
for (let i = 0; i < instances; i += 1) ports.push(await freePort());
const appProcesses = ports.map((instancePort, index) => startInstance(index, instancePort));
try {
  await Promise.all(ports.map((instancePort, index) => waitForHealth(`http://127.0.0.1:${instancePort}`, appProcesses[index])));
} catch (error) {
  await failStart(`An instance did not start: ${errorText(error)}`);
}

runDir = await mkdtemp(path.join(tmpdir(), 'fanclash-nginx-'));
// nginx's workers may run as another user: they must reach the temp folders.
await chmod(runDir, 0o755);
await mkdir(path.join(runDir, 'temp'), { mode: 0o777 });
await chmod(path.join(runDir, 'temp'), 0o777);
const confFile = path.join(runDir, 'nginx.conf');
await writeFile(
  confFile,
  nginxConfig({
    listen: port,
    upstreams: ports.map((p) => `127.0.0.1:${p}`),
    webRoot: path.join(root, 'apps/web/dist'),
    siteConf: path.join(root, 'deploy/nginx/site.conf'),
    httpConf: path.join(root, 'deploy/nginx/http.conf'),
    runDir,
    workers: process.env.NGINX_WORKERS ?? 'auto',
    brotli: existsSync('/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf'),
  }),
);
const tested = spawnSync(NGINX, ['-t', '-q', '-c', confFile], { encoding: 'utf8' });
if (tested.status !== 0) {
  await failStart(`nginx refused the generated configuration:\n${tested.stderr || tested.error?.message || `exit ${tested.status}`}`);
}
nginx = spawn(NGINX, ['-c', confFile, '-g', 'daemon off;'], { stdio: 'inherit' });
children.add(nginx);
nginx.on('exit', (code) => {
  children.delete(nginx);
  if (!stopping) {
    console.error(`nginx exited (${code}); stopping the cluster.`);
    stopAll(1);
  }
});
try {
  await waitForHealth(`http://127.0.0.1:${port}`, nginx);
} catch (error) {
  // nginx's own reason (a port it cannot bind, say) is already on stderr, which it shares.
  await failStart(`nginx did not start: ${errorText(error)}`);
}
const shown = process.env.PUBLIC_ORIGIN || `http://localhost:${port}`;
for (const [index, child] of appProcesses.entries()) {
  const metrics = metricsBase === undefined ? '' : `, metrics on ${process.env.METRICS_HOST || '127.0.0.1'}:${metricsBase + index}`;
  console.warn(`Instance ${index + 1}: 127.0.0.1:${ports[index]} (pid ${child.pid}${metrics})`);
}
console.warn(`\nFanClash cluster is ready: open ${shown}  (${instances} instances behind nginx; Ctrl+C stops it)\n`);
await writeState(undefined);

/** The state file `--rolling-restart` reads: this process, the instances, the last rolling restart. */
async function writeState(rolling) {
  const state = {
    pid: process.pid,
    port,
    instances: ports.map((instancePort, index) => ({ index: index + 1, port: instancePort, pid: appProcesses[index]?.pid })),
    ...(rolling ? { rolling } : {}),
  };
  await mkdir(path.dirname(stateFile), { recursive: true });
  await writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`);
}

const drainTimeoutMs = Number(process.env.DRAIN_TIMEOUT_MS ?? 90_000);
let rolling;

/**
 * One instance after the other: SIGTERM (it drains: its battles in play finish, up to
 * DRAIN_TIMEOUT_MS), wait for its exit, start it again on its port, wait until /ready says it
 * takes new work; only then the next, so at least one instance always serves.
 */
async function rollingRestart() {
  const askedAt = Date.now();
  const step = async (text, state = 'running') => {
    console.warn(`rolling restart: ${text}`);
    await writeState({ askedAt, state, step: `rolling restart: ${text}` });
  };
  try {
    for (let index = 0; index < appProcesses.length; index += 1) {
      if (stopping) return;
      const old = appProcesses[index];
      const instancePort = ports[index];
      if (old.exitCode === null && old.signalCode === null) {
        await step(`instance ${index + 1} (pid ${old.pid}) drains: its battles in play finish, new connections go to the others`);
        restarting.add(old);
        const exited = new Promise((resolve) => old.once('exit', (code, signal) => resolve(signal ?? code)));
        old.kill('SIGTERM');
        // Its own DRAIN_TIMEOUT_MS ends the drain; this is only for a process that hangs.
        const hung = setTimeout(() => old.kill('SIGKILL'), drainTimeoutMs + 30_000);
        const how = await exited;
        clearTimeout(hung);
        await step(`instance ${index + 1} exited (${how}) after draining; starting it again on port ${instancePort}`);
      }
      if (stopping) return;
      appProcesses[index] = startInstance(index, instancePort);
      await waitForReady(`http://127.0.0.1:${instancePort}`, appProcesses[index]);
      await step(`instance ${index + 1} is back (pid ${appProcesses[index].pid}) and ready`);
      // A moment for the proxy to send it new connections again before the next one drains.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
    await step(`done: all ${appProcesses.length} instances restarted`, 'done');
  } catch (error) {
    await step(`failed: ${String(error)}`, 'failed');
  }
}

process.on('SIGHUP', () => {
  if (stopping) return;
  if (rolling) {
    console.warn('rolling restart: one is already under way');
    return;
  }
  rolling = rollingRestart().finally(() => {
    rolling = undefined;
  });
});

function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  // nginx first (SIGQUIT: finish what is in flight), then the instances: SIGINT, their prompt
  // shutdown (battles in play are called off and players told). SIGTERM would drain them for up
  // to DRAIN_TIMEOUT_MS, which is for restarting one instance while the others serve.
  for (const child of children) child.kill(child === nginx ? 'SIGQUIT' : 'SIGINT');
  const done = () => {
    if (children.size > 0) return;
    const removing = [rm(stateFile, { force: true })];
    if (runDir) removing.push(rm(runDir, { recursive: true, force: true }));
    void Promise.all(removing).finally(() => {
      console.warn('FanClash cluster stopped.');
      process.exit(exitCode);
    });
  };
  for (const child of children) child.on('exit', done);
  done();
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(exitCode || 1);
  }, 20_000).unref();
}

/**
 * A start that went wrong: says why, stops what was started (instances, nginx, nginx's folder)
 * and exits 1. Never resolves, so the start goes no further.
 */
function failStart(reason) {
  if (!stopping) console.error(`start:cluster failed: ${reason}`);
  stopAll(1);
  return new Promise(() => {});
}

function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}

/** Whether nothing listens on `candidate` (on every address, as nginx's `listen` binds it). */
function portIsFree(candidate) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(candidate, () => probe.close(() => resolve(true)));
  });
}
