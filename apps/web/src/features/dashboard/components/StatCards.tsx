import type { User } from '@fanclash/protocol';
import { Flame, Percent, Trophy, Medal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { shownRank } from '../../../lib/rank';

/** The four stat cards: global rank, total wins (with a streak badge), streak, win rate. */
export function StatCards({ user }: { user: User }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const rank = shownRank(user.ranking);
  return (
    <section aria-label={t('stats.title')} data-tour="stats-grid">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard icon={<Medal className="h-5 w-5" aria-hidden />} label={t('stats.globalRank')}>
          {rank !== null ? t('stats.rankValue', { rank: number.format(rank) }) : t('stats.notAvailable')}
        </StatCard>
        <StatCard
          icon={<Trophy className="h-5 w-5" aria-hidden />}
          label={t('stats.totalWins')}
          aside={user.streak > 0 ? <Badge tone="warning">{t('stats.onFire')}</Badge> : null}
        >
          {number.format(user.winBattle)}
        </StatCard>
        <StatCard
          icon={<Flame className="h-5 w-5" aria-hidden />}
          label={t('stats.streak')}
          caption={t('stats.streakValue', { count: user.streak })}
        >
          {number.format(user.streak)}
        </StatCard>
        <StatCard
          icon={<Percent className="h-5 w-5" aria-hidden />}
          label={t('stats.winRate')}
          caption={t('stats.battlesPlayed', { count: user.totalBattle })}
        >
          {t('stats.winRateValue', { value: number.format(Math.round(user.winRate)) })}
        </StatCard>
      </ul>
    </section>
  );
}

function StatCard({
  icon,
  label,
  caption,
  aside,
  children,
}: {
  icon: ReactNode;
  label: string;
  caption?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    // The cards of a row share their three row tracks (subgrid): a label that wraps to two lines
    // (Russian on a phone) moves every value in the row down with it, so the figures line up.
    <li className="row-span-3 grid grid-rows-subgrid gap-y-0.5 rounded-2xl border border-line bg-surface/80 p-4 sm:p-5">
      <div className="mb-2.5 flex items-center justify-between gap-2">
        <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-accent/10 text-accent">{icon}</span>
        {aside}
      </div>
      <span className="self-end text-xs font-semibold tracking-wide text-muted uppercase">{label}</span>
      <div className="flex flex-col gap-0.5">
        <span className="text-2xl font-black text-fg tabular-nums sm:text-3xl">{children}</span>
        {caption ? <span className="text-xs text-muted">{caption}</span> : null}
      </div>
    </li>
  );
}

/**
 * The four cards' frames without figures, for the players' shell that paints before the app
 * (src/prerender.tsx): the cards then fill in where they already stand.
 */
export function StatCardsSkeleton() {
  return (
    <ul aria-hidden className="grid animate-pulse grid-cols-2 gap-3 lg:grid-cols-4">
      {[0, 1, 2, 3].map((card) => (
        <li key={card} className="flex flex-col gap-2.5 rounded-2xl border border-line bg-surface/80 p-4 sm:p-5">
          <span className="h-9 w-9 rounded-lg bg-accent/10" />
          <span className="h-3 w-20 rounded bg-line" />
          <span className="h-7 w-14 rounded bg-line sm:h-9" />
        </li>
      ))}
    </ul>
  );
}
