import type { BattleServerMessage, Language, OpponentKind, ServedBattleQuestion, UserServerMessage, UserStats } from '@fanclash/protocol';

/**
 * The battle engine's vocabulary. The machine (machine.ts) is a pure function
 * `(state, event, now) -> { state, effects }`; the runner (runner.ts) owns the timers, the
 * sockets and the database and turns effects into actions.
 */

export interface EngineConfig {
  readonly countdownMs: number;
  readonly questionMs: number;
  readonly pauseMs: number;
  /** An answer still counts if it arrives this long after the deadline (network transit). */
  readonly answerGraceMs: number;
  /** How long a player may be away (or take to connect at the start) before forfeiting. */
  readonly reconnectGraceMs: number;
}

/** One question in both languages; answers are in the same order in both. */
export interface EngineQuestion {
  /** The bank's id: stored and recorded as seen, never sent (it can name the answer). */
  readonly bankId: string;
  readonly served: Readonly<Record<Language, ServedBattleQuestion>>;
  readonly correctIndex: number;
}

/** A planned answer of a replayed or scripted participant: the answer's index (null: none) and when, after the question is sent. */
export interface PlannedAnswer {
  readonly answerIndex: number | null;
  readonly elapsedMs: number;
}

/**
 * Who plays a seat (architecture: "Modes, one engine"). A live participant answers from a
 * socket; a replayed one is a real player's recorded run, its answers at their recorded times;
 * a scripted one is the bot. Replayed and scripted participants are always present and answer
 * by their plan (by question index) on the server's clock; nothing is sent to them.
 */
export type Participant =
  | { readonly kind: 'live' }
  | { readonly kind: 'replayed'; readonly runId: string; readonly plan: readonly PlannedAnswer[] }
  | { readonly kind: 'scripted'; readonly plan: readonly PlannedAnswer[] }
  /**
   * A solo run's empty seat (the challenger's run of a challenge, a daily run): nobody answers,
   * rounds close when the live player answers, the run is kept whatever way it ends (solo.ts).
   * `shows` is how the seat is labelled to the player.
   */
  | { readonly kind: 'absent'; readonly shows: OpponentKind }
  /**
   * A person who played these questions earlier (the challenger, when the friend plays a
   * challenge): their answers are applied as each question is asked, at their recorded times,
   * and kept secret from the live player until the result (solo.ts).
   */
  | { readonly kind: 'deferred'; readonly plan: readonly PlannedAnswer[] };

export interface PlayerInit {
  readonly username: string;
  readonly userId: string | null;
  readonly language: Language;
  readonly avatar: string;
  /** Live when absent. */
  readonly participant?: Participant;
}

export interface RecordedAnswer {
  /** The chosen answer's position (the same in both languages). */
  readonly answerIndex: number;
  readonly answer: string;
  readonly correct: boolean;
  readonly points: number;
  /** Server time from the question being sent to the answer arriving. */
  readonly elapsedMs: number;
}

export interface PlayerState extends PlayerInit {
  readonly connected: boolean;
  readonly score: number;
  /** By question index; undefined where no answer counted. */
  readonly answers: ReadonlyArray<RecordedAnswer | undefined>;
  /** 2v2 (teams.ts): quit, or away past the reconnect grace; cleared when the player comes back. */
  readonly gone?: boolean;
}

/** Two seats (1v1) or four (2v2, teams.ts orders them). */
export type Seats<T> = readonly [T, T, ...T[]];

export interface BattleOutcome {
  readonly reason: 'completed' | 'forfeit';
  readonly finalScores: Readonly<Record<string, number>>;
  /** null on a draw. */
  readonly winner: string | null;
  readonly loser: string | null;
  readonly forfeitedBy: string | null;
  /** 2v2 (teams.ts): the winning and losing teams' players (empty on a draw); absent in 1v1. */
  readonly winners?: readonly string[];
  readonly losers?: readonly string[];
}

export type CancelReason = 'abandoned' | 'no_show' | 'server_restart' | 'error' | 'opponent_left';

export type Phase =
  /** Waiting for both battle sockets; each player has a connect deadline. */
  | { readonly name: 'lobby' }
  | { readonly name: 'countdown'; readonly endsAt: number }
  | { readonly name: 'question'; readonly index: number; readonly startedAt: number; readonly deadline: number }
  | { readonly name: 'pause'; readonly index: number; readonly endsAt: number }
  /** The result is being written; nothing more is accepted. */
  | { readonly name: 'finishing'; readonly outcome: BattleOutcome }
  | { readonly name: 'finished'; readonly outcome: BattleOutcome }
  | { readonly name: 'cancelled'; readonly reason: CancelReason };

export interface BattleState {
  readonly battleId: string;
  readonly sport: string;
  readonly level: string;
  readonly config: EngineConfig;
  readonly questions: readonly EngineQuestion[];
  readonly players: Seats<PlayerState>;
  readonly phase: Phase;
}

/** Events that timers deliver; the runner schedules them at the time an effect names. */
export type TimerEvent =
  | { readonly type: 'countdown_elapsed' }
  | { readonly type: 'round_deadline'; readonly index: number }
  | { readonly type: 'pause_elapsed'; readonly index: number }
  | { readonly type: 'forfeit_deadline'; readonly username: string }
  /** A replayed or scripted participant's planned answer to this question falls due. */
  | { readonly type: 'planned_answer'; readonly username: string; readonly index: number };

export type BattleEvent =
  | TimerEvent
  | { readonly type: 'player_connected'; readonly username: string }
  | { readonly type: 'player_disconnected'; readonly username: string }
  | { readonly type: 'state_requested'; readonly username: string }
  | { readonly type: 'answer_submitted'; readonly username: string; readonly questionIndex: number; readonly answer: string }
  | { readonly type: 'quit'; readonly username: string }
  | { readonly type: 'result_persisted'; readonly updatedUsers: Readonly<Record<string, UserStats>> }
  /** `reason`: the battle was ended on purpose elsewhere (BattleGoneError.endedBecause), not a failure. */
  | { readonly type: 'result_failed'; readonly reason?: CancelReason }
  /** The cancellation is written (or could not be): now the players are told. */
  | { readonly type: 'cancel_written' }
  | { readonly type: 'abort'; readonly reason: CancelReason };

/** One timer per key: scheduling a key again replaces it. */
export type TimerKey = 'phase' | `forfeit:${string}` | `answer:${string}`;

/** A counted answer as stored in battle_answers. */
export interface AnswerRecord extends RecordedAnswer {
  readonly username: string;
  readonly questionIndex: number;
  readonly questionId: string;
}

export type Effect =
  | { readonly kind: 'send'; readonly to: string; readonly message: BattleServerMessage }
  /** A message on the player's user socket (every tab, any page). */
  | { readonly kind: 'notify_user'; readonly userId: string; readonly message: UserServerMessage }
  | { readonly kind: 'schedule'; readonly key: TimerKey; readonly at: number; readonly event: TimerEvent }
  | { readonly kind: 'cancel_timer'; readonly key: TimerKey }
  /** Both players have now seen this question (recorded so later battles avoid it). */
  | { readonly kind: 'question_served'; readonly bankId: string }
  /** Write the result (battle row, answers, both players' stats) in one transaction, then report back. */
  | { readonly kind: 'persist'; readonly outcome: BattleOutcome; readonly answers: readonly AnswerRecord[] }
  /** Mark the battle cancelled, then report back with cancel_written. */
  | { readonly kind: 'cancel_battle'; readonly reason: CancelReason }
  /** The battle is over: stop listening and drop the timers. */
  | { readonly kind: 'close' };

export interface Transition {
  readonly state: BattleState;
  readonly effects: readonly Effect[];
}
