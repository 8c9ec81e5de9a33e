import { secondsLeft } from '../format';
import { roundOutcome, type RoundOutcome } from './motivation';
import type { BattleSessionState } from '../session/sessionState';

/** What the quiz's status line says (spec section 2): one state at a time, most final first. */
export type QuizStatus =
  | { readonly kind: 'completed' }
  | { readonly kind: 'finishedMyQuiz'; readonly waiting: boolean }
  | { readonly kind: 'pause'; readonly seconds: number; readonly questionIndex: number; readonly outcome: RoundOutcome }
  | { readonly kind: 'waitingForOpponent' }
  | { readonly kind: 'opponentAnswered' }
  | { readonly kind: 'choose' }
  | { readonly kind: 'starting' };

type StatusInput = Pick<
  BattleSessionState,
  'phase' | 'finished' | 'finishedMyQuiz' | 'nextQuestionAt' | 'question' | 'waitingForOpponent' | 'opponentAnswered' | 'myAnswer'
>;

export function quizStatus(state: StatusInput, serverNow: number): QuizStatus {
  if (state.finished) return { kind: 'completed' };
  if (state.phase === 'finishing') return { kind: 'finishedMyQuiz', waiting: false };
  if (state.finishedMyQuiz) return { kind: 'finishedMyQuiz', waiting: true };
  if (state.phase === 'pause') {
    return {
      kind: 'pause',
      seconds: state.nextQuestionAt === null ? 0 : secondsLeft(state.nextQuestionAt - serverNow),
      questionIndex: state.question?.index ?? 0,
      outcome: roundOutcome(state.myAnswer),
    };
  }
  if (state.phase !== 'question' || !state.question) return { kind: 'starting' };
  if (state.waitingForOpponent || state.myAnswer) return { kind: 'waitingForOpponent' };
  if (state.opponentAnswered) return { kind: 'opponentAnswered' };
  return { kind: 'choose' };
}
