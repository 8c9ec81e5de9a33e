/**
 * Socket flood benchmark (issue 16.4): `npm run build && npm run bench:sockets`.
 *
 * Starts the built server twice on a fresh embedded database: once with the socket caps as
 * shipped (LIVE_SOCKETS_PER_USER=10, LIVE_SOCKETS_PER_ADDRESS=100) and once with them lifted
 * (the server as the probe found it, apart from dropping closed sockets' queued work). Each
 * time one account tries to open FLOOD_SOCKETS sockets, and every socket it gets sends
 * `get_waiting_battles` at the allowed 20 a second for FLOOD_MS; meanwhile another player's
 * socket pings every 50 ms. Reports that player's ping latency before, during and right after
 * the flood (the flood's sockets are cut abruptly), how many flood sockets were refused (4008),
 * and the server's event-loop delay.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { mapLimit, summarise } from './lib/stats.js';

const FLOOD_SOCKETS = Number(process.env.FLOOD_SOCKETS ?? 500);
const FLOOD_MS = Number(process.env.FLOOD_MS ?? 8000);
const PER_SECOND = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function signUp(base: string, name: string): Promise<{ username: string; token: string }> {
  const username = `${name}_${Math.floor(Math.random() * 1e6)}`;
  const response = await fetch(`${base}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${username}@example.com`, password: 'correct horse battery', username }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  return { username, token: ((await response.json()) as { access_token: string }).access_token };
}

/** Opens a socket; resolves with it once authenticated (first pong), or with the close code. */
function openSocket(url: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'ping' })));
    socket.once('message', () => resolve(socket));
    socket.once('close', (code) => resolve(code));
    socket.once('error', () => resolve(-1));
  });
}

/** Pings every 50 ms for `ms` and returns each round trip. */
async function pingFor(socket: WebSocket, ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const sent = performance.now();
    await new Promise<void>((resolve) => {
      const onMessage = (data: WebSocket.RawData) => {
        if ((JSON.parse(data.toString()) as { type?: string }).type !== 'pong') return;
        socket.off('message', onMessage);
        resolve();
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ type: 'ping' }));
    });
    latencies.push(performance.now() - sent);
    await sleep(50);
  }
  return latencies;
}

async function run(mode: 'capped' | 'uncapped') {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclash-flood-'));
  const probeFile = path.join(dataDir, 'probe.json');
  const caps = mode === 'capped' ? {} : { LIVE_SOCKETS_PER_USER: '10000', LIVE_SOCKETS_PER_ADDRESS: '100000' };
  const server = spawn(process.execPath, ['--import', './bench/server-probe.mjs', 'apps/server/dist/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      BENCH_PROBE_FILE: probeFile,
      ...caps,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; i < 150; i += 1) {
      if (
        await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(200);
    }
    const victim = await signUp(base, 'victim');
    const flooder = await signUp(base, 'flooder');
    const victimSocket = await openSocket(`ws://127.0.0.1:${port}/ws?username=${victim.username}&token=${victim.token}`);
    if (typeof victimSocket === 'number') throw new Error(`victim socket closed ${victimSocket}`);
    const before = await pingFor(victimSocket, 3000);

    const opened = await mapLimit(Array.from({ length: FLOOD_SOCKETS }), 50, () =>
      openSocket(`ws://127.0.0.1:${port}/ws?username=${flooder.username}&token=${flooder.token}`),
    );
    const flood = opened.filter((s): s is WebSocket => typeof s !== 'number');
    const refused = opened.filter((s) => s === 4008).length;
    server.kill('SIGUSR2'); // event-loop histogram: the flood only
    const stop = Date.now() + FLOOD_MS;
    const senders = flood.map(async (socket) => {
      while (Date.now() < stop && socket.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ type: 'get_waiting_battles' }));
        await sleep(1000 / PER_SECOND);
      }
    });
    const during = await pingFor(victimSocket, FLOOD_MS);
    await Promise.all(senders);
    const loop = JSON.parse(readFileSync(probeFile, 'utf8')) as Record<string, number>;
    for (const socket of flood) socket.terminate();
    const afterStart = Date.now();
    const after = await pingFor(victimSocket, 2000);
    victimSocket.close();
    return {
      mode,
      floodSocketsAsked: FLOOD_SOCKETS,
      floodSocketsOpen: flood.length,
      floodSocketsRefused4008: refused,
      victimPingMs: { before: summarise(before), during: summarise(during), afterCut: summarise(after) },
      firstPingAfterCutMs: Math.round((after[0] ?? Number.NaN) * 10) / 10,
      afterWindowMs: Date.now() - afterStart,
      serverEventLoopDuringFloodMs: loop,
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await run('capped'), await run('uncapped')];
console.log(JSON.stringify(results, null, 2));
