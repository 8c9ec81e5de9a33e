/**
 * A bench client process (forked by bench/battles.ts): holds its share of the sockets, so no
 * one process nears the 20,000-open-files limit and the client is never the bottleneck. It
 * creates its battles (REST), then on `join` brings each pair to the arena (both user
 * sockets), joins, waits for both `battle_started`, and plays the battle on the battle
 * sockets; the user sockets close once the battle starts, so a battle in play holds two
 * sockets. It reports each start and end live, and its samples, tally and own event-loop
 * delay at the end. It also runs the echo ceiling's share of sockets.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { emptyTally, playBattle, type Samples, type Tally, type Timings } from './battle-player.js';
import { nextOfType, openLean, socketErrors, type LeanSocket } from './lean-socket.js';
import type { Player } from './seed.js';
import { sleep } from './sockets.js';
import { mapLimit } from './stats.js';
import { joinPair, type JoinCounts } from './join-pair.js';

/** User sockets opened again during a join (a rolling restart closed them with 4012). */
const joinCounts: JoinCounts = { reconnects: 0 };

export interface Pair {
  readonly creator: Player;
  readonly joiner: Player;
  readonly sport: string;
  readonly level: string;
}

/** SOLO=1: one player alone in Play now, who meets a recorded run or the bot. */
export interface Solo {
  readonly player: Player;
  readonly sport: string;
  readonly level: string;
}

export type ToWorker =
  /**
   * `quickMatch`: no battles are created; on `join` both players of a pair use Play now (quick_match) instead.
   * `solos` (SOLO=1, instead of pairs): each arrives alone in Play now and plays the recorded run or bot it is given.
   */
  /** `mode` '2v2' (BATTLE_MODE=2v2): the pairs' players queue as singles for team battles. */
  | {
      type: 'create';
      base: string;
      pairs: Pair[];
      watchers: Player[];
      ws: string;
      quickMatch?: boolean;
      solos?: Solo[];
      mode?: '1v1' | '2v2';
    }
  /** Pairs arrive at `arrivalsPerSecond` (this worker's share), each on its own: an open arrival stream, as players reach an arena. */
  /** `only`: plays just the pairs or just the solos (SOLO=1 plays its warm-up pairs first, unmeasured). */
  | { type: 'join'; timings: Timings; arrivalsPerSecond: number; joinTimeoutMs: number; only?: 'pairs' | 'solos' }
  | { type: 'echo'; urls: string[]; sockets: number; timings: Timings };

export type FromWorker =
  | { type: 'created' }
  | { type: 'started' }
  | { type: 'ended' }
  | { type: 'done'; samples: Samples; join: number[]; joinAt: number[]; tally: Tally; eventLoopMs: { p99: number; max: number } }
  | { type: 'echoed'; latencies: number[] }
  | { type: 'failed'; error: string };

const send = (message: FromWorker) => process.send?.(message);
/**
 * The worker's event-loop delay over a join phase (benchClientEventLoopDelayMs). Its 10 ms timer
 * wakes an otherwise idle worker 100 times a second, a few milliseconds of CPU a second here:
 * it runs only while a phase is measured, not during the creates or the echo reference.
 */
const loop = monitorEventLoopDelay({ resolution: 10 });

let base = '';
let ws = '';
let battles: Array<Pair & { id: string }> = [];
/** The arena watchers' sockets: their frames are never decoded (lean-socket.ts drops them when onmessage is null). */
const watcherSockets: LeanSocket[] = [];

const userSocket = (p: Player) => openLean(`${ws}/ws?username=${p.username}&token=${p.token}`);

async function create(message: Extract<ToWorker, { type: 'create' }>): Promise<void> {
  ({ base, ws } = message);
  quickMatch = message.quickMatch ?? false;
  mode = message.mode ?? '1v1';
  solos = message.solos ?? [];
  // Some people keep the arena's list on screen the whole time: they get every live update.
  for (const watcher of message.watchers) {
    const socket = await userSocket(watcher);
    socket.send(JSON.stringify({ type: 'get_waiting_battles' }));
    watcherSockets.push(socket);
  }
  // Play now joins an open battle of the same sport and level first: none are created for it.
  if (message.quickMatch) {
    battles = message.pairs.map((pair) => ({ ...pair, id: '' }));
    send({ type: 'created' });
    return;
  }
  battles = await mapLimit(message.pairs, 8, async (pair) => {
    const response = await fetch(`${base}/battle/create?first_opponent=${pair.creator.username}&sport=${pair.sport}&level=${pair.level}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pair.creator.token}` },
    });
    if (!response.ok) throw new Error(`create ${response.status}: ${await response.text()}`);
    const { id } = (await response.json()) as { id: string };
    return { ...pair, id };
  });
  send({ type: 'created' });
}

let quickMatch = false;
let mode: '1v1' | '2v2' = '1v1';
let solos: Solo[] = [];

/**
 * QUICK_MATCH=1: both players of a pair arrive together and send quick_match; each one's time
 * from quick_match to its battle_started is a pairing sample (`join`). The server may pair
 * them with players of other pairs of the same sport and level: each plays the battle it got.
 */
async function quickMatchPair(
  players: [Player, Player],
  sport: string,
  level: string,
  message: Extract<ToWorker, { type: 'join' }>,
  into: { tally: Tally; samples: Samples; join: number[]; joinAt: number[]; started: number },
): Promise<void> {
  const sockets = await Promise.all(players.map(userSocket));
  const sentAt = performance.now();
  const ids = await Promise.all(
    sockets.map(async (socket) => {
      const started = nextOfType(socket, 'battle_started', undefined, message.joinTimeoutMs);
      socket.send(JSON.stringify({ type: 'quick_match', sport, level, ...(mode === '2v2' ? { mode } : {}) }));
      const id = await started.then(
        (m) => String(m.data),
        () => null,
      );
      if (id) {
        into.join.push(performance.now() - sentAt);
        into.joinAt.push(sentAt - into.started);
      }
      return id;
    }),
  );
  for (const s of sockets) s.close();
  if (ids.some((id) => id === null)) into.tally.joinsTimedOut += 1;
  send({ type: 'started' });
  const scores = await Promise.all(
    players.map((player, k) =>
      ids[k] ? playBattle(ws, ids[k], player, message.timings, into.tally, into.samples) : Promise.resolve(null),
    ),
  );
  if (ids[0] && ids[0] === ids[1] && JSON.stringify(scores[0]) !== JSON.stringify(scores[1])) into.tally.disagreements += 1;
  send({ type: 'ended' });
}

/**
 * SOLO=1: one player arrives alone and sends quick_match; after the server's GHOST_AFTER_MS it
 * gets a battle against a recorded run or the bot (the time to it is the `join` sample), and
 * plays it. quiz_ready's opponent_kind is counted in the tally, so a run shows what it met.
 */
async function soloMatch(
  { player, sport, level }: Solo,
  message: Extract<ToWorker, { type: 'join' }>,
  into: { tally: Tally; samples: Samples; join: number[]; joinAt: number[]; started: number },
): Promise<void> {
  const socket = await userSocket(player);
  const sentAt = performance.now();
  const started = nextOfType(socket, 'battle_started', undefined, message.joinTimeoutMs);
  socket.send(JSON.stringify({ type: 'quick_match', sport, level }));
  const id = await started.then(
    (m) => String(m.data),
    () => null,
  );
  socket.close();
  if (!id) {
    into.tally.joinsTimedOut += 1;
    return;
  }
  into.join.push(performance.now() - sentAt);
  into.joinAt.push(sentAt - into.started);
  send({ type: 'started' });
  await playBattle(ws, id, player, message.timings, into.tally, into.samples);
  send({ type: 'ended' });
}

async function joinAll(message: Extract<ToWorker, { type: 'join' }>): Promise<void> {
  loop.reset();
  loop.enable();
  const tally = emptyTally();
  const samples: Samples = { ack: [], bonusShortfall: [] };
  const join: number[] = [];
  /** When each measured join was sent, from the first arrival (the join timeline). */
  const joinAt: number[] = [];
  const playing: Array<Promise<void>> = [];
  // Pairs arrive at a steady rate whatever the server's pace (an open stream: a slow join
  // does not hold back the next arrival), and each battle then plays on its own.
  const started = performance.now();
  if (message.only !== 'pairs') {
    await Promise.all(
      solos.map(async (solo, i) => {
        await sleep(started + (i * 1000) / message.arrivalsPerSecond - performance.now());
        const play = soloMatch(solo, message, { tally, samples, join, joinAt, started });
        play.catch(() => undefined);
        playing.push(play);
      }),
    );
  }
  await Promise.all(
    (message.only === 'solos' ? [] : battles).map(async ({ id, creator, joiner, sport, level }, i) => {
      await sleep(started + (i * 1000) / message.arrivalsPerSecond - performance.now());
      if (quickMatch) {
        const play = quickMatchPair([creator, joiner], sport, level, message, { tally, samples, join, joinAt, started });
        play.catch(() => undefined);
        playing.push(play);
        return;
      }
      // Both user sockets, the join, both battle_started; through a rolling restart too (join-pair.ts).
      const sentAt = performance.now();
      const joined = await joinPair(userSocket, creator, joiner, id, message.joinTimeoutMs, joinCounts);
      // A join the server did not answer in time fails the run, but the rest still play and are measured.
      if (!joined) {
        tally.joinsTimedOut += 1;
        return;
      }
      join.push(performance.now() - sentAt);
      joinAt.push(sentAt - started);
      send({ type: 'started' });
      const play = (async () => {
        const [a, b] = await Promise.all([creator, joiner].map((p) => playBattle(ws, id, p, message.timings, tally, samples)));
        if (JSON.stringify(a) !== JSON.stringify(b)) tally.disagreements += 1;
        send({ type: 'ended' });
      })();
      // Held until every join is in; a failure meanwhile must not count as unhandled.
      play.catch(() => undefined);
      playing.push(play);
    }),
  );
  await Promise.all(playing);
  for (const socket of watcherSockets) socket.close();
  loop.disable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  // Opens that failed are tried again (join-pair.ts) and do not show in the tally.
  if (Object.keys(socketErrors).length > 0) console.warn(`bench worker: socket errors ${JSON.stringify(socketErrors)}`);
  if (joinCounts.reconnects > 0)
    console.warn(`bench worker: ${joinCounts.reconnects} user sockets opened again during joins (4012: an instance drained)`);
  send({ type: 'done', samples, join, joinAt, tally, eventLoopMs: { p99: ms(loop.percentile(99)), max: ms(loop.max) } });
}

/** The same socket count and message pattern against bare echo servers: the ceiling. */
async function echo(message: Extract<ToWorker, { type: 'echo' }>): Promise<void> {
  const { urls, timings } = message;
  const sockets = await mapLimit(
    Array.from({ length: message.sockets }, (_, i) => i),
    50,
    (i) => openLean(urls[i % urls.length] as string),
  );
  const latencies: number[] = [];
  for (let round = 0; round < timings.questions; round += 1) {
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            setTimeout(
              () => {
                const sentAt = performance.now();
                socket.onmessage = () => {
                  socket.onmessage = null;
                  latencies.push(performance.now() - sentAt);
                  resolve();
                };
                socket.send(
                  JSON.stringify({ type: 'submit_answer', battle_id: 'x', username: 'y', answer: 'Answer text', question_index: round }),
                );
              },
              200 + Math.random() * timings.questionMs * 0.7,
            );
          }),
      ),
    );
    await sleep(timings.pauseMs);
  }
  for (const socket of sockets) socket.close();
  send({ type: 'echoed', latencies });
}

process.on('message', (message: ToWorker) => {
  const task = message.type === 'create' ? create(message) : message.type === 'join' ? joinAll(message) : echo(message);
  task.catch((error: unknown) => send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
});

// The run ends its workers with SIGTERM: exiting normally lets --cpu-prof (BENCH_WORKER_NODE_ARGS) write its profile.
process.on('SIGTERM', () => process.exit(0));
