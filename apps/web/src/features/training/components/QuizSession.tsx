import { TRAINING_LIMITS, type TrainingQuestion } from '@fanclash/protocol';
import { ArrowRight, CheckCircle2, Clock, Flag, SkipForward, XCircle } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent } from '../../../components/ui/Card';
import { useAnswerKeys } from '../../battles/quiz/useAnswerKeys';
import { useQuestionTimer } from '../hooks/useQuestionTimer';
import { useTrainingLabels } from '../hooks/useTrainingLabels';
import {
  currentQuestion,
  isLast,
  quizReducer,
  startQuiz,
  type AnswerLabel,
  type Outcome,
  type QuizAction,
  type QuizState,
} from '../session/quiz';
import { ReportQuestionDialog } from '../../question-reports/ReportQuestionDialog';
import { AnswerOptions } from './AnswerOptions';
import { QuizTimer } from './QuizTimer';

interface QuizSessionProps {
  questions: readonly TrainingQuestion[];
  /** An answer (or TIMEOUT) to log on the server. */
  onAnswered: (question: TrainingQuestion, answer: string) => void;
  onFinished: (outcomes: readonly Outcome[]) => void;
  completing: boolean;
}

/** The random quiz and practice: 15 s per question, skip, A-D (keys 1-4 / A-D), submit, feedback, next. */
export function QuizSession({ questions, onAnswered, onFinished, completing }: QuizSessionProps) {
  const [state, setState] = useState<QuizState>(() => startQuiz(questions));
  const stateRef = useRef(state);

  const dispatch = useCallback(
    (action: QuizAction) => {
      const before = stateRef.current;
      const after = quizReducer(before, action);
      if (after === before) return;
      stateRef.current = after;
      setState(after);
      const question = currentQuestion(before);
      if (question && !before.outcome && after.outcomes.length > before.outcomes.length) {
        const outcome = after.outcomes[after.outcomes.length - 1];
        if (outcome?.answer) onAnswered(question, outcome.answer);
      }
      if (after.finished && !before.finished) onFinished(after.outcomes);
    },
    [onAnswered, onFinished],
  );

  const question = currentQuestion(state);
  if (!question) return null;
  return <QuestionStep key={state.index} state={state} question={question} dispatch={dispatch} completing={completing} />;
}

interface QuestionStepProps {
  state: QuizState;
  question: TrainingQuestion;
  dispatch: (action: QuizAction) => void;
  completing: boolean;
}

/** One question; mounted per question so its timer starts afresh. */
function QuestionStep({ state, question, dispatch, completing }: QuestionStepProps) {
  const { t } = useTranslation('training');
  const { sportName, levelName } = useTrainingLabels();
  const answered = state.outcome !== null;
  const last = isLast(state);
  const left = useQuestionTimer(TRAINING_LIMITS.questionMs, !answered && !state.finished, () => dispatch({ type: 'timeout' }));
  const pick = useCallback((label: AnswerLabel) => dispatch({ type: 'pick', label }), [dispatch]);
  const submit = useCallback(() => dispatch({ type: 'submit' }), [dispatch]);
  useAnswerKeys(pick, submit, !answered);

  return (
    <Card data-testid="quiz-session" className="animate-fade-in">
      <CardContent className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-semibold text-muted" data-testid="quiz-progress">
            {t('quiz.progress', { current: state.index + 1, total: state.questions.length })}
          </span>
          <div className="flex flex-wrap gap-2">
            <Badge tone="accent">{sportName(question.sport)}</Badge>
            <Badge>{levelName(question.level)}</Badge>
          </div>
        </div>
        <QuizTimer leftMs={left} durationMs={TRAINING_LIMITS.questionMs} stopped={answered} />
        <h2 className="text-xl font-bold break-words text-fg sm:text-2xl" data-testid="quiz-question">
          {question.question}
        </h2>
        <AnswerOptions question={question} selected={state.selected} outcome={state.outcome} onPick={pick} />
        {answered ? null : <p className="hidden text-xs text-muted md:block">{t('quiz.keysHint')}</p>}
        {state.outcome ? <Feedback outcome={state.outcome} correctAnswer={question.correctAnswer} /> : null}
        {answered ? <ReportQuestionDialog questionId={question.id} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {answered ? (
            <span />
          ) : (
            <Button variant="ghost" onClick={() => dispatch({ type: 'skip' })} data-testid="quiz-skip">
              <SkipForward className="h-4 w-4" aria-hidden />
              {t('quiz.skip')}
            </Button>
          )}
          {answered ? (
            <Button size="lg" onClick={() => dispatch({ type: 'next' })} loading={completing} data-testid="quiz-next" autoFocus>
              {last ? <Flag className="h-5 w-5" aria-hidden /> : <ArrowRight className="h-5 w-5" aria-hidden />}
              {last ? (completing ? t('quiz.completing') : t('quiz.complete')) : t('quiz.next')}
            </Button>
          ) : state.selected ? (
            <Button size="lg" onClick={submit} data-testid="quiz-submit">
              {t('quiz.submit')}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function Feedback({ outcome, correctAnswer }: { outcome: Outcome; correctAnswer: string }) {
  const { t } = useTranslation('training');
  if (outcome.verdict === 'correct') {
    return (
      <div
        role="status"
        data-testid="quiz-feedback"
        data-verdict="correct"
        className="flex items-center gap-2 rounded-xl border border-success/40 bg-success/10 p-3.5 font-semibold text-success"
      >
        <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
        {t('quiz.correct')}
      </div>
    );
  }
  const timeout = outcome.verdict === 'timeout';
  return (
    <div
      role="status"
      data-testid="quiz-feedback"
      data-verdict={outcome.verdict}
      className="flex gap-3 rounded-xl border border-danger/40 bg-danger-soft/70 p-3.5 text-sm"
    >
      {timeout ? (
        <Clock className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden />
      ) : (
        <XCircle className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-danger">{timeout ? t('quiz.timeUp') : t('quiz.incorrect')}</p>
        {timeout || !outcome.answer ? null : <p className="break-words text-fg/90">{t('quiz.yourAnswer', { answer: outcome.answer })}</p>}
        <p className="break-words text-fg/90">{t('quiz.correctAnswer', { answer: correctAnswer })}</p>
      </div>
    </div>
  );
}
