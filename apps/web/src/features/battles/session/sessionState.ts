import type {
  BattleFinishedData,
  BattleMode,
  BattleServerMessage,
  BattleServerMessageOf,
  OpponentKind,
  ServedBattleQuestion,
} from '@fanclash/protocol';

/**
 * Everything the countdown, quiz and result pages draw, folded from the battle socket's
 * messages by a pure reducer. Times (`startsAt`, `deadline`, `nextQuestionAt`) are server
 * epoch milliseconds; `clockOffsetMs` turns the local clock into the server's
 * (serverNow = Date.now() + clockOffsetMs), so every countdown follows the server.
 */
export type BattlePhase = 'connecting' | BattleServerMessageOf<'battle_state'>['status'];

export interface CurrentQuestion {
  readonly index: number;
  readonly total: number;
  readonly question: ServedBattleQuestion;
  readonly deadline: number;
  readonly durationMs: number;
}

export interface MyAnswer {
  readonly answer: string;
  readonly correct: boolean;
  readonly points: number;
}

/** A closed round's answers per player (2v2: the teammate's answer is shown from here). */
export type RoundAnswers = BattleServerMessageOf<'round_result'>['answers'];

export interface BattleSessionState {
  readonly battleId: string;
  readonly me: string;
  readonly phase: BattlePhase;
  /** Some message arrived since the connection opened (the countdown's 'checking' ends). */
  readonly heard: boolean;
  readonly sport: string | null;
  readonly level: string | null;
  readonly total: number;
  readonly opponent: string | null;
  /** Play now: a person, a recorded run of a real player, or the bot. */
  readonly opponentKind: OpponentKind;
  /** The opponent played earlier (a friend challenge's challenger, issue 31): shown as "played", no score. */
  readonly opponentPlayed: boolean;
  readonly avatars: Readonly<Record<string, string>>;
  readonly scores: Readonly<Record<string, number>>;
  readonly clockOffsetMs: number;
  /** End of the pre-battle countdown. */
  readonly startsAt: number | null;
  readonly countdownMs: number | null;
  /** Time per question, from quiz_ready or next_question (a snapshot does not carry it). */
  readonly questionMs: number | null;
  readonly question: CurrentQuestion | null;
  /** My counted answer to the current question. */
  readonly myAnswer: MyAnswer | null;
  /** Known once I answered or the round closed. */
  readonly correctAnswer: string | null;
  readonly opponentAnswered: boolean;
  readonly waitingForOpponent: boolean;
  /** I answered the last question and wait for the opponent. */
  readonly finishedMyQuiz: boolean;
  /** During the pause between questions: when the next one arrives. */
  readonly nextQuestionAt: number | null;
  /** The opponent dropped out; they forfeit at `forfeitAt` unless they return (null: unknown). */
  readonly opponentAway: { readonly forfeitAt: number | null } | null;
  readonly finished: BattleFinishedData | null;
  /** A solo run's end (a challenge's first turn, a daily run, issue 31): my score and grid only. */
  readonly runFinished: BattleServerMessageOf<'run_finished'> | null;
  readonly ended: { readonly reason: BattleServerMessageOf<'battle_end'>['reason']; readonly message: string } | null;
  /** '2v2' (issue 32): four players in two teams; everything above still describes 1v1 too. */
  readonly mode: BattleMode;
  /** 2v2: [my team, the other team], my team starting with me (null in 1v1). */
  readonly teams: readonly (readonly string[])[] | null;
  /** 2v2: the team totals in the order of `teams`. */
  readonly teamScores: readonly number[] | null;
  /** 2v2: who has answered the current question (lower-case names; never what until it closes). */
  readonly answered: Readonly<Record<string, true>>;
  /** The last closed round's answers per player (cleared by the next question). */
  readonly roundAnswers: RoundAnswers | null;
  /** 2v2: players who dropped out and have not come back (lower-case names). */
  readonly away: Readonly<Record<string, true>>;
}

export function initialSessionState(battleId: string, me: string): BattleSessionState {
  return {
    battleId,
    me,
    phase: 'connecting',
    heard: false,
    sport: null,
    level: null,
    total: 0,
    opponent: null,
    opponentKind: 'player',
    opponentPlayed: false,
    avatars: {},
    scores: {},
    clockOffsetMs: 0,
    startsAt: null,
    countdownMs: null,
    questionMs: null,
    question: null,
    myAnswer: null,
    correctAnswer: null,
    opponentAnswered: false,
    waitingForOpponent: false,
    finishedMyQuiz: false,
    nextQuestionAt: null,
    opponentAway: null,
    finished: null,
    runFinished: null,
    ended: null,
    mode: '1v1',
    teams: null,
    teamScores: null,
    answered: {},
    roundAnswers: null,
    away: {},
  };
}

export type SessionAction =
  { readonly type: 'message'; readonly message: BattleServerMessage; readonly receivedAt: number } | { readonly type: 'reconnecting' };
