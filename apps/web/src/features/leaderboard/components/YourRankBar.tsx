import type { LeaderboardPage } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { RankBadge } from './RankBadge';
import { UserText } from '../../../components/UserText';

/**
 * The signed-in player's own place, kept in view at the bottom of the screen so it shows even
 * when their row is far below the loaded pages (spec section 2: signed-in users see their rank).
 * A player with no battle yet is unranked (rank null) and is told how to get a place.
 */
export function YourRankBar({ entry }: { entry: NonNullable<LeaderboardPage['me']> }) {
  const { t, i18n } = useTranslation('leaderboard');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <aside
      aria-label={t('yourRankLabel')}
      data-testid="your-rank"
      className="sticky bottom-3 z-20 flex items-center gap-3 rounded-2xl border border-accent/50 bg-raised/95 px-3 py-2.5 shadow-2xl shadow-black/50 backdrop-blur sm:bottom-5 sm:gap-4 sm:px-5"
    >
      <span className="hidden text-xs font-semibold tracking-wide text-accent uppercase min-[420px]:inline">{t('yourRank')}</span>
      <RankBadge rank={entry.rank} />
      <Avatar username={entry.username} avatar={entry.avatar} size="md" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-bold text-fg">
          <UserText>{entry.username}</UserText>
        </span>
        {entry.rank === null ? <span className="truncate text-xs text-muted">{t('unrankedHint')}</span> : null}
      </span>
      <span className="text-sm whitespace-nowrap text-muted tabular-nums">{t('winsShort', { count: entry.wins })}</span>
      <span className="hidden text-sm text-muted tabular-nums sm:inline">
        {t('winRateValue', { value: number.format(Math.round(entry.winRate)) })}
      </span>
    </aside>
  );
}
