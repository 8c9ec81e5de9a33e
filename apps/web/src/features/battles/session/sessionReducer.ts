import type { BattleServerMessage, BattleServerMessageOf } from '@fanclash/protocol';
import type { BattleSessionState, SessionAction } from './sessionState';

/** Answer state that belongs to one question; cleared when another question starts. */
const freshRound = {
  myAnswer: null,
  correctAnswer: null,
  opponentAnswered: false,
  waitingForOpponent: false,
  nextQuestionAt: null,
  answered: {},
  roundAnswers: null,
} as const;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const key = (username: string) => username.toLowerCase();

function without(record: Readonly<Record<string, true>>, username: string): Readonly<Record<string, true>> {
  const { [key(username)]: _gone, ...rest } = record;
  return rest;
}

/** Folds one battle-socket message into the session. Pure: time comes with the action. */
export function sessionReducer(state: BattleSessionState, action: SessionAction): BattleSessionState {
  if (action.type === 'reconnecting') return { ...state, heard: false };
  const next = apply(state, action.message, action.receivedAt);
  return next === state ? state : { ...next, heard: true };
}

function apply(state: BattleSessionState, message: BattleServerMessage, receivedAt: number): BattleSessionState {
  // Once the result is in, nothing a late message says can change it.
  if ((state.finished || state.runFinished) && message.type !== 'battle_end') return state;
  switch (message.type) {
    case 'quiz_ready':
      return {
        ...state,
        phase: 'countdown',
        sport: message.sport,
        level: message.level,
        total: message.total,
        opponent: message.opponent,
        opponentKind: message.opponent_kind,
        opponentPlayed: message.opponent_played ?? false,
        avatars: message.avatars,
        scores: message.scores,
        startsAt: message.starts_at,
        countdownMs: message.countdown_ms,
        questionMs: message.question_ms,
        clockOffsetMs: message.server_time - receivedAt,
        mode: message.mode ?? '1v1',
        teams: message.teams ?? null,
        teamScores: message.team_scores ?? null,
      };
    case 'battle_state':
      return snapshot(state, message, receivedAt);
    case 'next_question':
      return {
        ...state,
        ...freshRound,
        phase: 'question',
        total: message.total,
        scores: message.scores,
        teamScores: message.team_scores ?? state.teamScores,
        questionMs: message.question_ms,
        clockOffsetMs: message.server_time - receivedAt,
        question: {
          index: message.question_index,
          total: message.total,
          question: message.question,
          deadline: message.deadline,
          durationMs: message.question_ms,
        },
      };
    case 'answer_submitted':
      if (state.question?.index !== message.question_index) return state;
      return {
        ...state,
        scores: message.scores,
        teamScores: message.team_scores ?? state.teamScores,
        myAnswer: { answer: message.answer, correct: message.correct, points: message.points },
        correctAnswer: message.correct_answer,
        answered: { ...state.answered, [key(state.me)]: true },
      };
    case 'opponent_answered':
      if (state.question?.index !== message.question_index) return state;
      return {
        ...state,
        // 1v1: the one opponent. 2v2: any of the three others; `answered` says who.
        opponentAnswered: state.mode === '2v2' ? state.opponentAnswered || !isTeammate(state, message.username) : true,
        answered: { ...state.answered, [key(message.username)]: true },
      };
    case 'waiting_for_opponent':
      if (state.question?.index !== message.question_index) return state;
      return { ...state, waitingForOpponent: true, finishedMyQuiz: message.last };
    case 'round_result':
      return roundClosed(state, message);
    case 'opponent_disconnected':
      // 2v2: one player away is no forfeit (the team forfeits when both leave): the scoreboard marks them.
      if (state.mode === '2v2') return { ...state, away: { ...state.away, [key(message.username)]: true } };
      return { ...state, opponentAway: { forfeitAt: message.forfeit_at } };
    case 'opponent_reconnected':
      return { ...state, opponentAway: null, away: without(state.away, message.username) };
    case 'battle_finished':
      return {
        ...state,
        phase: 'finished',
        finished: message,
        scores: message.final_scores,
        teams: message.teams ?? state.teams,
        teamScores: message.team_scores ?? state.teamScores,
        opponentAway: null,
        away: {},
      };
    case 'run_finished':
      return { ...state, phase: 'finished', runFinished: message, opponentAway: null };
    case 'battle_end':
      return {
        ...state,
        phase: message.reason === 'finished' ? 'finished' : 'cancelled',
        ended: { reason: message.reason, message: message.message },
      };
    case 'error':
    case 'pong':
      // Errors are events for the pages to show; they change no state.
      return state;
    default:
      return assertNever(message);
  }
}

function roundClosed(state: BattleSessionState, message: BattleServerMessageOf<'round_result'>): BattleSessionState {
  const mine = Object.entries(message.answers).find(([username]) => same(username, state.me))?.[1];
  return {
    ...state,
    phase: message.start_countdown ? 'pause' : 'finishing',
    scores: message.scores,
    teamScores: message.team_scores ?? state.teamScores,
    roundAnswers: message.answers,
    correctAnswer: message.correct_answer,
    // The round result is the final word on my answer (it also covers an answer sent just before a reconnect).
    myAnswer: mine?.answer ? { answer: mine.answer, correct: mine.correct, points: mine.points } : state.myAnswer,
    opponentAnswered: true,
    waitingForOpponent: false,
    finishedMyQuiz: !message.start_countdown,
    nextQuestionAt: message.next_question_at,
  };
}

/** The server's whole picture after a (re)connect: replaces what we had. */
function snapshot(state: BattleSessionState, message: BattleServerMessageOf<'battle_state'>, receivedAt: number): BattleSessionState {
  const opponent = message.players.find((player) => !same(player.username, state.me));
  const question =
    message.question && message.question_index >= 0
      ? {
          index: message.question_index,
          total: message.total,
          question: message.question,
          deadline: message.deadline ?? state.question?.deadline ?? message.server_time,
          durationMs: state.questionMs ?? Math.max(message.time_left_ms, 1),
        }
      : null;
  const lastAnswered = message.status === 'finishing' || (message.my_answer !== null && message.question_index === message.total - 1);
  return {
    ...state,
    phase: message.status,
    sport: message.sport,
    level: message.level,
    total: message.total,
    opponent: message.opponent,
    opponentKind: message.opponent_kind ?? state.opponentKind,
    opponentPlayed: message.opponent_played ?? state.opponentPlayed,
    avatars: message.avatars,
    scores: message.scores,
    clockOffsetMs: message.server_time - receivedAt,
    startsAt: message.starts_at ?? state.startsAt,
    question,
    myAnswer: message.my_answer
      ? { answer: message.my_answer.answer, correct: message.my_answer.correct, points: message.my_answer.points }
      : null,
    correctAnswer: message.correct_answer,
    opponentAnswered: message.opponent_answered,
    waitingForOpponent: message.status === 'question' && message.my_answer !== null && !message.opponent_answered,
    finishedMyQuiz: lastAnswered,
    nextQuestionAt: message.next_question_at,
    opponentAway: message.mode !== '2v2' && opponent && !opponent.connected && message.status !== 'lobby' ? { forfeitAt: null } : null,
    mode: message.mode ?? state.mode,
    teams: message.teams ?? state.teams,
    teamScores: message.team_scores ?? state.teamScores,
    answered: Object.fromEntries(
      Object.entries(message.answered ?? {})
        .filter(([, yes]) => yes)
        .map(([name]) => [key(name), true as const]),
    ),
    away:
      message.mode === '2v2' && message.status !== 'lobby'
        ? Object.fromEntries(message.players.filter((player) => !player.connected).map((player) => [key(player.username), true as const]))
        : {},
  };
}

/** 2v2: whether `username` plays on my team (my team is `teams[0]`). */
function isTeammate(state: BattleSessionState, username: string): boolean {
  return state.teams?.[0]?.some((name) => same(name, username)) ?? false;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled battle message: ${JSON.stringify(value)}`);
}
