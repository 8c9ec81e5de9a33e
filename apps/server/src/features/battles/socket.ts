import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  BATTLE_ERROR_CODES,
  CLOSE_CODES,
  ERROR_CODES,
  battleClientMessageSchema,
  type BattleClientMessage,
  type BattleServerMessageOf,
} from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { acceptLiveSocket, type LiveContext } from '../../realtime/connection.js';
import { battleInChannel, battleOutChannel, type Inbound } from './channels.js';
import { finishedReplay } from './replay.js';
import { dailyRunReplay, isKeptDailyRun } from './solo-replay.js';
import type { BattleRegistry } from './registry.js';
import type { BattleRow, BattleStore } from './store.js';
import type { RunOpeners } from './solo-runs.js';

/** A socket that hears nothing from the battle's owner this long after connecting is told so. */
const OWNER_SILENCE_MS = 5_000;

/** The battle sockets open on this instance, by user id. */
export interface BattleSockets {
  /** Closes every battle socket of the user here (the account was deleted). */
  closeUser(userId: string, code: number, reason: string): void;
}

/**
 * `/ws/battle/{id}?username&token`: one player's view of one battle, on any instance. The
 * socket relays the player's messages to the owner over `battle:{id}:in` and passes on what
 * the owner publishes to `battle:{id}:to:{username}`. Only the battle's two players may open
 * it (4003); an unknown battle closes with 4004. A battle running on this instance is known
 * from memory (two sockets a battle, at every join); any other is read from the database.
 */
export function registerBattleSocket(
  app: FastifyInstance,
  platform: Platform,
  store: BattleStore,
  registry: Pick<BattleRegistry, 'playerHere'>,
  /** Runs started by their player's socket (a friend challenge's turns, issue 31). */
  runs: RunOpeners = {},
): BattleSockets {
  const open = new Map<string, Set<LiveContext>>();
  const track = (context: LiveContext) => {
    const userId = context.user.id;
    const set = open.get(userId) ?? new Set<LiveContext>();
    set.add(context);
    open.set(userId, set);
    context.socket.once('close', () => {
      set.delete(context);
      if (set.size === 0 && open.get(userId) === set) open.delete(userId);
    });
  };

  app.get<{ Params: { id: string } }>('/ws/battle/:id', { websocket: true }, (socket, request) => {
    const battleId = request.params.id;
    acceptLiveSocket(platform, socket, request, {
      schema: battleClientMessageSchema,
      errorShape: (code, message) => ({ type: 'error', code, message }),
      // A drain waits for this socket while its battle is in play (see relay), never longer.
      mayCarryBattle: true,
      onOpen: async (context) => {
        track(context);
        const playingHere = registry.playerHere(battleId, context.user.id);
        if (playingHere !== undefined) return relay(platform, context, battleId.toLowerCase(), playingHere);
        const battle = await store.findById(battleId);
        if (!battle) return close(context, CLOSE_CODES.notFound, 'Battle not found');
        const username = playerName(battle, context.user.id);
        if (username === null) return close(context, CLOSE_CODES.forbidden, 'You are not a player in this battle');
        if (battle.status === 'waiting') return close(context, CLOSE_CODES.notFound, 'Battle has not started');
        if (battle.status === 'challenge') {
          // A challenge's turn starts (or goes on) when its player opens it; the other player waits for their turn.
          const opened = (await runs.challenge?.(battle, context.user.id)) ?? false;
          if (!opened) {
            // The challenger's turn, already played (a reload of its page): its result again.
            const played = await runs.playedTurn?.(battle, context.user.id);
            if (played) return runOver(platform, context, played);
            return close(context, CLOSE_CODES.forbidden, 'It is not your turn in this challenge');
          }
          return relay(platform, context, battle.id, username);
        }
        if (battle.status !== 'active') return over(platform, context, battle);
        return relay(platform, context, battle.id, username);
      },
    });
  });

  return {
    closeUser(userId, code, reason) {
      for (const context of [...(open.get(userId) ?? [])]) context.socket.close(code, reason);
    },
  };
}

/** A socket without a battle in play: a drain may close it (4012) like any idle socket. */
function notInBattle(platform: Platform, context: LiveContext): void {
  platform.drain.setInBattle(context.socket, () => false);
}

function close(context: LiveContext, code: number, reason: string): null {
  context.socket.close(code, reason);
  return null;
}

function playerName(battle: BattleRow, userId: string): string | null {
  if (battle.firstOpponentId === userId) return battle.firstOpponent;
  if (battle.secondOpponentId === userId) return battle.secondOpponent;
  // 2v2 (issue 32): the teams' second players.
  if (battle.firstPartnerId === userId) return battle.firstPartner;
  if (battle.secondPartnerId === userId) return battle.secondPartner;
  return null;
}

/** A finished or cancelled battle: its result (or its end), then the socket just answers errors. */
async function over(platform: Platform, context: LiveContext, battle: BattleRow) {
  notInBattle(platform, context);
  // A daily run is counted however it ended (issue 31): its own result, never a battle's.
  const daily = isKeptDailyRun(battle);
  if (daily) context.send(await dailyRunReplay(platform, battle));
  else if (battle.status === 'finished') context.send(await finishedReplay(platform, battle, context.user));
  context.send({
    type: 'battle_end',
    battle_id: battle.id,
    reason: battle.status === 'finished' || daily ? 'finished' : 'cancelled',
    message: daily ? 'The run is over' : battle.status === 'finished' ? 'The battle is over' : 'The battle was cancelled',
  });
  return {
    onMessage: (message: BattleClientMessage) =>
      message.type === 'ping' ? pong(context) : context.sendError(BATTLE_ERROR_CODES.battleOver, 'The battle is over'),
  };
}

/** A solo run that is over for this player (issue 31): its run_finished again, then its end. */
function runOver(platform: Platform, context: LiveContext, run: BattleServerMessageOf<'run_finished'>) {
  notInBattle(platform, context);
  context.send(run);
  context.send({ type: 'battle_end', battle_id: run.battle_id, reason: 'finished', message: 'The run is over' });
  return {
    onMessage: (message: BattleClientMessage) =>
      message.type === 'ping' ? pong(context) : context.sendError(BATTLE_ERROR_CODES.battleOver, 'The battle is over'),
  };
}

function pong(context: LiveContext): void {
  context.send({ type: 'pong', server_time: Date.now() });
}

async function relay(platform: Platform, context: LiveContext, battleId: string, username: string) {
  const connection = randomUUID();
  const inbound = (message: Inbound) =>
    platform.bus
      .publish(battleInChannel(battleId), message)
      .catch((err: unknown) => platform.log.warn({ err, battleId }, 'battle relay failed'));

  let heard = false;
  /** Set once the owner has said battle_finished or battle_end: it no longer takes moves. */
  let ended = false;
  /** When the last submit_answer left for the owner (performance.now()), until its answer_submitted comes back. */
  let answerSentAt = -1;
  const unsubscribe = await platform.bus.subscribe(battleOutChannel(battleId, username), (message) => {
    heard = true;
    if (typeof message !== 'object' || message === null) return;
    const type = (message as { type?: unknown }).type;
    if (type === 'battle_end' || type === 'battle_finished') ended = true;
    context.send(message);
    if (type === 'answer_submitted' && answerSentAt >= 0) {
      platform.metrics.answerAcknowledged(answerSentAt);
      answerSentAt = -1;
    }
  });
  await inbound({ kind: 'connected', username, connection });
  // The socket may have closed while we awaited: then nobody will call onClose, so leave now.
  if (context.socket.readyState !== context.socket.OPEN) {
    await unsubscribe();
    await inbound({ kind: 'disconnected', username, connection });
    return null;
  }
  // In play until the owner says it is over: a drain waits for this socket until then.
  platform.drain.setInBattle(context.socket, () => !ended);
  const silence = setTimeout(() => {
    if (!heard) context.sendError(ERROR_CODES.internal, 'The battle server is not responding. Please try again.');
  }, OWNER_SILENCE_MS);
  silence.unref();

  return {
    onMessage: async (message: BattleClientMessage) => {
      if (message.type === 'ping') return pong(context);
      // The owner has stopped listening: an answer now would vanish without a reply.
      if (ended) return context.sendError(BATTLE_ERROR_CODES.battleOver, 'The battle is over');
      if ('battle_id' in message && message.battle_id !== undefined && message.battle_id.toLowerCase() !== battleId) {
        return context.sendError(ERROR_CODES.answerOutOfRange, 'This socket belongs to another battle');
      }
      if ('username' in message && message.username !== undefined && message.username.toLowerCase() !== username.toLowerCase()) {
        return context.sendError(ERROR_CODES.forbidden, 'You can only act for your own account');
      }
      if (message.type === 'submit_answer') answerSentAt = performance.now();
      await inbound({ kind: 'message', username, connection, message });
    },
    onClose: () => {
      clearTimeout(silence);
      void unsubscribe().catch(() => undefined);
      void inbound({ kind: 'disconnected', username, connection });
    },
  };
}
