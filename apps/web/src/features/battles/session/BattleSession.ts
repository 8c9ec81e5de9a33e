import type { BattleFinishedData, BattleServerMessage, LiveError } from '@fanclash/protocol';
import { BattleSocket, type BattleSocketOptions, type BattleSocketStatus } from './battleSocket';
import { sessionReducer } from './sessionReducer';
import { initialSessionState, type BattleSessionState, type SessionAction } from './sessionState';

export interface BattleSessionSnapshot {
  readonly state: BattleSessionState;
  readonly connection: BattleSocketStatus;
  /** Set when the connection is gone for good. */
  readonly gaveUp: { readonly code: number; readonly reason: string } | null;
}

export interface BattleSessionOptions {
  battleId: string;
  username: string;
  getToken: () => Promise<string | null>;
  renewToken: () => Promise<string | null>;
  /** Runs once, when the result arrives (saves the new stats, refreshes lists). */
  onFinished: (result: BattleFinishedData) => void;
  /** Injected in tests. */
  socket?: Pick<BattleSocketOptions, 'createSocket' | 'url'>;
}

/**
 * One battle as the pages see it: the socket, the reduced state and the error events. A
 * store for useSyncExternalStore, so the countdown, quiz and result pages read one state.
 */
export class BattleSession {
  private snapshot: BattleSessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly errorListeners = new Set<(error: LiveError) => void>();
  private readonly socket: BattleSocket;
  private reportedFinish = false;
  private askedForReplay = false;

  constructor(private readonly options: BattleSessionOptions) {
    this.snapshot = { state: initialSessionState(options.battleId, options.username), connection: 'connecting', gaveUp: null };
    this.socket = new BattleSocket({
      battleId: options.battleId,
      username: options.username,
      getToken: options.getToken,
      renewToken: options.renewToken,
      onMessage: (message) => this.receive(message),
      onStatus: (connection) => {
        if (connection === 'reconnecting') this.dispatch({ type: 'reconnecting' });
        this.update({ connection });
      },
      onGiveUp: (gaveUp) => this.update({ gaveUp }),
      ...options.socket,
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): BattleSessionSnapshot => this.snapshot;

  /** Battle-socket `error` messages, for the page to show ('Battle error: {message}'). */
  onError(listener: (error: LiveError) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  start(): void {
    this.update({ gaveUp: null });
    this.socket.start();
  }

  stop(): void {
    this.socket.stop();
  }

  /**
   * Sends the chosen answer's text for the current question. Spec section 4: only for a
   * question index within the battle's questions. False when it could not be sent.
   */
  submitAnswer(questionIndex: number, answer: string): boolean {
    const { state } = this.snapshot;
    if (questionIndex < 0 || questionIndex >= state.total) return false;
    return this.socket.send({
      type: 'submit_answer',
      battle_id: state.battleId,
      username: state.me,
      answer,
      question_index: questionIndex,
    });
  }

  /** Tells the server the countdown reached zero here (only logged: the server's clock decides). */
  countdownFinished(): void {
    this.socket.send({ type: 'countdown_finished', battle_id: this.snapshot.state.battleId });
  }

  /** Asks for a fresh battle_state, e.g. when the tab comes back from the background. */
  requestState(): void {
    this.socket.send({ type: 'get_state', battle_id: this.snapshot.state.battleId });
  }

  /** Leaves for good: the opponent wins by forfeit. */
  quit(): boolean {
    const { state } = this.snapshot;
    return this.socket.send({ type: 'quit_battle', battle_id: state.battleId, username: state.me });
  }

  private receive(message: BattleServerMessage): void {
    this.dispatch({ type: 'message', message, receivedAt: Date.now() });
    if (message.type === 'error') for (const listener of this.errorListeners) listener(message);
    const { finished, ended } = this.snapshot.state;
    if (finished && !this.reportedFinish) {
      this.reportedFinish = true;
      this.options.onFinished(finished);
    }
    // Over: a reconnect could only replay the end.
    if (ended) this.socket.stop();
    else if (message.type === 'battle_state' && message.status === 'finished' && !finished && !this.askedForReplay) {
      // A snapshot of a finished battle has no result in it; a new connection gets the stored one replayed.
      this.askedForReplay = true;
      this.socket.stop();
      this.socket.start();
    }
  }

  private dispatch(action: SessionAction): void {
    const state = sessionReducer(this.snapshot.state, action);
    if (state !== this.snapshot.state) this.update({ state });
  }

  private update(change: Partial<BattleSessionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
