import type { BattleServerMessage, UserServerMessage, UserStats } from '@fanclash/protocol';
import type { Clock } from '../../../lib/clock.js';
import { startBattle, step, type BattleInit } from './machine.js';
import { BattleGoneError } from './battle-gone.js';
import type { Scheduler } from './scheduler.js';
import type { AnswerRecord, BattleEvent, BattleOutcome, BattleState, CancelReason, Effect, TimerKey } from './types.js';

/** What the runner needs from the outside world; the registry wires it to the bus and database. */
export interface RunnerPorts {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  send(username: string, message: BattleServerMessage): void;
  notifyUser(userId: string, message: UserServerMessage): void;
  /** Writes the result in one transaction; answers the players' new stats. */
  persist(outcome: BattleOutcome, answers: readonly AnswerRecord[]): Promise<Record<string, UserStats>>;
  cancelBattle(reason: CancelReason): Promise<void>;
  questionServed(bankId: string): Promise<void>;
  onClosed(): void;
  onError(err: unknown, what: string): void;
}

export { BattleGoneError };

const PERSIST_ATTEMPTS = 3;
const PERSIST_RETRY_MS = 500;

/**
 * Executes one battle's effects: timers, messages, database writes. Events are handled one
 * at a time (the machine is synchronous; async results come back as events).
 */
export class BattleRunner {
  private current: BattleState;
  private readonly timers = new Map<TimerKey, () => void>();
  private readonly pending = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    init: BattleInit,
    private readonly ports: RunnerPorts,
  ) {
    const started = startBattle(init, ports.clock.now());
    this.current = started.state;
    this.runAll(started.effects);
  }

  get state(): BattleState {
    return this.current;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  dispatch(event: BattleEvent): void {
    if (this.closed) return;
    const { state, effects } = step(this.current, event, this.ports.clock.now());
    this.current = state;
    this.runAll(effects);
  }

  /** Resolves once every database write started so far has settled (used at shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private runAll(effects: readonly Effect[]): void {
    for (const effect of effects) {
      try {
        this.run(effect);
      } catch (err) {
        this.ports.onError(err, `battle effect ${effect.kind}`);
      }
    }
  }

  private run(effect: Effect): void {
    switch (effect.kind) {
      case 'send':
        return this.ports.send(effect.to, effect.message);
      case 'notify_user':
        return this.ports.notifyUser(effect.userId, effect.message);
      case 'schedule': {
        this.timers.get(effect.key)?.();
        const cancel = this.ports.scheduler.at(effect.at, () => {
          this.timers.delete(effect.key);
          this.dispatch(effect.event);
        });
        this.timers.set(effect.key, cancel);
        return;
      }
      case 'cancel_timer':
        this.timers.get(effect.key)?.();
        this.timers.delete(effect.key);
        return;
      case 'question_served':
        return this.track(this.ports.questionServed(effect.bankId), 'record served question');
      case 'persist':
        return this.track(this.persist(effect.outcome, effect.answers), 'persist battle result');
      case 'cancel_battle':
        return this.track(this.cancelThenReport(effect.reason), 'cancel battle');
      case 'close':
        return this.close();
      default:
        return assertNever(effect);
    }
  }

  /** Retries a transient failure a few times; the players get battle_finished only after a write. */
  private async persist(outcome: BattleOutcome, answers: readonly AnswerRecord[]): Promise<void> {
    for (let attempt = 1; attempt <= PERSIST_ATTEMPTS; attempt += 1) {
      try {
        const updatedUsers = await this.ports.persist(outcome, answers);
        this.dispatch({ type: 'result_persisted', updatedUsers });
        return;
      } catch (err) {
        if (err instanceof BattleGoneError && err.endedBecause) {
          // Ended on purpose elsewhere (a challenge whose other player left): called off, not a failure.
          this.dispatch({ type: 'result_failed', reason: err.endedBecause });
          return;
        }
        this.ports.onError(err, `persist battle result (attempt ${attempt})`);
        if (err instanceof BattleGoneError) break;
        if (attempt < PERSIST_ATTEMPTS)
          await new Promise<void>((resolve) => this.ports.scheduler.at(this.ports.clock.now() + PERSIST_RETRY_MS * attempt, resolve));
      }
    }
    this.dispatch({ type: 'result_failed' });
  }

  /** The players hear of a cancellation after the write; if the write fails they still hear (the sweep tidies up). */
  private async cancelThenReport(reason: CancelReason): Promise<void> {
    try {
      await this.ports.cancelBattle(reason);
    } finally {
      this.dispatch({ type: 'cancel_written' });
    }
  }

  private track(work: Promise<unknown>, what: string): void {
    const guarded = work.catch((err: unknown) => this.ports.onError(err, what));
    this.pending.add(guarded);
    void guarded.finally(() => this.pending.delete(guarded));
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
    this.ports.onClosed();
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled battle effect: ${JSON.stringify(value)}`);
}
