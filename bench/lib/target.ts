/**
 * The server a benchmark measures: one it starts itself (the built apps/server/dist/main.js on
 * a fresh embedded database, or on DATABASE_URL / REDIS_URL when set), or a running deployment
 * named by BENCH_URL (e.g. `npm run start:cluster`), whose players are seeded into its
 * DATABASE_URL and signed with its JWT secret. Either way the benchmark gets the base URL,
 * where to seed players, and the server processes to watch (CPU, RSS, event-loop delay).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuMeter, familyCpuMeter, pidsWhere, watchMemory } from './process.js';
import { deploymentSecret, type SeedTarget } from './seed.js';
import { freePort, waitHealthy } from './sockets.js';

export interface Target {
  readonly base: string;
  readonly ws: string;
  readonly seed: SeedTarget;
  readonly description: { database: 'pglite' | 'postgres'; bus: 'memory' | 'redis'; url: string; instances: number };
  /** Starts the server (a no-op for BENCH_URL); call after seeding: PGlite has one process. */
  start(): Promise<void>;
  /** Begins measuring the server processes; the returned function ends it. */
  measure(): () => ServerFigures;
  stop(): Promise<void>;
}

export interface ServerFigures {
  /** CPU over the measured span, as % of one core, summed over the server processes. */
  readonly cpuPercentOfOneCore: number;
  /** The same CPU in seconds (user + system, every thread). */
  readonly cpuSeconds: number;
  /** Peak RSS of each server process (MiB). */
  readonly peakRssMiB: number[];
  /** Event-loop delay of each server process that carries the probe (ms). */
  readonly eventLoopDelayMs: Array<Record<string, number>>;
  /** CPU seconds of the backends running on this machine (PostgreSQL, Redis, nginx), by name; empty when none runs here. */
  readonly backendCpuSeconds: Record<string, number>;
}

/**
 * The backends a run uses beside the instances, by process name (/proc/<pid>/comm), each counted
 * only when the run uses it (PostgreSQL and Redis may idle on this machine during an embedded run).
 */
const BACKENDS = [
  { name: 'postgres', command: 'postgres', used: () => Boolean(process.env.DATABASE_URL) },
  { name: 'redis', command: 'redis-server', used: () => Boolean(process.env.REDIS_URL) },
  { name: 'nginx', command: 'nginx', used: () => Boolean(process.env.BENCH_URL) },
];

/** A CPU meter for each backend the run uses on this machine (all of PostgreSQL's backends, nginx's workers…). */
function localBackendMeters(): Array<[name: string, meter: () => number]> {
  return BACKENDS.filter((backend) => backend.used()).map(({ name, command }) => [name, familyCpuMeter(command)]);
}

const PROBE = path.resolve(import.meta.dirname, '../server-probe.mjs');
const MAIN = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');

/** Server processes on this machine (a loopback deployment): every `node …/dist/main.js`. */
function localServerPids(): number[] {
  const fromEnv = (process.env.BENCH_SERVER_PIDS ?? '').split(',').filter(Boolean).map(Number);
  if (fromEnv.length > 0) return fromEnv;
  return pidsWhere('cmdline', (text) => text.includes('apps/server/dist/main.js'));
}

function figures(pids: number[], probeFiles: string[]): () => ServerFigures {
  // The probe resets its histogram on SIGUSR2. Only processes that carry it are signalled: for any
  // other node process SIGUSR2 means exit. One that exited since it was listed is skipped.
  if (probeFiles.length > 0) {
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGUSR2');
      } catch {
        // gone meanwhile (a restarted instance)
      }
    }
  }
  const started = performance.now();
  const cpu = cpuMeter(pids);
  // Backends that start or end during the run are counted too (familyCpuMeter).
  const backends = localBackendMeters();
  const memory = pids.map((pid) => watchMemory(pid));
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const used = cpu();
    return {
      cpuPercentOfOneCore: Math.round((used / seconds) * 1000) / 10,
      cpuSeconds: Math.round(used * 10) / 10,
      peakRssMiB: memory.map((stop) => stop()),
      backendCpuSeconds: Object.fromEntries(backends.map(([name, meter]) => [name, Math.round(meter() * 10) / 10])),
      eventLoopDelayMs: probeFiles.filter(existsSync).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>),
    };
  };
}

/** A running deployment at BENCH_URL (its DATABASE_URL and JWT secret come from the environment). */
function deployment(url: string): Target {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("BENCH_URL needs DATABASE_URL: the bench seeds its players into the deployment's database");
  const pids = localServerPids();
  const base = url.replace(/\/$/, '');
  return {
    base,
    ws: base.replace(/^http/, 'ws'),
    seed: { databaseUrl, jwtSecret: deploymentSecret(process.env) },
    description: { database: 'postgres', bus: process.env.REDIS_URL ? 'redis' : 'memory', url: base, instances: pids.length },
    async start() {
      if (!(await waitHealthy(`${base}/health`))) throw new Error(`${base}/health does not answer`);
    },
    // Instances started with NODE_OPTIONS='--import …/bench/server-probe.mjs' and BENCH_PROBE_DIR report their event-loop delay.
    measure: () =>
      figures(
        pids,
        process.env.BENCH_PROBE_DIR ? pids.map((pid) => path.join(process.env.BENCH_PROBE_DIR ?? '', `probe-${pid}.json`)) : [],
      ),
    async stop() {},
  };
}

/** A server this benchmark starts, with `env` (battle timings, limits) on top of its own. */
function ownServer(env: Record<string, string>): Target {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclash-bench-'));
  const probeFile = path.join(dataDir, 'probe.json');
  const jwtSecret = randomBytes(32).toString('hex');
  let server: ChildProcess | undefined;
  let port = 0;
  const target: Target = {
    base: '',
    ws: '',
    seed: { databaseUrl: process.env.DATABASE_URL, dataDir, jwtSecret },
    description: {
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      bus: process.env.REDIS_URL ? 'redis' : 'memory',
      url: '',
      instances: 1,
    },
    async start() {
      port = await freePort();
      // BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', profiles the server under load.
      const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
      server = spawn(process.execPath, [...extraArgs, '--import', PROBE, MAIN], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          JWT_SECRET: jwtSecret,
          LOG_LEVEL: 'warn',
          RATE_LIMITS: 'off',
          BENCH_PROBE_FILE: probeFile,
          ...env,
        },
      });
      Object.assign(target, { base: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}` });
      target.description.url = target.base;
      // Two minutes: on a loaded machine with 100,000 players (SEED_EXTRA_PLAYERS) a start took 30 s.
      if (!(await waitHealthy(`${target.base}/health`, 120_000)))
        throw new Error('the server did not become healthy; run `npm run build` first');
    },
    measure: () => figures(server?.pid ? [server.pid] : [], [probeFile]),
    async stop() {
      if (server && server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server?.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return target;
}

/** BENCH_URL's deployment, or a server of our own. */
export function benchTarget(env: Record<string, string>): Target {
  return process.env.BENCH_URL ? deployment(process.env.BENCH_URL) : ownServer(env);
}
