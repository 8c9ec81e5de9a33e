import type { ServedBattleQuestion } from '@fanclash/protocol';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import type { MyAnswer } from '../../session/sessionState';
import type { AnswerLabel } from '../answerSelection';
import { answerTextSize, type AnswerTextSize } from '../answerText';
import { ANSWER_OPTION_ATTRIBUTE } from '../useAnswerKeys';
import { ANSWER_GRID_CLASS, ANSWER_HEIGHT_CLASS } from './quizLayout';

interface AnswerButtonsProps {
  question: ServedBattleQuestion;
  selected: AnswerLabel | null;
  /** The player may still change the pick. */
  open: boolean;
  myAnswer: MyAnswer | null;
  correctAnswer: string | null;
  onTap: (label: AnswerLabel) => void;
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

const TEXT_SIZES: Record<AnswerTextSize, string> = {
  base: 'text-base leading-snug',
  sm: 'text-sm leading-snug',
  xs: 'text-[0.8125rem] leading-tight',
};

/**
 * The four answers A-D; on a phone they stack, compact enough that the question, the timer and
 * all four fit one screen. After the answer is in: the correct one green, a wrong pick red, each
 * marked by a badge on the button's corner, so the answer's text keeps the button's full width
 * (a side column squeezed names until they broke mid-word). Words never break: long answers get
 * a smaller type instead, and a word wraps inside only if it could not fit a line at all.
 */
export function AnswerButtons({ question, selected, open, myAnswer, correctAnswer, onTap }: AnswerButtonsProps) {
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
    <div role="group" aria-label={t('quiz.answersLabel')} className={ANSWER_GRID_CLASS}>
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
            onClick={() => onTap(answer.label)}
            data-look={look}
            className={cn(
              'relative flex w-full items-center gap-3 rounded-xl border-2 px-3 py-2 text-left transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent md:py-2.5',
              ANSWER_HEIGHT_CLASS,
              LOOKS[look],
              !open && 'cursor-default',
            )}
          >
            <span className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-sm font-black', CHIPS[look])}>
              {answer.label}
            </span>
            <span
              className={cn('min-w-0 flex-1 font-semibold break-words hyphens-manual text-fg', TEXT_SIZES[answerTextSize(answer.text)])}
              data-testid="answer-text"
            >
              {answer.text}
            </span>
            {look === 'correct' || look === 'wrong' ? <AnswerMark correct={look === 'correct'} mine={mine} /> : null}
          </button>
        );
      })}
    </div>
  );
}

/** 'Your pick' / 'Correct answer' on the button's top edge, over its border, never beside the text. */
function AnswerMark({ correct, mine }: { correct: boolean; mine: boolean }) {
  const { t } = useTranslation('battles');
  const Icon = correct ? Check : X;
  return (
    <span
      className={cn(
        'absolute -top-2 right-2 flex h-4 items-center gap-1 rounded-full px-2 text-[0.6875rem] leading-4 font-bold whitespace-nowrap',
        correct ? 'bg-success text-canvas' : 'bg-danger text-canvas',
      )}
      data-testid="answer-mark"
    >
      <Icon className="h-3 w-3" aria-hidden />
      {mine ? t('quiz.yourPick') : t('quiz.correctAnswer')}
    </span>
  );
}
