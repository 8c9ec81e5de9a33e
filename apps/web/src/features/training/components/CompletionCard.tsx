import { BookOpenCheck, RotateCw, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent } from '../../../components/ui/Card';
import type { Completion } from '../hooks/useTrainingRun';

interface CompletionCardProps {
  result: Completion;
  onAgain: () => void;
  onReview: () => void;
}

/** The score and the misses that went to the review flashcards (or the cards reviewed). */
export function CompletionCard({ result, onAgain, onReview }: CompletionCardProps) {
  const { t, i18n } = useTranslation('training');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const { score, tally } = result;
  return (
    <Card data-testid="training-complete" className="animate-fade-in">
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent/15 text-accent">
          <Trophy className="h-7 w-7" aria-hidden />
        </span>
        <h2 className="text-2xl font-black text-fg">{t('complete.title')}</h2>
        {score ? (
          <>
            <p className="text-3xl font-black text-accent tabular-nums" data-testid="training-score">
              {t('complete.score', { correct: number.format(score.correct), total: number.format(score.total) })}
            </p>
            <p className="text-muted">{t('complete.accuracy', { value: number.format(score.accuracy) })}</p>
            <p className="font-semibold text-fg" data-testid="training-misses">
              {score.misses > 0 ? t('complete.misses', { count: score.misses }) : t('complete.noMisses')}
            </p>
          </>
        ) : null}
        {tally ? (
          <>
            <p className="text-3xl font-black text-accent" data-testid="training-score">
              {t('complete.cards', { count: tally.total })}
            </p>
            <p className="text-muted">
              {t('complete.gotIt', { count: tally.gotIt })} · {t('complete.needReview', { count: tally.needReview })}
            </p>
          </>
        ) : null}
        <div className="flex w-full flex-col gap-3 pt-2 sm:w-auto sm:flex-row">
          {score && score.misses > 0 ? (
            <Button variant="secondary" size="lg" onClick={onReview} data-testid="training-review-misses">
              <BookOpenCheck className="h-5 w-5" aria-hidden />
              {t('complete.reviewMisses')}
            </Button>
          ) : null}
          <Button size="lg" onClick={onAgain} data-testid="training-again" autoFocus>
            <RotateCw className="h-5 w-5" aria-hidden />
            {t('complete.again')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
