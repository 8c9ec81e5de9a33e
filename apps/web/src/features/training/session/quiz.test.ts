import type { TrainingQuestion } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { currentQuestion, quizReducer, quizScore, startQuiz, validQuestions, type QuizAction, type QuizState } from './quiz';

const question = (n: number): TrainingQuestion => ({
  id: `q${n}`,
  question: `Question ${n}?`,
  answers: (['A', 'B', 'C', 'D'] as const).map((label, i) => ({ label, text: `${n}-${label}`, correct: i === 1 })),
  correctAnswer: `${n}-B`,
  sport: 'soccer',
  level: 'easy',
});

const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(quizReducer, state);

describe('training quiz', () => {
  it('a pick changes until submitted; submit says right or wrong', () => {
    let s = startQuiz([question(1), question(2)]);
    s = run(s, { type: 'pick', label: 'A' }, { type: 'pick', label: 'B' }, { type: 'submit' });
    expect(s.outcome).toEqual({ verdict: 'correct', answer: '1-B' });
    // After the answer the pick is frozen and the timer has nothing to do.
    expect(run(s, { type: 'pick', label: 'C' }, { type: 'timeout' }).outcome).toEqual(s.outcome);
    s = run(s, { type: 'next' }, { type: 'pick', label: 'D' }, { type: 'submit' });
    expect(s.outcome).toEqual({ verdict: 'incorrect', answer: '2-D' });
  });

  it('submit needs a pick; next needs an answer', () => {
    const s = startQuiz([question(1)]);
    expect(run(s, { type: 'submit' })).toBe(s);
    expect(run(s, { type: 'next' })).toBe(s);
  });

  it('time up records TIMEOUT; the last next finishes', () => {
    const s = run(startQuiz([question(1)]), { type: 'pick', label: 'A' }, { type: 'timeout' });
    expect(s.outcome).toEqual({ verdict: 'timeout', answer: 'TIMEOUT' });
    expect(s.finished).toBe(false);
    expect(run(s, { type: 'next' }).finished).toBe(true);
  });

  it('skip moves on without an answer', () => {
    const s = run(startQuiz([question(1), question(2)]), { type: 'skip' });
    expect(currentQuestion(s)?.id).toBe('q2');
    expect(s.outcome).toBeNull();
    expect(run(s, { type: 'skip' }).finished).toBe(true);
  });

  it('scores answered questions; misses are wrong answers and timeouts', () => {
    const s = run(
      startQuiz([question(1), question(2), question(3), question(4)]),
      { type: 'pick', label: 'B' },
      { type: 'submit' },
      { type: 'next' },
      { type: 'pick', label: 'A' },
      { type: 'submit' },
      { type: 'next' },
      { type: 'timeout' },
      { type: 'next' },
      { type: 'skip' },
    );
    expect(s.finished).toBe(true);
    expect(quizScore(s.outcomes)).toEqual({ total: 3, correct: 1, misses: 2, accuracy: 33 });
    expect(quizScore([])).toEqual({ total: 0, correct: 0, misses: 0, accuracy: 0 });
  });

  it('keeps only questions with a text, 4 answers and a correct answer', () => {
    const good = question(1);
    const threeAnswers = { ...question(2), answers: question(2).answers.slice(0, 3) };
    const noCorrect = { ...question(3), correctAnswer: '' };
    const noText = { ...question(4), question: ' ' };
    expect(validQuestions([good, threeAnswers, noCorrect, noText])).toEqual([good]);
  });
});
