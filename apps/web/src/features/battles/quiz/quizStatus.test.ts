import { describe, expect, it } from 'vitest';
import { initialSessionState, type BattleSessionState } from '../session/sessionState';
import { quizStatus } from './quizStatus';

const question = {
  index: 2,
  total: 10,
  deadline: 50_000,
  durationMs: 10_000,
  question: { id: 'q', text: '?', answers: [] },
};
const base: BattleSessionState = { ...initialSessionState('b1', 'alice'), phase: 'question', question };
const mine = { answer: 'x', correct: true, points: 150 };

describe('quizStatus', () => {
  it('asks for an answer, then says when the opponent answered', () => {
    expect(quizStatus(base, 0)).toEqual({ kind: 'choose' });
    expect(quizStatus({ ...base, opponentAnswered: true }, 0)).toEqual({ kind: 'opponentAnswered' });
  });

  it('waits for the opponent after answering', () => {
    expect(quizStatus({ ...base, myAnswer: mine, waitingForOpponent: true }, 0)).toEqual({ kind: 'waitingForOpponent' });
  });

  it('counts down the pause to the next question', () => {
    expect(quizStatus({ ...base, phase: 'pause', nextQuestionAt: 12_500 }, 10_000)).toEqual({
      kind: 'pause',
      seconds: 3,
      questionIndex: 2,
      outcome: 'timeout',
    });
  });

  it('says the quiz is finished, then that the battle is completed', () => {
    expect(quizStatus({ ...base, finishedMyQuiz: true, waitingForOpponent: true }, 0)).toEqual({ kind: 'finishedMyQuiz', waiting: true });
    expect(quizStatus({ ...base, phase: 'finishing', finishedMyQuiz: true }, 0)).toEqual({ kind: 'finishedMyQuiz', waiting: false });
    const finished = { ...base, phase: 'finished', finished: {} as BattleSessionState['finished'] } as const;
    expect(quizStatus(finished, 0)).toEqual({ kind: 'completed' });
  });

  it('is starting before the first question', () => {
    expect(quizStatus({ ...base, phase: 'countdown', question: null }, 0)).toEqual({ kind: 'starting' });
  });
});
