import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import type { QuestionClock, TimerTone } from '../timer';

const TEXT: Record<TimerTone, string> = { calm: 'text-accent', warning: 'text-warning', danger: 'text-danger' };
const BAR: Record<TimerTone, string> = { calm: 'bg-accent', warning: 'bg-warning', danger: 'bg-danger' };

/**
 * Seconds left and a shrinking bar, coloured by the spec's thresholds (10 s, 5 s). `closed`:
 * the round is over (the pause, the end); the timer stays in place, emptied and grey, so the
 * question does not jump while the player reads the verdict.
 */
export function QuestionTimer({ clock, closed = false }: { clock: QuestionClock; closed?: boolean }) {
  const { t } = useTranslation('battles');
  if (closed) {
    return (
      <div className="flex flex-col gap-2" data-testid="question-timer" data-tone="closed">
        <div className="flex items-center gap-1.5 text-sm font-semibold text-muted">
          <Timer className="h-4 w-4" aria-hidden />
          <span className="leading-7">{t('quiz.roundClosed')}</span>
        </div>
        <div className="h-2.5 rounded-full bg-raised" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="question-timer" data-tone={clock.tone}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-1.5 font-semibold text-muted">
          <Timer className="h-4 w-4" aria-hidden />
          {t('quiz.timerLabel')}
        </span>
        <span
          className={cn(
            'text-lg leading-7 font-black tabular-nums',
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
        className="h-2.5 overflow-hidden rounded-full bg-raised"
      >
        <div
          className={cn('h-full rounded-full transition-[width,background-color] duration-200 ease-linear', BAR[clock.tone])}
          style={{ width: `${clock.fraction * 100}%` }}
        />
      </div>
    </div>
  );
}
