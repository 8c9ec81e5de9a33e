import type { UserStats } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { battleInChannel, battleOutChannel, inboundSchema, type Inbound } from './channels.js';
import type { BattleInit } from './engine/machine.js';
import { BattleGoneError, BattleRunner } from './engine/runner.js';
import { timerScheduler, type Scheduler } from './engine/scheduler.js';
import type { ResultStore } from './result-store.js';
import type { BattleStore } from './store.js';
import { SeenQuestionsWriter } from './seen-writer.js';
import { battleOpponentKind, isLive } from './engine/participants.js';
import type { AnswerRecord, BattleOutcome } from './engine/types.js';
import { answerRecords } from './engine/ending.js';
import { countsTowardStats } from './modes.js';
import type { RunToRecord } from './result-procedure.js';
import type { EndedElsewhere } from './solo-runs.js';

/** How a solo run's end is written when not as a battle's result from 'active' (registry.start). */
export interface RunHooks {
  persist?(outcome: BattleOutcome, answers: readonly AnswerRecord[]): Promise<Record<string, UserStats>>;
  fromStatus?: 'active' | 'challenge';
  /**
   * A live player's answer was just counted: their answers so far and score (a daily run keeps
   * them as they come, so a run cut short by a lost server counts with what was answered).
   * Calls are made one after another, in the order of the answers.
   */
  answered?(username: string, answers: readonly AnswerRecord[], score: number): Promise<void>;
  /** Why the battle was ended elsewhere, when the result finds it gone (solo-runs.ts). */
  endedBecause?: EndedElsewhere;
}

interface OwnedBattle {
  readonly runner: BattleRunner;
  /** Open battle sockets per player, on any instance. */
  readonly connections: Map<string, Set<string>>;
  stop(): Promise<void>;
}

/**
 * The battles this instance owns. Owning a battle means running its machine and listening on
 * `battle:{id}:in`; the instance whose join UPDATE succeeded becomes the owner. Players'
 * sockets may be on any instance: everything reaches them through the bus.
 */
export class BattleRegistry {
  private readonly owned = new Map<string, OwnedBattle>();
  /**
   * Each player of a battle played here as an ordinary battle (no hooks: status 'active' in the
   * database, with seats), with the latest such battle and when it started (startedSince).
   */
  private readonly seated = new Map<string, { readonly battleId: string; readonly startedAt: number }>();
  private readonly closing = new Set<Promise<void>>();
  private readonly seen: SeenQuestionsWriter;

  constructor(
    private readonly platform: Platform,
    private readonly store: BattleStore,
    private readonly results: ResultStore,
    private readonly scheduler: Scheduler = timerScheduler(platform.clock),
  ) {
    this.seen = new SeenQuestionsWriter(store, platform.log);
  }

  /** Writes the served questions still buffered (tests read them right after a battle). */
  flushSeen(): Promise<void> {
    return this.seen.flush();
  }

  /** Battles running here now (the metrics gauge). */
  get running(): number {
    return this.owned.size;
  }

  owns(battleId: string): boolean {
    return this.owned.has(battleId);
  }

  /**
   * The name `userId` plays under in a battle running here, or undefined (not owned here, over,
   * or not a player). A battle socket opened on the owner needs no database read to know it.
   */
  playerHere(battleId: string, userId: string): string | undefined {
    const battle = this.owned.get(battleId.toLowerCase());
    if (!battle || battle.runner.isClosed) return undefined;
    // Only a live seat: a challenger whose kept run is being played against (issue 31) has no say in it.
    return battle.runner.state.players.find((p) => p.userId === userId && isLive(p))?.username;
  }

  /**
   * The battle running here that `userId` sits in and that started after `since` (ms), as the
   * database's seats answer it (BattleStore.startedSince). Only where one instance runs every
   * battle (a memory bus) is that the whole answer; there it spares a read on every user socket.
   */
  startedSince(userId: string, since: number): string | undefined {
    const seat = this.seated.get(userId);
    if (!seat || seat.startedAt <= since || this.owned.get(seat.battleId)?.runner.isClosed !== false) return undefined;
    return seat.battleId;
  }

  /**
   * Runs the battle here; resolves once its inbound channel is listened to. A solo run (issue 31)
   * may write its end its own way (`persist`: the challenger's run of a challenge) or write the
   * result from another status than 'active' (`fromStatus`: the friend's run of a challenge).
   */
  async start(init: BattleInit, hooks: RunHooks = {}): Promise<void> {
    const { platform } = this;
    const id = init.battleId;
    const userIds = init.players.flatMap((p) => (p.userId ? [p.userId] : []));
    const log = platform.log.child({ battleId: id });
    // Filled in once subscribed; the runner may only close after that (its first timer is a grace away).
    const subscription: { stop?: () => Promise<void> } = {};

    // A recorded run or the bot has no socket: nothing is sent to them.
    const live = new Set(init.players.filter(isLive).map((p) => p.username));
    const opponentKind = battleOpponentKind(init.players);
    let kept = Promise.resolve();
    // Each player's channel name built once: a name concatenated afresh for every message had to
    // be flattened and hashed again by the bus's channel lookup.
    const outChannels = new Map(init.players.map((p) => [p.username, battleOutChannel(id, p.username)]));
    const outChannel = (username: string) => outChannels.get(username) ?? battleOutChannel(id, username);
    const runner = new BattleRunner(init, {
      clock: platform.clock,
      scheduler: this.scheduler,
      send: (username, message) => {
        if (!live.has(username)) return;
        const { answered } = hooks;
        if (answered && message.type === 'answer_submitted') {
          const player = runner.state.players.find((p) => p.username === username);
          const answers = answerRecords(runner.state).filter((a) => a.username === username);
          kept = kept
            .then(() => answered(username, answers, player?.score ?? 0))
            .catch((err: unknown) => log.warn({ err }, 'keeping an answer failed'));
        }
        void platform.bus.publish(outChannel(username), message).catch((err: unknown) => log.warn({ err }, 'battle send failed'));
      },
      notifyUser: (userId, message) =>
        void platform.live.sendToUser(userId, message).catch((err: unknown) => log.warn({ err }, 'user notify failed')),
      persist: async (outcome, answers) => {
        if (hooks.persist) return hooks.persist(outcome, answers);
        const battle = { id, sport: init.sport, level: init.level, questionIds: init.questions.map((q) => q.bankId) };
        const mode = {
          countsTowardStats: countsTowardStats(opponentKind),
          // A daily run's questions are everyone's today: not a run to replay to lone players.
          runs: opponentKind === 'daily' ? [] : runsToRecord(init, outcome, answers),
          ...(hooks.fromStatus ? { fromStatus: hooks.fromStatus } : {}),
        };
        const rows = await this.results
          .persistResult(battle, init.players, outcome, answers, new Date(platform.clock.now()), mode)
          .catch(async (err: unknown) => {
            const why = err instanceof BattleGoneError && hooks.endedBecause ? await hooks.endedBecause() : null;
            throw why ? new BattleGoneError(err instanceof Error ? err.message : String(err), why) : err;
          });
        const stats: Record<string, UserStats> = {};
        const ranks = await platform.users.rankings(rows);
        rows.forEach((row, i) => {
          const player = init.players.find((p) => p.userId === row.id);
          if (!player) return;
          const { totalBattle, winBattle, winRate, streak } = row;
          stats[player.username] = { totalBattle, winBattle, winRate, streak, ranking: ranks[i] ?? 1 };
        });
        return stats;
      },
      cancelBattle: async () => void (await this.store.cancelActive(id, new Date(platform.clock.now()))),
      questionServed: async (bankId) => this.seen.record(userIds, bankId, new Date(platform.clock.now())),
      onClosed: () => {
        this.owned.delete(id);
        for (const userId of userIds) if (this.seated.get(userId)?.battleId === id) this.seated.delete(userId);
        const done = (subscription.stop?.() ?? Promise.resolve()).catch((err: unknown) => log.warn({ err }, 'battle unsubscribe failed'));
        this.closing.add(done);
        void done.finally(() => this.closing.delete(done));
      },
      onError: (err, what) => log.error({ err }, `battle: ${what} failed`),
    });
    const battle: OwnedBattle = { runner, connections: new Map(), stop: async () => runner.drain() };
    if (runner.isClosed) return;
    this.owned.set(id, battle);
    if (Object.keys(hooks).length === 0) {
      const startedAt = platform.clock.now();
      for (const p of init.players) if (p.userId && isLive(p)) this.seated.set(p.userId, { battleId: id, startedAt });
    }
    subscription.stop = await platform.bus.subscribe(battleInChannel(id), (raw) => {
      const parsed = inboundSchema.safeParse(raw);
      if (!parsed.success) return log.warn({ issues: parsed.error.issues }, 'malformed battle inbound message');
      this.receive(battle, parsed.data);
    });
  }

  private receive(battle: OwnedBattle, inbound: Inbound): void {
    const { runner, connections } = battle;
    const player = runner.state.players.find((p) => p.username.toLowerCase() === inbound.username.toLowerCase());
    // Only live seats are played from a socket (a recorded, scripted, absent or deferred one never).
    if (!player || !isLive(player)) return;
    const username = player.username;
    switch (inbound.kind) {
      case 'connected': {
        const set = connections.get(username) ?? new Set<string>();
        set.add(inbound.connection);
        connections.set(username, set);
        return runner.dispatch({ type: 'player_connected', username });
      }
      case 'disconnected': {
        const set = connections.get(username);
        if (!set?.delete(inbound.connection)) return;
        // Another tab (or the reconnected socket) is still open: the player has not left.
        if (set.size === 0) runner.dispatch({ type: 'player_disconnected', username });
        return;
      }
      case 'message': {
        const { message } = inbound;
        switch (message.type) {
          case 'submit_answer':
            return runner.dispatch({ type: 'answer_submitted', username, questionIndex: message.question_index, answer: message.answer });
          case 'ready':
          case 'get_state':
            return runner.dispatch({ type: 'state_requested', username });
          case 'quit_battle':
            return runner.dispatch({ type: 'quit', username });
          case 'countdown_finished':
          case 'ping':
            // The server's clock starts the first question; the client's countdown is only a display.
            return;
          default:
            return assertNever(message);
        }
      }
      default:
        return assertNever(inbound);
    }
  }

  /**
   * The user is gone for good (account deleted): in every battle they play here, they quit now
   * (a forfeit win for the opponent, stats written; in the lobby a cancel without stats)
   * rather than after the reconnect grace, since they cannot come back.
   */
  playerGone(userId: string): void {
    for (const { runner } of [...this.owned.values()]) {
      const player = runner.state.players.find((p) => p.userId === userId);
      if (player) runner.dispatch({ type: 'quit', username: player.username });
    }
  }

  /** Server shutdown: running battles are cancelled (nothing half-played is kept), results in flight are written. */
  async stop(): Promise<void> {
    const battles = [...this.owned.values()];
    for (const battle of battles) battle.runner.dispatch({ type: 'abort', reason: 'server_restart' });
    await Promise.allSettled(battles.map((b) => b.stop()));
    await Promise.allSettled([...this.closing]);
    await this.seen.flush();
  }
}

/**
 * Each human player's run of a completed battle, whoever the opponent was (a person, a recorded
 * run or the bot): the first lone fan's game is the next one's opponent. A forfeited battle's
 * runs are partial and are not kept.
 */
export function runsToRecord(init: BattleInit, outcome: BattleOutcome, answers: readonly AnswerRecord[]): RunToRecord[] {
  if (outcome.reason !== 'completed') return [];
  return init.players.flatMap((player) => {
    if (!player.userId || !isLive(player)) return [];
    const mine = answers.filter((a) => a.username === player.username);
    return [
      {
        userId: player.userId,
        sport: init.sport,
        level: init.level,
        questionIds: init.questions.map((q) => q.bankId),
        answers: init.questions.map((_, i) => {
          const answer = mine.find((a) => a.questionIndex === i);
          return answer ? { index: answer.answerIndex, elapsed_ms: Math.round(answer.elapsedMs) } : { index: null, elapsed_ms: 0 };
        }),
        score: outcome.finalScores[player.username] ?? 0,
      },
    ];
  });
}

function assertNever(value: never): never {
  throw new Error(`Unhandled battle inbound: ${JSON.stringify(value)}`);
}
