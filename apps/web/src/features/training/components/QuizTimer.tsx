import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** Seconds left and a shrinking bar; amber under 10 s, red at 5 s or less. */
export function QuizTimer({ leftMs, durationMs, stopped }: { leftMs: number; durationMs: number; stopped: boolean }) {
  const { t } = useTranslation('training');
  const seconds = Math.ceil(leftMs / 1000);
  const tone = stopped ? 'muted' : seconds <= 5 ? 'danger' : seconds < 10 ? 'warning' : 'calm';
  const text = { calm: 'text-accent', warning: 'text-warning', danger: 'text-danger', muted: 'text-muted' }[tone];
  const bar = { calm: 'bg-accent', warning: 'bg-warning', danger: 'bg-danger', muted: 'bg-line' }[tone];
  const label = t('quiz.timeLeft', { seconds });
  return (
    <div className="flex flex-col gap-2" data-testid="quiz-timer" data-seconds={seconds}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-1.5 font-semibold text-muted">
          <Timer className="h-4 w-4" aria-hidden />
          {t('quiz.timer')}
        </span>
        <span className={cn('text-lg leading-7 font-black tabular-nums', text)}>{label}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('quiz.timer')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round((100 * leftMs) / durationMs)}
        aria-valuetext={label}
        className="h-2.5 overflow-hidden rounded-full bg-raised"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-200 ease-linear', bar)}
          style={{ width: `${(100 * leftMs) / durationMs}%` }}
        />
      </div>
    </div>
  );
}
