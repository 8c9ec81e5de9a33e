import type { BattleReviewQuestion } from '@fanclash/protocol';
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronDown, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { Spinner } from '../../../../components/ui/Spinner';
import { cn } from '../../../../lib/cn';
import { getBattleReview } from '../../../question-reports/api';
import { ReportQuestionDialog } from '../../../question-reports/ReportQuestionDialog';

/**
 * The result's per-question review (issue 33): closed at first; opened, each question with the
 * player's answer, the opponent's and the right one, and "Report a problem". Loaded on opening.
 */
export function QuestionReview({ battleId }: { battleId: string }) {
  const { t } = useTranslation('questionReports');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const review = useQuery({
    queryKey: ['battle-review', battleId],
    queryFn: ({ signal }) => getBattleReview(battleId, signal),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-testid="question-review">
      {/* A plain button: the shared Button never wraps and centres its content, which ran past a 360 px screen here. */}
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-3 py-2 text-left text-sm font-semibold text-muted transition-colors hover:bg-raised hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        data-testid="question-review-toggle"
      >
        <span className="font-semibold">{t('review.title')}</span>
        <span className="flex items-center gap-1 text-sm text-muted">
          {open ? t('review.hide') : t('review.show')}
          <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </span>
      </button>
      {open ? (
        <div id={listId}>
          {review.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted" role="status">
              <Spinner size="sm" />
              {t('review.loading')}
            </p>
          ) : review.isError ? (
            <Alert>
              <span className="flex flex-wrap items-center gap-3">
                {t('review.error')}
                <Button size="sm" variant="secondary" onClick={() => void review.refetch()}>
                  {t('review.retry')}
                </Button>
              </span>
            </Alert>
          ) : review.data.questions.length === 0 ? (
            <p className="text-sm text-muted">{t('review.empty')}</p>
          ) : (
            <ol className="flex flex-col gap-3">
              {review.data.questions.map((question, index) => (
                <ReviewItem key={question.id} question={question} number={index + 1} />
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </Card>
  );
}

function ReviewItem({ question, number }: { question: BattleReviewQuestion; number: number }) {
  const { t } = useTranslation('questionReports');
  const textOf = (index: number | null) =>
    index === null ? t('review.noAnswer') : (question.answers[index]?.text ?? t('review.noAnswer'));
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-line bg-raised/40 p-3"
      data-testid="review-question"
      data-question-id={question.id}
    >
      <span className="text-xs font-semibold tracking-wide text-muted uppercase">{t('review.question', { number })}</span>
      <p className="font-semibold break-words text-fg">{question.question}</p>
      <ul className="flex flex-col gap-1 text-sm">
        <Pick
          label={t('review.yourPick', { answer: textOf(question.your_index) })}
          right={question.your_index === question.correct_index}
          testId="review-yours"
        />
        <Pick
          label={t('review.opponentPick', { answer: textOf(question.opponent_index) })}
          right={question.opponent_index === question.correct_index}
          testId="review-opponent"
        />
        <li className="flex items-start gap-2 text-success">
          <Check className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span className="break-words">{t('review.rightAnswer', { answer: textOf(question.correct_index) })}</span>
        </li>
      </ul>
      <ReportQuestionDialog questionId={question.id} />
    </li>
  );
}

function Pick({ label, right, testId }: { label: string; right: boolean; testId: string }) {
  const Icon = right ? Check : X;
  return (
    <li className={cn('flex items-start gap-2', right ? 'text-success' : 'text-muted')} data-testid={testId} data-right={right}>
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span className="break-words">{label}</span>
    </li>
  );
}
