/**
 * Chat load benchmark: `npm run bench:chat` (PAIRS=1000, RATE=1 message per second per socket,
 * SECONDS=30 by default).
 *
 * Measures the built server (apps/server/dist/main.js; run `npm run build` first) on a fresh
 * embedded database — or PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set — or a running
 * deployment at BENCH_URL (lib/target.ts). Its 2 x PAIRS players are seeded straight into the
 * database (lib/seed.ts), then each pair becomes friends through the real user socket
 * (send_friend_request, accept_friend_request), opens both people's chat sockets
 * (`/ws/simple-chat`), and has every socket send RATE messages a second, each with a client_id,
 * for SECONDS. It checks that every message is acknowledged exactly once (the sender's copy)
 * and delivered to the friend exactly once and in the order sent, and that a sample of
 * conversations' stored history holds exactly what was acknowledged. A chat socket the server
 * closes during the run (4012 'Instance draining' in a rolling restart) is opened again at once,
 * as the web app does: it fetches the conversation's newest page (the friend's messages it
 * missed meanwhile count as `recovered`) and resends what was not acknowledged (same client_id,
 * so nothing is stored twice); `lostAcknowledged` counts acknowledged messages missing from the
 * stored history (HISTORY_SAMPLE=PAIRS checks every conversation). It reports acknowledgement
 * and delivery latency, messages per second, the server's event-loop delay, CPU and memory;
 * then it runs the same socket count and message pattern against a bare `ws` echo server, the
 * ceiling.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type WebSocket from 'ws';
import { startNode } from './lib/process.js';
import { analyzeDatabase, seedPlayers, type Player } from './lib/seed.js';
import { freePort, nextMessage, openSocket, sleep } from './lib/sockets.js';
import { mapLimit, ratioTo, summarise, type LatencySummary } from './lib/stats.js';
import { benchTarget } from './lib/target.js';
import { countBackends } from './lib/backend-counters.js';

const PAIRS = Number(process.env.PAIRS ?? 1000);
const RATE = Number(process.env.RATE ?? 1);
const SECONDS = Number(process.env.SECONDS ?? 30);
/** Conversations whose stored history is compared with what was acknowledged. */
const HISTORY_SAMPLE = Number(process.env.HISTORY_SAMPLE ?? 50);
const DRAIN_MS = 15_000;

/** One person's chat socket in one pair. */
interface Side {
  readonly me: Player;
  readonly friend: Player;
  socket?: WebSocket;
  /** seq -> when it was sent. */
  readonly sentAt: Map<number, number>;
  readonly acked: Set<number>;
  /** seq -> message id, from the acknowledgements. */
  readonly ackIds: Map<number, number>;
  /** The next seq expected from the friend (delivery in order, exactly once); -1 after a reconnect (order resumes). */
  expectFromFriend: number;
  /** The friend's seqs this side has, live or recovered from history after a reconnect. */
  readonly received: Set<number>;
  sent: number;
}

interface Tally {
  sent: number;
  acked: number;
  delivered: number;
  duplicateAcks: number;
  duplicateDeliveries: number;
  outOfOrder: number;
  refused: number;
  errors: Record<string, number>;
  historyChecked: number;
  historyMismatches: number;
  /** Chat sockets the server closed during the run, opened again (a rolling restart). */
  reconnects: number;
  /** Unacknowledged messages sent again after a reconnect. */
  resent: number;
  /** The friend's messages missed live during a reconnect and read from the history page instead. */
  recovered: number;
  /** Acknowledged messages missing from the stored history of the conversations checked (must be 0). */
  lostAcknowledged: number;
}

/** A request on one user socket, accepted on the other: the way players become friends. */
async function befriend(ws: string, a: Player, b: Player): Promise<void> {
  const [sa, sb] = await Promise.all([a, b].map((p) => openSocket(`${ws}/ws?username=${p.username}&token=${p.token}`)));
  // A reply proves the socket's user channel is subscribed (on a cluster, through Redis): a
  // request sent before that would reach nobody.
  await Promise.all(
    [sa!, sb!].map((socket) => {
      const ready = nextMessage(socket, (m) => m.type === 'test_connection_response');
      socket.send(JSON.stringify({ type: 'test_connection' }));
      return ready;
    }),
  );
  const value = (m: Record<string, unknown>) => (m.data as { response_value?: string } | undefined)?.response_value;
  const pending = nextMessage(sb!, (m) => m.type === 'friend_request_updated' && value(m) === 'pending');
  sa!.send(JSON.stringify({ type: 'send_friend_request', username: a.username, friend_username: b.username }));
  await pending;
  const accepted = nextMessage(sa!, (m) => m.type === 'friend_request_updated' && value(m) === 'accepted');
  sb!.send(JSON.stringify({ type: 'accept_friend_request', username: b.username, friend_username: a.username }));
  await accepted;
  sa!.close();
  sb!.close();
}

const seqOf = (clientId: unknown): number => Number(String(clientId).split('-').pop());

/** One chat message of `side`, its seq and send time in the text (the friend measures delivery from it). */
const chatFrame = (side: Side, seq: number, at: number) =>
  JSON.stringify({
    type: 'text',
    message: `${seq}@${at.toFixed(3)} hello from ${side.me.username}`,
    client_id: `${side.me.username}-${seq}`,
  });

/** A chat socket of `side`, once it answers (a ping round trip proves it is set up). */
async function openChat(ws: string, side: Side): Promise<WebSocket> {
  const socket = await openSocket(
    `${ws}/ws/simple-chat?username=${side.me.username}&receiver=${side.friend.username}&token=${side.me.token}`,
  );
  const ready = nextMessage(socket, (m) => m.type === 'pong');
  socket.send(JSON.stringify({ type: 'ping' }));
  await ready;
  return socket;
}

/**
 * The server closed `side`'s chat socket during the run (a rolling restart: 4012): open it again
 * at once (nginx picks an instance that takes connections; a refusal is tried again), read the
 * newest history page for what the friend sent meanwhile, and resend the unacknowledged messages.
 */
async function reconnect(
  base: string,
  ws: string,
  side: Side,
  tally: Tally,
  run: { over: boolean },
  watch: (side: Side) => void,
): Promise<void> {
  tally.reconnects += 1;
  side.socket = undefined;
  for (let attempt = 0; !run.over; attempt += 1) {
    try {
      side.socket = await openChat(ws, side);
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await sleep(200);
    }
  }
  if (!side.socket) return;
  side.expectFromFriend = -1;
  // Listening before the history is read: nothing the friend sends meanwhile falls between the two.
  watch(side);
  const response = await fetch(`${base}/simple-chat/history?sender=${side.me.username}&receiver=${side.friend.username}&limit=100`, {
    headers: { authorization: `Bearer ${side.me.token}` },
  });
  // A proxy error page (no instance took it) is not a history: what it missed stays missed (and counted).
  const page = response.ok ? ((await response.json().catch(() => [])) as Array<{ sender: string; client_id?: string | null }>) : [];
  for (const m of page) {
    if (m.sender === side.me.username || !m.client_id) continue;
    const seq = seqOf(m.client_id);
    if (side.received.has(seq)) continue;
    side.received.add(seq);
    tally.recovered += 1;
  }
  // Resent at a few a second, inside the socket's message-rate cap (20 a second with the
  // socket's own sends), as a client's outbox would drain.
  for (const [seq, at] of [...side.sentAt]) {
    if (side.acked.has(seq) || run.over || side.socket.readyState !== side.socket.OPEN) continue;
    tally.resent += 1;
    side.socket.send(chatFrame(side, seq, at));
    await sleep(100);
  }
}

function attach(side: Side, tally: Tally, ackLatencies: number[], deliveryLatencies: number[]): void {
  const me = side.me.username;
  side.socket?.on('message', (data) => {
    const m = JSON.parse(data.toString()) as Record<string, unknown>;
    if (m.type === 'error') {
      tally.refused += 1;
      const code = String(m.code);
      tally.errors[code] = (tally.errors[code] ?? 0) + 1;
      return;
    }
    if (m.type !== 'message') return;
    const now = performance.now();
    const seq = seqOf(m.client_id);
    if (m.sender === me) {
      if (side.acked.has(seq)) {
        tally.duplicateAcks += 1;
        return;
      }
      side.acked.add(seq);
      side.ackIds.set(seq, Number(m.id));
      tally.acked += 1;
      const sent = side.sentAt.get(seq);
      if (sent !== undefined) ackLatencies.push(now - sent);
      return;
    }
    // From the friend: must be the next one they sent, exactly once (after a reconnect the history
    // page may have brought it already, and the order check starts again from here).
    if (side.received.has(seq)) {
      if (side.expectFromFriend !== -1 && seq < side.expectFromFriend) tally.duplicateDeliveries += 1;
    } else {
      if (side.expectFromFriend !== -1 && seq > side.expectFromFriend) tally.outOfOrder += 1;
      side.expectFromFriend = seq + 1;
      side.received.add(seq);
      tally.delivered += 1;
      // The text starts with "seq@sentAt": the friend's send time on this process's clock.
      const sentAt = Number(String(m.message).split(' ')[0]?.split('@')[1]);
      if (!Number.isNaN(sentAt)) deliveryLatencies.push(now - sentAt);
    }
  });
}

async function benchServer(): Promise<Record<string, unknown>> {
  const target = benchTarget({});
  try {
    const t0 = performance.now();
    const players = await seedPlayers(target.seed, 'c', PAIRS * 2);
    const seedSeconds = (performance.now() - t0) / 1000;
    await target.start();
    const { base, ws } = target;
    console.warn(`seeded ${players.length} players in ${seedSeconds.toFixed(1)} s; ${base}`);
    await mapLimit(
      Array.from({ length: PAIRS }, (_, i) => i),
      20,
      (i) => befriend(ws, players[2 * i]!, players[2 * i + 1]!),
    );
    console.warn(`made ${PAIRS} pairs of friends`);
    await analyzeDatabase(target.seed.databaseUrl);

    const sides: Side[] = [];
    for (let i = 0; i < PAIRS; i += 1) {
      const a = players[2 * i]!;
      const b = players[2 * i + 1]!;
      for (const [me, friend] of [
        [a, b],
        [b, a],
      ] as const) {
        sides.push({
          me,
          friend,
          sentAt: new Map(),
          acked: new Set(),
          ackIds: new Map(),
          expectFromFriend: 0,
          received: new Set(),
          sent: 0,
        });
      }
    }
    await mapLimit(sides, 50, async (side) => {
      side.socket = await openChat(ws, side);
    });
    console.warn(`opened ${sides.length} chat sockets`);

    const tally: Tally = {
      sent: 0,
      acked: 0,
      delivered: 0,
      duplicateAcks: 0,
      duplicateDeliveries: 0,
      outOfOrder: 0,
      refused: 0,
      errors: {},
      historyChecked: 0,
      historyMismatches: 0,
      reconnects: 0,
      resent: 0,
      recovered: 0,
      lostAcknowledged: 0,
    };
    const ackLatencies: number[] = [];
    const deliveryLatencies: number[] = [];
    const run = { over: false };
    const watch = (side: Side) => {
      attach(side, tally, ackLatencies, deliveryLatencies);
      side.socket?.once('close', () => {
        if (!run.over)
          reconnect(base, ws, side, tally, run, watch).catch((error: unknown) => console.error(`chat reconnect failed: ${String(error)}`));
      });
    };
    for (const side of sides) watch(side);

    const backends = await countBackends();
    const stopMeasuring = target.measure();
    const started = performance.now();
    const intervalMs = 1000 / RATE;
    const perSide = Math.round(SECONDS * RATE);
    // Each socket sends on its own clock, its first message at a random moment of the first interval.
    await Promise.all(
      sides.map(
        (side) =>
          new Promise<void>((resolve) => {
            const sendOne = () => {
              const seq = side.sent;
              side.sent += 1;
              const at = performance.now();
              side.sentAt.set(seq, at);
              tally.sent += 1;
              // The send time rides in the text, so the friend's side can measure delivery. While
              // the socket is being opened again, the reconnect sends it with the other unacknowledged ones.
              if (side.socket?.readyState === side.socket?.OPEN) side.socket?.send(chatFrame(side, seq, at));
              if (side.sent < perSide) setTimeout(sendOne, intervalMs);
              else resolve();
            };
            setTimeout(sendOne, Math.random() * intervalMs);
          }),
      ),
    );
    const sendingSeconds = (performance.now() - started) / 1000;
    const expected = tally.sent;
    const drainUntil = performance.now() + DRAIN_MS;
    while ((tally.acked < expected || tally.delivered + tally.recovered < expected) && performance.now() < drainUntil) await sleep(100);
    const drainedSeconds = (performance.now() - started) / 1000;
    console.warn(
      `sent ${expected} in ${sendingSeconds.toFixed(1)} s; ${tally.acked} acknowledged and ${tally.delivered} delivered (${tally.recovered} more read from history after ${tally.reconnects} reconnects) after ${drainedSeconds.toFixed(1)} s`,
    );
    const server = stopMeasuring();
    // PostgreSQL's backends publish their statistics within ten seconds of going idle.
    if (process.env.DATABASE_URL) await sleep(11_000);
    const backendLoadPerMessage = await backends(Math.max(1, tally.acked));

    // The stored history of a sample of conversations holds exactly the acknowledged messages.
    const sample = sides.filter((_, i) => i % 2 === 0).slice(0, HISTORY_SAMPLE);
    await mapLimit(sample, 10, async (side) => {
      const other = sides.find((s) => s.me === side.friend && s.friend === side.me)!;
      const response = await fetch(`${base}/simple-chat/history?sender=${side.me.username}&receiver=${side.friend.username}&limit=100`, {
        headers: { authorization: `Bearer ${side.me.token}` },
      });
      const history = (await response.json()) as Array<{ id: number }>;
      const ackedIds = [...side.ackIds.values(), ...other.ackIds.values()].sort((x, y) => x - y);
      const storedIds = history.map((m) => m.id);
      tally.historyChecked += 1;
      // Pages hold 100: compare the newest 100 when more were sent.
      if (JSON.stringify(storedIds) !== JSON.stringify(ackedIds.slice(-100))) tally.historyMismatches += 1;
      // Every acknowledged message must be stored: the whole conversation, page by page (older
      // pages by before_id), against every acknowledgement of both sides.
      const stored = new Set(storedIds);
      let oldest = storedIds.length > 0 ? Math.min(...storedIds) : 0;
      while (oldest > 0 && ackedIds.some((id) => id < oldest)) {
        const older = (await fetch(
          `${base}/simple-chat/history?sender=${side.me.username}&receiver=${side.friend.username}&limit=100&before_id=${oldest}`,
          { headers: { authorization: `Bearer ${side.me.token}` } },
        ).then((r) => r.json())) as Array<{ id: number }>;
        if (older.length === 0) break;
        for (const m of older) stored.add(m.id);
        oldest = Math.min(...older.map((m) => m.id));
      }
      tally.lostAcknowledged += ackedIds.filter((id) => !stored.has(id)).length;
    });
    run.over = true;
    for (const side of sides) side.socket?.close();
    return {
      target: target.description,
      pairs: PAIRS,
      sockets: sides.length,
      ratePerSocket: RATE,
      seconds: SECONDS,
      seedSeconds: Math.round(seedSeconds * 10) / 10,
      sendingSeconds: Math.round(sendingSeconds * 10) / 10,
      ack: summarise(ackLatencies),
      delivery: summarise(deliveryLatencies),
      messagesPerSecond: Math.round(tally.acked / sendingSeconds),
      tally,
      server,
      backendLoadPerMessage,
    };
  } finally {
    await target.stop();
  }
}

/** The same sockets and message pattern against a bare echo server. */
async function benchEcho(): Promise<LatencySummary> {
  const port = await freePort();
  const echo = await startNode(['bench/echo-server.mjs'], { PORT: String(port) }, /echo listening/);
  try {
    const sockets = await mapLimit(
      Array.from({ length: PAIRS * 2 }, (_, i) => i),
      50,
      () => openSocket(`ws://127.0.0.1:${port}`),
    );
    const latencies: number[] = [];
    const intervalMs = 1000 / RATE;
    const perSocket = Math.round(SECONDS * RATE);
    await Promise.all(
      sockets.map(
        (socket, i) =>
          new Promise<void>((resolve) => {
            let sent = 0;
            const inFlight: number[] = [];
            socket.on('message', () => {
              const at = inFlight.shift();
              if (at !== undefined) latencies.push(performance.now() - at);
              if (sent >= perSocket && inFlight.length === 0) resolve();
            });
            const sendOne = () => {
              sent += 1;
              inFlight.push(performance.now());
              socket.send(JSON.stringify({ type: 'text', message: `${sent} hello from socket ${i}`, client_id: `s${i}-${sent}` }));
              if (sent < perSocket) setTimeout(sendOne, intervalMs);
            };
            setTimeout(sendOne, Math.random() * intervalMs);
          }),
      ),
    );
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
    ratioToEcho: ratioTo(ack, echo),
  };
  console.log(JSON.stringify(result, null, 2));
  const t = server.tally as Tally;
  // A resend after a reconnect may be acknowledged twice (its first acknowledgement was still on
  // the way) and lands after newer messages: allowed only then, and never more than was resent.
  const reconnected = t.reconnects > 0;
  const clean =
    t.acked === t.sent &&
    t.delivered + t.recovered === t.sent &&
    t.lostAcknowledged === 0 &&
    t.duplicateAcks <= (reconnected ? t.resent : 0) &&
    t.duplicateDeliveries === 0 &&
    (reconnected || t.outOfOrder === 0) &&
    t.refused === 0 &&
    t.historyMismatches === 0;
  if (!clean) {
    console.error('FAILED: lost, duplicated, reordered or refused messages, or history that differs from the acknowledgements (see tally)');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
