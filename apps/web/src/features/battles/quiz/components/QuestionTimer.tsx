import { Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { useServerClock } from '../../hooks/useServerNow';
import { questionClock, type TimerTone } from '../timer';

const TEXT: Record<TimerTone, string> = { calm: 'text-accent', warning: 'text-warning', danger: 'text-danger' };
const BAR: Record<TimerTone, string> = { calm: 'bg-accent', warning: 'bg-warning', danger: 'bg-danger' };

interface QuestionTimerProps {
  /** The question's deadline, in server time. */
  readonly deadline: number;
  readonly durationMs: number;
  /** Server time minus local time (the session's clock offset). */
  readonly clockOffsetMs: number;
  /** The round is over (the pause, the end). */
  readonly closed?: boolean;
}

/**
 * Seconds left and a shrinking bar, coloured by the spec's thresholds (10 s, 5 s). `closed`:
 * the round is over (the pause, the end); the timer stays in place, emptied and grey, so the
 * question does not jump while the player reads the verdict.
 * It keeps its own clock, redrawn when the shown second changes: the rest of the quiz is not
 * rendered again for it, and the bar shrinks in one animation the browser runs off the main
 * thread (it was redrawn five times a second, each a long task on a slow phone).
 */
export function QuestionTimer({ deadline, durationMs, clockOffsetMs, closed = false }: QuestionTimerProps) {
  const { t } = useTranslation('battles');
  const serverNow = useServerClock(clockOffsetMs, { seconds: [deadline] }, !closed);
  if (closed) {
    return (
      <div className="flex items-center gap-2 sm:flex-col sm:items-stretch" data-testid="question-timer" data-tone="closed">
        <div className="flex shrink-0 items-center gap-1.5 text-sm font-semibold text-muted">
          <Timer className="h-4 w-4" aria-hidden />
          <span className="leading-7">{t('quiz.roundClosed')}</span>
        </div>
        <div className="h-2.5 flex-1 rounded-full bg-raised" />
      </div>
    );
  }
  const clock = questionClock(deadline, serverNow, durationMs);
  return (
    // Phones: one row (icon, bar, seconds), so the question and its four answers fit the screen.
    <div
      className="grid grid-cols-[auto_1fr_auto] items-center gap-2 sm:flex sm:flex-col sm:items-stretch"
      data-testid="question-timer"
      data-tone={clock.tone}
    >
      <div className="contents text-sm sm:flex sm:items-center sm:justify-between sm:gap-2">
        <span className="flex items-center gap-1.5 font-semibold text-muted">
          <Timer className="h-4 w-4" aria-hidden />
          <span className="max-sm:sr-only">{t('quiz.timerLabel')}</span>
        </span>
        <span
          className={cn(
            'col-start-3 row-start-1 text-lg leading-7 font-black tabular-nums',
            TEXT[clock.tone],
            clock.tone === 'danger' && clock.seconds > 0 && 'animate-pulse',
          )}
        >
          {t('quiz.timeLeft', { seconds: clock.seconds })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('quiz.timerLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clock.fraction * 100)}
        aria-valuetext={t('quiz.timeLeft', { seconds: clock.seconds })}
        className="col-start-2 row-start-1 h-2.5 overflow-hidden rounded-full bg-raised"
      >
        <ShrinkingBar key={deadline} elapsedMs={durationMs - (deadline - serverNow)} durationMs={durationMs} tone={clock.tone} />
      </div>
    </div>
  );
}

/**
 * The bar of one question: full at its start, empty at its deadline. Where it stands when it
 * appears (a reload mid-question) is fixed then; the animation does the rest.
 */
function ShrinkingBar({ elapsedMs, durationMs, tone }: { elapsedMs: number; durationMs: number; tone: TimerTone }) {
  const [startedAt] = useState(() => Math.min(durationMs, Math.max(0, elapsedMs)));
  return (
    <div
      className={cn('h-full origin-left rounded-full transition-[background-color] duration-200 ease-linear', BAR[tone])}
      style={{ animation: `question-timer-shrink ${durationMs}ms linear -${startedAt}ms both` }}
    />
  );
}
