import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { medalOf } from '../rows';

const MEDAL_STYLES = {
  1: 'bg-amber-400/15 text-amber-300 ring-amber-300/50',
  2: 'bg-slate-300/15 text-slate-200 ring-slate-300/40',
  3: 'bg-orange-500/15 text-orange-400 ring-orange-400/40',
} as const;

/** A medal for places 1 to 3 (named for screen readers), '#n' after. */
export function RankBadge({ rank, className }: { rank: number; className?: string }) {
  const { t, i18n } = useTranslation('leaderboard');
  const medal = medalOf(rank);
  if (medal) {
    return (
      <span
        role="img"
        aria-label={t(`medal.${medal}`)}
        className={cn('inline-flex h-9 w-9 items-center justify-center rounded-full ring-1', MEDAL_STYLES[medal], className)}
      >
        <Medal className="h-5 w-5" aria-hidden />
      </span>
    );
  }
  return (
    <span className={cn('inline-flex h-9 min-w-9 items-center justify-center text-sm font-bold text-muted tabular-nums', className)}>
      {t('rankValue', { rank: new Intl.NumberFormat(i18n.resolvedLanguage).format(rank) })}
    </span>
  );
}
