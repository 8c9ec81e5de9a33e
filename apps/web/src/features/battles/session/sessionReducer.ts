import type { BattleServerMessage, BattleServerMessageOf } from '@fanclash/protocol';
import type { BattleSessionState, SessionAction } from './sessionState';

/** Answer state that belongs to one question; cleared when another question starts. */
const freshRound = {
  myAnswer: null,
  correctAnswer: null,
  opponentAnswered: false,
  waitingForOpponent: false,
  nextQuestionAt: null,
} as const;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

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
        myAnswer: { answer: message.answer, correct: message.correct, points: message.points },
        correctAnswer: message.correct_answer,
      };
    case 'opponent_answered':
      return state.question?.index === message.question_index ? { ...state, opponentAnswered: true } : state;
    case 'waiting_for_opponent':
      if (state.question?.index !== message.question_index) return state;
      return { ...state, waitingForOpponent: true, finishedMyQuiz: message.last };
    case 'round_result':
      return roundClosed(state, message);
    case 'opponent_disconnected':
      return { ...state, opponentAway: { forfeitAt: message.forfeit_at } };
    case 'opponent_reconnected':
      return { ...state, opponentAway: null };
    case 'battle_finished':
      return { ...state, phase: 'finished', finished: message, scores: message.final_scores, opponentAway: null };
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
    opponentAway: opponent && !opponent.connected && message.status !== 'lobby' ? { forfeitAt: null } : null,
  };
}

function assertNever(value: never): never {
  throw new Error(`Unhandled battle message: ${JSON.stringify(value)}`);
}
