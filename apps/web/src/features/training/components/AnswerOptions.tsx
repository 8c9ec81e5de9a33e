import type { TrainingQuestion } from '@fanclash/protocol';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { ANSWER_OPTION_ATTRIBUTE } from '../../battles/quiz/useAnswerKeys';
import type { AnswerLabel, Outcome } from '../session/quiz';

type Look = 'idle' | 'selected' | 'correct' | 'wrong' | 'muted';

const LOOKS: Record<Look, string> = {
  idle: 'border-line bg-raised/50 hover:border-line-strong hover:bg-raised',
  selected: 'border-accent bg-accent/15 ring-2 ring-accent/40',
  correct: 'border-success bg-success/15',
  wrong: 'border-danger bg-danger/15',
  muted: 'border-line/60 bg-raised/30 opacity-60',
};

const CHIPS: Record<Look, string> = {
  idle: 'bg-line text-fg',
  selected: 'bg-accent text-on-accent',
  correct: 'bg-success text-canvas',
  wrong: 'bg-danger text-canvas',
  muted: 'bg-line text-muted',
};

interface AnswerOptionsProps {
  question: TrainingQuestion;
  selected: AnswerLabel | null;
  outcome: Outcome | null;
  onPick: (label: AnswerLabel) => void;
}

/** The four labelled answers. Once answered: the correct one green, a wrong pick red. */
export function AnswerOptions({ question, selected, outcome, onPick }: AnswerOptionsProps) {
  const { t } = useTranslation('training');
  const lookOf = (text: string, correct: boolean, label: AnswerLabel): Look => {
    if (outcome) {
      if (correct) return 'correct';
      if (text === outcome.answer) return 'wrong';
      return 'muted';
    }
    return label === selected ? 'selected' : 'idle';
  };
  return (
    <div role="group" aria-label={t('quiz.answers')} className="grid grid-cols-1 gap-2.5 md:grid-cols-2 md:gap-3">
      {question.answers.map((answer) => {
        const look = lookOf(answer.text, answer.correct, answer.label);
        const mine = outcome !== null && answer.text === outcome.answer;
        return (
          <button
            key={answer.label}
            type="button"
            {...{ [ANSWER_OPTION_ATTRIBUTE]: answer.label }}
            aria-pressed={answer.label === selected}
            aria-disabled={outcome !== null || undefined}
            onClick={() => onPick(answer.label)}
            data-testid={`answer-${answer.label}`}
            data-look={look}
            className={cn(
              'flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-3 py-2.5 text-left transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              LOOKS[look],
              outcome !== null && 'cursor-default',
            )}
          >
            <span className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-sm font-black', CHIPS[look])}>
              {answer.label}
            </span>
            <span className="min-w-0 flex-1 font-semibold break-words text-fg">{answer.text}</span>
            {look === 'correct' ? (
              <span className="flex shrink-0 items-center gap-1 text-xs font-bold text-success">
                <Check className="h-4 w-4" aria-hidden />
                {mine ? t('quiz.yourPick') : t('quiz.right')}
              </span>
            ) : look === 'wrong' ? (
              <span className="flex shrink-0 items-center gap-1 text-xs font-bold text-danger">
                <X className="h-4 w-4" aria-hidden />
                {t('quiz.yourPick')}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
