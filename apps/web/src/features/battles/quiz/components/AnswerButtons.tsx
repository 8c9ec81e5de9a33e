import type { ServedBattleQuestion } from '@fanclash/protocol';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import type { MyAnswer } from '../../session/sessionState';
import type { AnswerLabel } from '../answerSelection';
import { ANSWER_OPTION_ATTRIBUTE } from '../useAnswerKeys';

interface AnswerButtonsProps {
  question: ServedBattleQuestion;
  selected: AnswerLabel | null;
  /** The player may still change the pick. */
  open: boolean;
  myAnswer: MyAnswer | null;
  correctAnswer: string | null;
  onToggle: (label: AnswerLabel) => void;
}

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

/** The four answers A-D. After the answer is in: the correct one green, a wrong pick red. */
export function AnswerButtons({ question, selected, open, myAnswer, correctAnswer, onToggle }: AnswerButtonsProps) {
  const { t } = useTranslation('battles');
  const picked = myAnswer?.answer ?? question.answers.find((answer) => answer.label === selected)?.text ?? null;
  const lookOf = (text: string, label: AnswerLabel): Look => {
    if (correctAnswer !== null) {
      if (text === correctAnswer) return 'correct';
      if (text === picked) return 'wrong';
      return 'muted';
    }
    return label === selected ? 'selected' : 'idle';
  };
  return (
    <div role="group" aria-label={t('quiz.answersLabel')} className="grid grid-cols-1 gap-2.5 md:grid-cols-2 md:gap-3">
      {question.answers.map((answer) => {
        const look = lookOf(answer.text, answer.label);
        const mine = correctAnswer !== null && answer.text === picked;
        return (
          <button
            key={answer.label}
            type="button"
            {...{ [ANSWER_OPTION_ATTRIBUTE]: answer.label }}
            aria-pressed={answer.label === selected}
            aria-disabled={!open || undefined}
            onClick={() => onToggle(answer.label)}
            data-look={look}
            className={cn(
              'flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-3 py-2.5 text-left transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              LOOKS[look],
              !open && 'cursor-default',
            )}
          >
            <span className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-sm font-black', CHIPS[look])}>
              {answer.label}
            </span>
            <span className="min-w-0 flex-1 font-semibold break-words text-fg">{answer.text}</span>
            {look === 'correct' ? (
              <span className="flex shrink-0 items-center gap-1 text-xs font-bold text-success">
                <Check className="h-4 w-4" aria-hidden />
                {mine ? t('quiz.yourPick') : t('quiz.correctAnswer')}
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
