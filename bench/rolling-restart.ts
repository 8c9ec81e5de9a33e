/**
 * Rolling restart under load: `npm run bench:rolling` against a running `npm run start:cluster`
 * (issue 36, item 4). Runs `bench:battles` and `bench:chat` at a small rate through the cluster
 * (BENCH_URL, with the cluster's DATABASE_URL, REDIS_URL and DATA_DIR or JWT_SECRET; start the
 * cluster with RATE_LIMITS=off, as the benches sign thousands in from one address), and once both
 * are under way asks the cluster for a rolling restart (`start:cluster -- --rolling-restart`:
 * each instance drains, exits, starts again and is ready before the next). Then it reports what
 * each bench lost: battles called off or never finished, answers not acknowledged, chat messages
 * acknowledged but not stored, and the machine's load average before and after (it is shared).
 *
 * The benches measure the cluster's instances as listed in its state file when they start (the
 * restarted processes' CPU is not counted: the figures of this run are losses, not costs).
 *
 * Sizes: ROLL_BATTLES (300) pairs arriving ROLL_ARRIVALS (2) a second; ROLL_PAIRS (50) chat pairs
 * sending 1 message a second each for ROLL_CHAT_SECONDS (200); the restart begins ROLL_AFTER_MS
 * (15000) after both benches are playing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const url = process.env.BENCH_URL;
if (!url || !process.env.DATABASE_URL) {
  console.error('bench:rolling needs BENCH_URL (the cluster) and its DATABASE_URL, REDIS_URL and DATA_DIR (or JWT_SECRET)');
  process.exit(2);
}
const clusterPort = new URL(url).port || '80';
const battles = Number(process.env.ROLL_BATTLES ?? 300);
const arrivals = Number(process.env.ROLL_ARRIVALS ?? 2);
const pairs = Number(process.env.ROLL_PAIRS ?? 50);
const chatSeconds = Number(process.env.ROLL_CHAT_SECONDS ?? 200);
const rollAfterMs = Number(process.env.ROLL_AFTER_MS ?? 15_000);

interface Run {
  readonly child: ChildProcess;
  /** Resolves once the bench's stderr shows `line` (it is playing). */
  readonly reached: Promise<void>;
  readonly done: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

function run(args: string[], env: Record<string, string>, line: RegExp, echo: string): Run {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    stderr += text;
    for (const l of text.split('\n').filter(Boolean)) console.warn(`[${echo}] ${l}`);
    if (line.test(stderr)) reach();
  });
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => {
      reach();
      resolve({ code, stdout, stderr });
    }),
  );
  return { child, reached, done };
}

const parse = (stdout: string): Record<string, unknown> | undefined => {
  const start = stdout.indexOf('{');
  try {
    return start >= 0 ? (JSON.parse(stdout.slice(start)) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

const load = () => loadavg().map((n) => Math.round(n * 100) / 100);

/**
 * The cluster's instance pids, from its state file (start:cluster writes DATA_DIR/cluster-<PORT>.json):
 * the benches watch these processes only, never another node server on this shared machine.
 */
function clusterPids(): string {
  const file = path.join(path.resolve(ROOT, process.env.DATA_DIR ?? './data'), `cluster-${clusterPort}.json`);
  const state = JSON.parse(readFileSync(file, 'utf8')) as { instances: Array<{ pid: number }> };
  return state.instances.map((instance) => instance.pid).join(',');
}

async function main(): Promise<void> {
  const loadBefore = load();
  process.env.BENCH_SERVER_PIDS = clusterPids();
  const tsx = ['--import', 'tsx'];
  const battleRun = run(
    [...tsx, 'bench/battles.ts'],
    { BATTLES: String(battles), ARRIVALS_PER_SECOND: String(arrivals), ARENA_WATCHERS: '20', BENCH_WORKERS: '1', JOIN_TIMEOUT_MS: '60000' },
    /created \d+ battles/,
    'battles',
  );
  const chatRun = run(
    [...tsx, 'bench/chat.ts'],
    { PAIRS: String(pairs), RATE: '1', SECONDS: String(chatSeconds), HISTORY_SAMPLE: String(pairs * 2) },
    /opened \d+ chat sockets/,
    'chat',
  );
  await Promise.all([battleRun.reached, chatRun.reached]);
  await new Promise((resolve) => setTimeout(resolve, rollAfterMs));

  const rollStarted = performance.now();
  const roll = run(['scripts/start-cluster.mjs', '--rolling-restart'], { PORT: clusterPort }, /$^/, 'rolling');
  const rolled = await roll.done;
  const rollSeconds = Math.round((performance.now() - rollStarted) / 100) / 10;
  const loadDuringRestart = load();

  const [b, c] = await Promise.all([battleRun.done, chatRun.done]);
  const battleResult = parse(b.stdout);
  const chatResult = parse(c.stdout);
  const battleTally = battleResult?.tally as Record<string, unknown> | undefined;
  const chatTally = chatResult?.tally as Record<string, number> | undefined;
  const reconnectLines = b.stderr.match(/\d+ user sockets opened again during joins/g) ?? [];
  const summary = {
    rollingRestart: {
      exitCode: rolled.code,
      seconds: rollSeconds,
      steps: rolled.stderr.split('\n').filter((l) => l.startsWith('rolling restart')),
    },
    battles: {
      exitCode: b.code,
      battles,
      arrivalsPerSecond: arrivals,
      tally: battleTally,
      joinUserSocketsReopened: reconnectLines.reduce((n, l) => n + Number(l.split(' ')[0]), 0),
      join: battleResult?.join,
      ack: battleResult?.ack,
    },
    chat: {
      exitCode: c.code,
      pairs,
      seconds: chatSeconds,
      tally: chatTally,
      ack: chatResult?.ack,
    },
    loadAverage: { before: loadBefore, atRestartEnd: loadDuringRestart, after: load() },
  };
  console.log(JSON.stringify(summary, null, 2));
  const lostNothing = rolled.code === 0 && b.code === 0 && c.code === 0;
  if (!lostNothing) {
    console.error('FAILED: the rolling restart or a bench failed (lost battles, answers or acknowledged messages: see the tallies)');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
