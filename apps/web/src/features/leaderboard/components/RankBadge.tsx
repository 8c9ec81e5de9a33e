import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { medalOf } from '../rows';

/**
 * Medal tints from the theme's own colours: the old fixed light greys (silver was slate-200)
 * vanished on the light theme's white rows, so second place showed nothing at all (issue 28.5).
 */
const MEDAL_STYLES = {
  1: 'bg-warning/15 text-warning ring-warning/50',
  2: 'bg-muted/15 text-muted ring-muted/50',
  3: 'bg-orange-600/15 text-orange-600 ring-orange-600/40',
} as const;

/**
 * A player's place: '#n' on every row, with a medal beside it for places 1 to 3 (named for
 * screen readers); 'Unranked' for a player with no battle yet (rank null).
 */
export function RankBadge({ rank, className }: { rank: number | null; className?: string }) {
  const { t, i18n } = useTranslation('leaderboard');
  if (rank === null) {
    return <span className={cn('inline-flex h-9 items-center text-sm font-semibold text-muted', className)}>{t('unranked')}</span>;
  }
  const text = t('rankValue', { rank: new Intl.NumberFormat(i18n.resolvedLanguage).format(rank) });
  const medal = medalOf(rank);
  if (medal) {
    return (
      <span
        data-testid="rank-badge"
        className={cn(
          'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-full px-2 text-sm font-bold tabular-nums ring-1',
          MEDAL_STYLES[medal],
          className,
        )}
      >
        <Medal className="h-4 w-4 shrink-0" aria-hidden />
        <span className="text-fg" aria-hidden>
          {text}
        </span>
        <span className="sr-only">{t(`medal.${medal}`)}</span>
      </span>
    );
  }
  return (
    <span
      data-testid="rank-badge"
      className={cn('inline-flex h-9 min-w-9 items-center justify-center text-sm font-bold text-muted tabular-nums', className)}
    >
      {text}
    </span>
  );
}
