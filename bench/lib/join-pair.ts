/**
 * The create-and-join arrival of bench/lib/battle-worker.ts (both players' user sockets, the
 * joiner's join_battle, both battle_started), riding out a rolling restart. A user socket that
 * closes before its battle_started (4012 'Instance draining': its instance is restarting) is
 * opened again at once (nginx gives it another instance) and asks where the battle stands, once
 * a second, with start_battle: battle_started when the join went through; for the joiner,
 * battle_not_started means it did not, and the join is sent again. Without a restart this is
 * exactly the plain arrival: one join_battle, two battle_started.
 */
import { OPEN, text, typeSniffer, type LeanSocket } from './lean-socket.js';
import type { Player } from './seed.js';
import { sleep } from './sockets.js';

const NOT_STARTED = 'battle_not_started';
/** A user socket's messages a join reads (presence and the like are dropped undecoded). */
const sniffType = typeSniffer(['battle_started', 'error']);

export interface JoinCounts {
  /** User sockets opened again after the server closed them during a join. */
  reconnects: number;
}

/** Opens a user socket, trying again for a few seconds when the cluster is between instances. */
async function openRetrying(open: (p: Player) => Promise<LeanSocket>, player: Player, until: number): Promise<LeanSocket> {
  for (;;) {
    try {
      return await open(player);
    } catch (error) {
      if (performance.now() > until) throw error;
      await sleep(200);
    }
  }
}

/** Resolves true once both players heard battle_started for `battleId`, false after `timeoutMs`. */
export async function joinPair(
  open: (p: Player) => Promise<LeanSocket>,
  creator: Player,
  joiner: Player,
  battleId: string,
  timeoutMs: number,
  counts: JoinCounts,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  const join = JSON.stringify({ type: 'join_battle', username: joiner.username, battle_id: battleId });
  const ask = JSON.stringify({ type: 'start_battle', battle_id: battleId });

  const side = async (isJoiner: boolean, socket: LeanSocket): Promise<boolean> => {
    let reconnected = false;
    for (;;) {
      const outcome = await new Promise<'started' | 'closed' | 'timeout'>((resolve) => {
        const poll: { timer?: NodeJS.Timeout } = {};
        const finish = (result: 'started' | 'closed' | 'timeout') => {
          clearTimeout(timer);
          clearInterval(poll.timer);
          socket.onmessage = null;
          socket.onclose = null;
          resolve(result);
        };
        const timer = setTimeout(() => finish('timeout'), Math.max(0, deadline - performance.now()));
        socket.onmessage = (data, start, end) => {
          const sniffed = sniffType(data, start, end);
          if (sniffed === '' || (sniffed === 'error' && !(isJoiner && reconnected))) return;
          const m = JSON.parse(text(data, start, end)) as { type?: string; data?: unknown; code?: string };
          if (m.type === 'battle_started' && m.data === battleId) finish('started');
          else if (isJoiner && reconnected && m.type === 'error' && m.code === NOT_STARTED) socket.send(join);
        };
        socket.onclose = () => finish('closed');
        if (!reconnected) {
          if (isJoiner) socket.send(join);
          return;
        }
        const askNow = () => socket.readyState === OPEN && socket.send(ask);
        askNow();
        poll.timer = setInterval(askNow, 1_000);
      });
      if (outcome !== 'closed') {
        socket.close();
        return outcome === 'started';
      }
      counts.reconnects += 1;
      reconnected = true;
      try {
        socket = await openRetrying(open, isJoiner ? joiner : creator, deadline);
      } catch {
        return false;
      }
    }
  };

  const [creatorSocket, joinerSocket] = await Promise.all([openRetrying(open, creator, deadline), openRetrying(open, joiner, deadline)]);
  const [a, b] = await Promise.all([side(false, creatorSocket), side(true, joinerSocket)]);
  return a && b;
}
