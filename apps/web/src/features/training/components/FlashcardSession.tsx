import { TRAINING_LIMITS, type Flashcard } from '@fanclash/protocol';
import { Eye, RotateCcw, ThumbsUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent } from '../../../components/ui/Card';
import { useTrainingLabels } from '../hooks/useTrainingLabels';

export interface FlashcardTally {
  readonly total: number;
  readonly gotIt: number;
  readonly needReview: number;
}

interface FlashcardSessionProps {
  cards: readonly Flashcard[];
  onRated: (card: Flashcard, rating: 'need_review' | 'got_it') => void;
  onFinished: (tally: FlashcardTally) => void;
  completing: boolean;
}

/** One card at a time: the term, then the definition with 'need review' / 'got it' (both advance). */
export function FlashcardSession({ cards, onRated, onFinished, completing }: FlashcardSessionProps) {
  const { t } = useTranslation('training');
  const { sportName, levelName } = useTrainingLabels();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [tally, setTally] = useState<FlashcardTally>({ total: 0, gotIt: 0, needReview: 0 });
  const definition = useRef<HTMLDivElement>(null);
  // The 'show' button is gone once pressed: keyboard and screen-reader users continue at the answer.
  useEffect(() => {
    if (revealed) definition.current?.focus();
  }, [revealed, index]);
  const card = cards[index];
  if (!card) return null;
  const review = card.source === 'incorrect_answer';

  const rate = (rating: 'need_review' | 'got_it') => {
    onRated(card, rating);
    const next: FlashcardTally = {
      total: tally.total + 1,
      gotIt: tally.gotIt + (rating === 'got_it' ? 1 : 0),
      needReview: tally.needReview + (rating === 'need_review' ? 1 : 0),
    };
    setTally(next);
    if (index >= cards.length - 1) {
      onFinished(next);
      return;
    }
    setIndex(index + 1);
    setRevealed(false);
  };

  return (
    <Card data-testid="flashcard" data-source={card.source} className="animate-fade-in">
      <CardContent className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-semibold text-muted" data-testid="flashcard-progress">
            {t('flashcards.progress', { current: index + 1, total: cards.length })}
          </span>
          <div className="flex flex-wrap gap-2">
            <Badge tone={review ? 'warning' : 'info'} data-testid="flashcard-badge">
              {review ? t('flashcards.review') : t('flashcards.knowledge')}
            </Badge>
            <Badge tone="accent">{sportName(card.sport)}</Badge>
            <Badge>{levelName(card.level)}</Badge>
          </div>
        </div>
        <div
          role="progressbar"
          aria-label={t('flashcards.progress', { current: index + 1, total: cards.length })}
          aria-valuemin={0}
          aria-valuemax={cards.length}
          aria-valuenow={index + 1}
          className="h-1.5 overflow-hidden rounded-full bg-raised"
        >
          <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${(100 * (index + 1)) / cards.length}%` }} />
        </div>
        <h2 className="text-xl font-bold break-words text-fg sm:text-2xl" data-testid="flashcard-term">
          {card.term}
        </h2>
        {revealed ? (
          <div
            ref={definition}
            tabIndex={-1}
            className="flex flex-col gap-3 outline-none animate-fade-in"
            data-testid="flashcard-definition"
          >
            <p className="text-xs font-bold tracking-wide text-accent uppercase">{t('flashcards.definition')}</p>
            <p className="text-lg break-words text-fg">{card.definition}</p>
            {review && card.userAnswer ? (
              <p className="text-sm break-words text-danger">
                {card.userAnswer === TRAINING_LIMITS.timeoutAnswer
                  ? t('flashcards.timedOut')
                  : t('flashcards.yourAnswer', { answer: card.userAnswer })}
              </p>
            ) : null}
            <div className="grid grid-cols-1 gap-3 pt-2 sm:grid-cols-2">
              <Button
                variant="secondary"
                size="lg"
                onClick={() => rate('need_review')}
                disabled={completing}
                data-testid="flashcard-need-review"
              >
                <RotateCcw className="h-5 w-5" aria-hidden />
                {t('flashcards.needReview')}
              </Button>
              <Button size="lg" onClick={() => rate('got_it')} loading={completing} data-testid="flashcard-got-it">
                {completing ? null : <ThumbsUp className="h-5 w-5" aria-hidden />}
                {t('flashcards.gotIt')}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            size="lg"
            variant="outline"
            onClick={() => setRevealed(true)}
            data-testid="flashcard-show"
            className="self-start"
            autoFocus
          >
            <Eye className="h-5 w-5" aria-hidden />
            {t('flashcards.show')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
