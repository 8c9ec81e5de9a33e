import { TRAINING_LIMITS, type TrainingQuestion } from '@fanclash/protocol';

/**
 * The quiz as a pure state machine (spec section 4): each question is unanswered (a pick may
 * change), then submitted (correct or incorrect) or timed out, then next. Skip moves on
 * without an answer. The last question's next ends the quiz.
 */

export type AnswerLabel = 'A' | 'B' | 'C' | 'D';
export type Verdict = 'correct' | 'incorrect' | 'timeout' | 'skipped';

export interface Outcome {
  readonly verdict: Verdict;
  /** The answer's text, 'TIMEOUT', or null for a skip. */
  readonly answer: string | null;
}

export interface QuizState {
  readonly questions: readonly TrainingQuestion[];
  readonly index: number;
  readonly selected: AnswerLabel | null;
  /** Set once the current question is answered, timed out or skipped. */
  readonly outcome: Outcome | null;
  readonly outcomes: readonly Outcome[];
  readonly finished: boolean;
}

export type QuizAction =
  | { readonly type: 'pick'; readonly label: AnswerLabel }
  | { readonly type: 'submit' }
  | { readonly type: 'timeout' }
  | { readonly type: 'skip' }
  | { readonly type: 'next' };

export function startQuiz(questions: readonly TrainingQuestion[]): QuizState {
  return { questions, index: 0, selected: null, outcome: null, outcomes: [], finished: questions.length === 0 };
}

export const currentQuestion = (state: QuizState): TrainingQuestion | undefined => state.questions[state.index];
export const isLast = (state: QuizState): boolean => state.index >= state.questions.length - 1;

function settle(state: QuizState, outcome: Outcome): QuizState {
  return { ...state, outcome, outcomes: [...state.outcomes, outcome] };
}

function advance(state: QuizState): QuizState {
  if (isLast(state)) return { ...state, finished: true };
  return { ...state, index: state.index + 1, selected: null, outcome: null };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  if (state.finished) return state;
  const question = currentQuestion(state);
  if (!question) return state;
  switch (action.type) {
    case 'pick':
      return state.outcome ? state : { ...state, selected: action.label };
    case 'submit': {
      if (state.outcome || !state.selected) return state;
      const answer = question.answers.find((a) => a.label === state.selected);
      if (!answer) return state;
      return settle(state, { verdict: answer.correct ? 'correct' : 'incorrect', answer: answer.text });
    }
    case 'timeout':
      return state.outcome ? state : settle(state, { verdict: 'timeout', answer: TRAINING_LIMITS.timeoutAnswer });
    case 'skip':
      return state.outcome ? state : advance(settle(state, { verdict: 'skipped', answer: null }));
    case 'next':
      return state.outcome ? advance(state) : state;
  }
}

export interface QuizScore {
  readonly total: number;
  readonly correct: number;
  /** Wrong answers and timeouts: each became a review flashcard. */
  readonly misses: number;
  readonly accuracy: number;
}

/** The completion screen's figures; skipped questions are not answers. */
export function quizScore(outcomes: readonly Outcome[]): QuizScore {
  const answered = outcomes.filter((o) => o.verdict !== 'skipped');
  const correct = answered.filter((o) => o.verdict === 'correct').length;
  return {
    total: answered.length,
    correct,
    misses: answered.length - correct,
    accuracy: answered.length === 0 ? 0 : Math.round((100 * correct) / answered.length),
  };
}

/** Section 5: a generated question is kept only with a text, exactly 4 answers and a correct answer. */
export function validQuestions(questions: readonly TrainingQuestion[]): TrainingQuestion[] {
  return questions.filter(
    (q) => q.question.trim() !== '' && q.answers.length === 4 && q.correctAnswer.trim() !== '' && q.answers.some((a) => a.correct),
  );
}
