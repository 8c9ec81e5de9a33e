/**
 * Result-card flood benchmark (issue 29.1): `npm run build && npm run bench:cards`.
 *
 * Starts the built server on a fresh embedded database and finishes one battle (a forfeit), so
 * it has a shared result. Then FLOOD_CLIENTS clients without a token fetch that battle's
 * `/results/{id}/card.png` in a loop for FLOOD_MS while two players play another battle
 * (answers at random moments, each acknowledgement timed) and a probe fetches `/health` every
 * 50 ms. Reports `/health` latency before and during the flood, the answers' acknowledgement
 * latency, what the card requests were answered with, and the server's event-loop delay.
 * The targets (bench/SECURITY.md): `/health` and the acknowledgement p99 under 50 ms.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { playBattle, emptyTally, type Samples } from './lib/battle-player.js';
import type { Player } from './lib/seed.js';
import { connect, freePort, nextMessage, openSocket, sleep, waitHealthy } from './lib/sockets.js';
import { summarise } from './lib/stats.js';

const FLOOD_CLIENTS = Number(process.env.FLOOD_CLIENTS ?? 10);
const FLOOD_MS = Number(process.env.FLOOD_MS ?? 15_000);
/** The server bundle to start (another build's, to compare). */
const SERVER_ENTRY = process.env.SERVER_ENTRY ?? 'apps/server/dist/main.js';
/** The measured battle is played within the flood: countdown + questions x (question + pause) < FLOOD_MS. */
const TIMINGS = { countdownMs: 500, questionMs: 2_500, pauseMs: 300, questions: 5 };

/** `promise`, its failure naming the step that waited. */
const step = <T>(what: string, promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  });

async function signUp(base: string, name: string): Promise<Player> {
  const username = `${name}_${Math.floor(Math.random() * 1e6)}`;
  const response = await fetch(`${base}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@example.com`, password: 'correct horse battery', username }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  return { username, token: ((await response.json()) as { access_token: string }).access_token };
}

/** Creates a battle of `creator`, has `joiner` join it, and resolves with its id once it started. */
async function startBattle(base: string, ws: string, creator: Player, joiner: Player): Promise<string> {
  const response = await fetch(`${base}/battle/create?first_opponent=${creator.username}&sport=hockey&level=easy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${creator.token}` },
  });
  if (!response.ok) throw new Error(`create ${response.status}: ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  const tabs = await Promise.all([creator, joiner].map((p) => openSocket(`${ws}/ws?username=${p.username}&token=${p.token}`)));
  const started = Promise.all(tabs.map((tab) => nextMessage(tab, (m) => m.type === 'battle_started' && m.data === id)));
  tabs[1]?.send(JSON.stringify({ type: 'join_battle', username: joiner.username, battle_id: id }));
  await step('waiting for battle_started', started);
  for (const tab of tabs) tab.close();
  return id;
}

/** A finished battle: started, then `creator` quits once the quiz is ready. */
async function forfeitedBattle(base: string, ws: string, creator: Player, joiner: Player): Promise<string> {
  const id = await startBattle(base, ws, creator, joiner);
  // Listening from the start: quiz_ready may come in the same packet as the upgrade's answer.
  const [quitting, staying] = [creator, joiner].map((p) => connect(`${ws}/ws/battle/${id}?username=${p.username}&token=${p.token}`));
  if (!quitting || !staying) throw new Error('battle sockets did not open');
  const ready = Promise.all([quitting, staying].map((s) => nextMessage(s, (m) => m.type === 'quiz_ready')));
  await step('waiting for quiz_ready', ready);
  const finished = nextMessage(staying, (m) => m.type === 'battle_finished');
  quitting.send(JSON.stringify({ type: 'quit_battle' }));
  await step('waiting for battle_finished', finished);
  quitting.close();
  staying.close();
  return id;
}

/** Fetches `url` every 50 ms until `until`; each round trip in ms. */
async function probe(url: string, until: number): Promise<number[]> {
  const latencies: number[] = [];
  while (Date.now() < until) {
    const sent = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    latencies.push(performance.now() - sent);
    await sleep(50);
  }
  return latencies;
}

/**
 * The flooding clients, on a thread of their own: their loops do not hold up this thread's
 * event loop, which times /health and the answers. Resolves with the answers counted by status.
 */
function flood(url: string, clients: number, ms: number): Promise<Record<string, number>> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const statuses = {};
    const until = Date.now() + workerData.ms;
    const client = async () => {
      while (Date.now() < until) {
        const response = await fetch(workerData.url).catch(() => null);
        const key = response ? String(response.status) : 'error';
        if (response) await response.arrayBuffer();
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    };
    Promise.all(Array.from({ length: workerData.clients }, client)).then(() => parentPort.postMessage(statuses));
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { url, clients, ms } });
    worker.once('message', (statuses: Record<string, number>) => {
      resolve(statuses);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function run() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclash-cards-'));
  const probeFile = path.join(dataDir, 'probe.json');
  const server = spawn(process.execPath, ['--import', './bench/server-probe.mjs', SERVER_ENTRY], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      BENCH_PROBE_FILE: probeFile,
      BATTLE_COUNTDOWN_MS: String(TIMINGS.countdownMs),
      BATTLE_QUESTION_MS: String(TIMINGS.questionMs),
      BATTLE_PAUSE_MS: String(TIMINGS.pauseMs),
      BATTLE_QUESTIONS: String(TIMINGS.questions),
    },
  });
  const spawnedAt = performance.now();
  const base = `http://127.0.0.1:${port}`;
  const ws = `ws://127.0.0.1:${port}`;
  try {
    if (!(await waitHealthy(`${base}/health`, 180_000))) throw new Error('the server did not start');
    const [alice, boris] = [await signUp(base, 'alice'), await signUp(base, 'boris')];
    const shared = await forfeitedBattle(base, ws, alice, boris);
    const cardUrl = `${base}/results/${shared}/card.png`;
    const before = await probe(`${base}/health`, Date.now() + 3_000);

    // The measured battle starts first; the flood begins once its quiz is under way.
    const live = await startBattle(base, ws, alice, boris);
    const tally = emptyTally();
    const samples: Samples = { ack: [], bonusShortfall: [] };
    const playing = Promise.all([alice, boris].map((p) => playBattle(ws, live, p, TIMINGS, tally, samples)));
    server.kill('SIGUSR2'); // event-loop histogram: from here on
    const floodFromServerStartMs = Math.round(performance.now() - spawnedAt);
    const until = Date.now() + FLOOD_MS;
    const started = performance.now();
    const [during, statuses] = await Promise.all([probe(`${base}/health`, until), flood(cardUrl, FLOOD_CLIENTS, FLOOD_MS)]);
    const floodSeconds = (performance.now() - started) / 1000;
    const loop = JSON.parse(readFileSync(probeFile, 'utf8')) as Record<string, number>;
    await playing;
    const cards = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    return {
      loadAverage: loadavg().map((n) => Math.round(n * 10) / 10),
      floodClients: FLOOD_CLIENTS,
      floodMs: FLOOD_MS,
      cardRequests: cards,
      cardRequestsPerSecond: Math.round(cards / floodSeconds),
      cardStatuses: statuses,
      healthMs: { before: summarise(before), during: summarise(during) },
      answerAckMs: summarise(samples.ack),
      answers: { sent: tally.sent, acked: tally.acked, refused: tally.refused, finished: tally.finished },
      /** Roughly when the flood began on the server's clock (its stalls' endedAtMs count from its start). */
      floodFromServerStartMs,
      serverEventLoopDuringFloodMs: loop,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(JSON.stringify(await run(), null, 2));
