/**
 * Battle load benchmark: `npm run bench:battles` (BATTLES=1000 by default).
 *
 * Starts the built server (apps/server/dist/main.js; run `npm run build` first) on a fresh
 * embedded database — or PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set — signs up
 * 2 x BATTLES players through the real API, pairs them through the real arena (REST create,
 * live join), and plays every battle at once over real WebSockets: each player answers each
 * question at a random moment with a random answer. It checks every acknowledgement and
 * every final score against the answers it sent, and reports acknowledgement latency,
 * server event-loop delay, CPU and memory; then it runs the same message pattern against a
 * bare `ws` echo server, the ceiling, and reports the ratio.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { cpuSeconds, startNode, watchMemory } from './lib/process.js';
import { mapLimit, summarise, type LatencySummary } from './lib/stats.js';

const BATTLES = Number(process.env.BATTLES ?? 1000);
const QUESTIONS = Number(process.env.QUESTIONS ?? 10);
const QUESTION_MS = Number(process.env.QUESTION_MS ?? 5000);
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 1000);
const COUNTDOWN_MS = Number(process.env.COUNTDOWN_MS ?? 3000);
const ARENA_WATCHERS = Number(process.env.ARENA_WATCHERS ?? 200);
const JOIN_CONCURRENCY = Number(process.env.JOIN_CONCURRENCY ?? 10);
const LEVELS = ['easy', 'medium', 'hard'] as const;
const SPORTS = ['soccer', 'basketball', 'hockey', 'baseball'] as const;

interface Player {
  readonly username: string;
  readonly token: string;
  userSocket?: WebSocket;
}

interface Tally {
  sent: number;
  acked: number;
  refused: number;
  duplicates: number;
  scoreMismatches: number;
  ruleViolations: number;
  /** Correct answers given more speed bonus than the time the bench saw left allows. */
  bonusTooHigh: number;
  /** Points of speed bonus each correct answer lost to transit and queueing, beyond the bench's own bound. */
  bonusShortfall: number[];
  finished: number;
  disagreements: number;
  /** Battles called off, by reason (should stay empty). */
  cancelled: Record<string, number>;
  finishedIds: Set<string>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Resolves with the first message of `type` (optionally matching `test`) on a socket. */
function nextMessage(socket: WebSocket, type: string, test: (m: Record<string, unknown>) => boolean = () => true, timeoutMs = 60_000) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('message', onMessage);
      reject(new Error(`timed out waiting for ${type}`));
    }, timeoutMs);
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (message.type !== type || !test(message)) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}

async function signUpAll(base: string, count: number): Promise<Player[]> {
  const run = Date.now().toString(36);
  return mapLimit(
    Array.from({ length: count }, (_, i) => i),
    8,
    async (i) => {
      const username = `b${run}_${i}`.slice(0, 20);
      const response = await fetch(`${base}/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${username}@bench.local`, username, password: 'bench-password' }),
      });
      if (response.status !== 201) throw new Error(`sign-up ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { access_token: string };
      return { username, token: body.access_token };
    },
  );
}

/**
 * The scoring rule (apps/server/src/features/battles/engine/scoring.ts) checked from the bench's
 * own clock: a correct answer scores 100 + round(100 * timeLeft / QUESTION_MS), timeLeft taken
 * when the server receives it. The server received it after the bench sent it, so at most
 * `time_left_ms - (sent - asked)` was left: more bonus than that is a scoring error. It received
 * it before the acknowledgement came back, so at least `time_left_ms - (acked - asked)` minus the
 * question's own transit was left; what falls short of that bound is recorded as a figure.
 */
function checkSpeedBonus(
  points: number,
  question: { at: number; timeLeftMs: number },
  sentAt: number,
  ackedAt: number,
  tally: Tally,
): void {
  const bonus = points - 100;
  const bonusFor = (leftMs: number) => Math.round((100 * Math.min(QUESTION_MS, Math.max(0, leftMs))) / QUESTION_MS);
  const most = bonusFor(question.timeLeftMs - (sentAt - question.at));
  const least = bonusFor(question.timeLeftMs - (ackedAt - question.at));
  if (bonus > most + 1) tally.bonusTooHigh += 1; // +1: the two clocks round independently
  tally.bonusShortfall.push(Math.max(0, least - bonus));
}

/** Plays one player's side of a battle; resolves with its final_scores. */
function playBattle(ws: string, battleId: string, player: Player, latencies: number[], tally: Tally): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${ws}/ws/battle/${battleId}?username=${player.username}&token=${player.token}`);
    const sentAt = new Map<number, { at: number; answer: string }>();
    // When each question arrived and how much time the server said was left at that moment.
    const asked = new Map<number, { at: number; timeLeftMs: number }>();
    const acked = new Set<number>();
    // Answers not sent yet when the battle ends are dropped, not counted as sent.
    const pending = new Set<NodeJS.Timeout>();
    let myPoints = 0;
    const timer = setTimeout(
      () => reject(new Error(`battle ${battleId} did not finish`)),
      COUNTDOWN_MS + QUESTIONS * (QUESTION_MS + PAUSE_MS) + 120_000,
    );
    socket.on('message', (data) => {
      const m = JSON.parse(data.toString()) as Record<string, unknown>;
      switch (m.type) {
        case 'next_question': {
          const index = Number(m.question_index);
          if (sentAt.has(index) || asked.has(index)) return; // a resent snapshot of the same question
          asked.set(index, { at: performance.now(), timeLeftMs: Number(m.time_left_ms) });
          const answers = (m.question as { answers: Array<{ text: string }> }).answers;
          const answer = answers[Math.floor(Math.random() * answers.length)]?.text ?? '';
          const delay = 200 + Math.random() * (Number(m.time_left_ms) * 0.7);
          pending.add(
            setTimeout(() => {
              if (socket.readyState !== WebSocket.OPEN) return;
              sentAt.set(index, { at: performance.now(), answer });
              tally.sent += 1;
              socket.send(
                JSON.stringify({ type: 'submit_answer', battle_id: battleId, username: player.username, answer, question_index: index }),
              );
            }, delay),
          );
          break;
        }
        case 'answer_submitted': {
          const index = Number(m.question_index);
          const sent = sentAt.get(index);
          if (!sent || acked.has(index)) {
            tally.duplicates += 1;
            return;
          }
          acked.add(index);
          tally.acked += 1;
          const ackedAt = performance.now();
          latencies.push(ackedAt - sent.at);
          const correct = sent.answer === m.correct_answer;
          const points = Number(m.points);
          if (m.correct !== correct || (correct ? points < 100 || points > 200 : points !== 0)) tally.ruleViolations += 1;
          const question = asked.get(index);
          if (correct && question) checkSpeedBonus(points, question, sent.at, ackedAt, tally);
          myPoints += points;
          break;
        }
        case 'error':
          tally.refused += 1;
          break;
        case 'battle_end': {
          // Reached without battle_finished only when the battle was called off.
          if (tally.finishedIds.has(`${battleId}:${player.username}`)) break;
          clearTimeout(timer);
          pending.forEach(clearTimeout);
          const reason = String(m.reason ?? 'unknown');
          tally.cancelled[reason] = (tally.cancelled[reason] ?? 0) + 1;
          socket.close();
          resolve({});
          break;
        }
        case 'battle_finished': {
          clearTimeout(timer);
          pending.forEach(clearTimeout);
          const finalScores = m.final_scores as Record<string, number>;
          if (finalScores[player.username] !== myPoints) tally.scoreMismatches += 1;
          tally.finished += 1;
          tally.finishedIds.add(`${battleId}:${player.username}`);
          socket.close();
          resolve(finalScores);
          break;
        }
        default:
          break;
      }
    });
    socket.on('error', (err) => reject(err));
  });
}

async function benchServer(): Promise<Record<string, unknown>> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclash-bench-'));
  const probeFile = path.join(dataDir, 'probe.json');
  // BENCH_SERVER_NODE_ARGS, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof', profiles the server under load.
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...extraArgs, '--import', './bench/server-probe.mjs', 'apps/server/dist/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      BENCH_PROBE_FILE: probeFile,
      BATTLE_COUNTDOWN_MS: String(COUNTDOWN_MS),
      BATTLE_QUESTION_MS: String(QUESTION_MS),
      BATTLE_PAUSE_MS: String(PAUSE_MS),
      BATTLE_QUESTIONS: String(QUESTIONS),
    },
  });
  const pid = server.pid as number;
  const base = `http://127.0.0.1:${port}`;
  const ws = `ws://127.0.0.1:${port}`;
  try {
    let healthy = false;
    for (let i = 0; i < 150 && !healthy; i += 1) {
      healthy = await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await sleep(200);
    }
    if (!healthy) throw new Error('the server did not become healthy; run `npm run build` first');
    const t0 = Date.now();
    const players = await signUpAll(base, BATTLES * 2);
    const signUpSeconds = (Date.now() - t0) / 1000;
    console.warn(`signed up ${players.length} players in ${signUpSeconds.toFixed(1)} s`);

    await mapLimit(players, 50, async (p) => {
      p.userSocket = await openSocket(`${ws}/ws?username=${p.username}&token=${p.token}`);
    });
    // Some players keep the arena's list on screen the whole time: they get every live update.
    for (const p of players.slice(0, ARENA_WATCHERS)) p.userSocket?.send(JSON.stringify({ type: 'get_waiting_battles' }));
    const pairs = await mapLimit(
      Array.from({ length: BATTLES }, (_, i) => i),
      20,
      async (i) => {
        const creator = players[2 * i] as Player;
        const joiner = players[2 * i + 1] as Player;
        const sport = SPORTS[i % SPORTS.length];
        const level = LEVELS[i % LEVELS.length];
        const response = await fetch(`${base}/battle/create?first_opponent=${creator.username}&sport=${sport}&level=${level}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${creator.token}` },
        });
        if (!response.ok) throw new Error(`create ${response.status}: ${await response.text()}`);
        const { id } = (await response.json()) as { id: string };
        return { id, creator, joiner };
      },
    );
    console.warn(`created ${pairs.length} battles`);

    // Measure the battle phase only.
    process.kill(pid, 'SIGUSR2');
    const cpuBefore = cpuSeconds(pid);
    const stopMemory = watchMemory(pid);
    const started = performance.now();
    const latencies: number[] = [];
    const tally: Tally = {
      sent: 0,
      acked: 0,
      refused: 0,
      duplicates: 0,
      scoreMismatches: 0,
      ruleViolations: 0,
      bonusTooHigh: 0,
      bonusShortfall: [],
      finished: 0,
      disagreements: 0,
      cancelled: {},
      finishedIds: new Set(),
    };
    const joinLatencies: number[] = [];
    const live = { now: 0, peak: 0 };
    const playing: Array<Promise<void>> = [];
    // Joins go in at a steady rate, as players arriving in an arena would; each battle then
    // plays on its own, so all of them overlap once the joins are in.
    await mapLimit(pairs, JOIN_CONCURRENCY, async ({ id, creator, joiner }) => {
      const startedMessage = Promise.all(
        [creator, joiner].map((p) => nextMessage(p.userSocket as WebSocket, 'battle_started', (m) => m.data === id)),
      );
      const sentAt = performance.now();
      joiner.userSocket?.send(JSON.stringify({ type: 'join_battle', username: joiner.username, battle_id: id }));
      await startedMessage;
      joinLatencies.push(performance.now() - sentAt);
      playing.push(
        (async () => {
          live.now += 1;
          live.peak = Math.max(live.peak, live.now);
          const [a, b] = await Promise.all([playBattle(ws, id, creator, latencies, tally), playBattle(ws, id, joiner, latencies, tally)]);
          live.now -= 1;
          if (JSON.stringify(a) !== JSON.stringify(b)) tally.disagreements += 1;
        })(),
      );
    });
    await Promise.all(playing);
    const wallSeconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(pid) - cpuBefore;
    const peakRss = stopMemory();
    const eventLoop = JSON.parse(readFileSync(probeFile, 'utf8')) as Record<string, number>;
    for (const p of players) p.userSocket?.close();
    return {
      battles: BATTLES,
      sockets: BATTLES * 2,
      questionsPerBattle: QUESTIONS,
      arenaWatchers: ARENA_WATCHERS,
      signUpSeconds,
      battlePhaseSeconds: Math.round(wallSeconds * 10) / 10,
      ack: summarise(latencies),
      join: summarise(joinLatencies),
      peakConcurrentBattles: live.peak,
      tally: { ...tally, finishedIds: undefined, bonusShortfall: undefined },
      speedBonusShortfallPoints: summarise(tally.bonusShortfall),
      serverEventLoopDelayMs: eventLoop,
      serverCpuPercentOfOneCore: Math.round((cpu / wallSeconds) * 1000) / 10,
      serverPeakRssMiB: peakRss,
      answersPerSecond: Math.round(tally.acked / wallSeconds),
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same sockets and message pattern against a bare echo server. */
async function benchEcho(): Promise<LatencySummary> {
  const port = await freePort();
  const echo = await startNode(['bench/echo-server.mjs'], { PORT: String(port) }, /echo listening/);
  try {
    const sockets = await mapLimit(
      Array.from({ length: BATTLES * 2 }, (_, i) => i),
      50,
      () => openSocket(`ws://127.0.0.1:${port}`),
    );
    const latencies: number[] = [];
    for (let round = 0; round < QUESTIONS; round += 1) {
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              setTimeout(
                () => {
                  const sentAt = performance.now();
                  socket.once('message', () => {
                    latencies.push(performance.now() - sentAt);
                    resolve();
                  });
                  socket.send(
                    JSON.stringify({ type: 'submit_answer', battle_id: 'x', username: 'y', answer: 'Answer text', question_index: round }),
                  );
                },
                200 + Math.random() * QUESTION_MS * 0.7,
              );
            }),
        ),
      );
      await sleep(PAUSE_MS);
    }
    sockets.forEach((s) => s.close());
    return summarise(latencies);
  } finally {
    echo.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const server = await benchServer();
  const clientDelay = { p99: Math.round(clientLoop.percentile(99) / 1e4) / 100, max: Math.round(clientLoop.max / 1e4) / 100 };
  const echo = await benchEcho();
  const ack = server.ack as LatencySummary;
  const result = {
    ...server,
    benchClientEventLoopDelayMs: clientDelay,
    echoReference: echo,
    ratioToEcho: {
      p50: Math.round((ack.p50 / echo.p50) * 10) / 10,
      p95: Math.round((ack.p95 / echo.p95) * 10) / 10,
      p99: Math.round((ack.p99 / echo.p99) * 10) / 10,
    },
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    bus: process.env.REDIS_URL ? 'redis' : 'memory',
  };
  console.log(JSON.stringify(result, null, 2));
  const t = server.tally as Tally;
  const clean =
    t.scoreMismatches === 0 &&
    t.ruleViolations === 0 &&
    t.bonusTooHigh === 0 &&
    t.duplicates === 0 &&
    t.disagreements === 0 &&
    Object.keys(t.cancelled).length === 0 &&
    t.finished === BATTLES * 2 &&
    // Every answer is sent well inside its question's time, so none may be refused or lost.
    t.refused === 0 &&
    t.acked === t.sent;
  if (!clean) {
    console.error('FAILED: lost, refused, duplicated or mis-scored answers, or battles called off (see tally)');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
