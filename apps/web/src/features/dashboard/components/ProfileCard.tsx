import type { User } from '@fanclash/protocol';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { SportIcon } from '../../../components/SportIcon';
import { ButtonLink } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';
import { useSportName } from '../../profile/hooks/useSportName';
import { shownRank } from '../../../lib/rank';

/**
 * The overview's profile card: avatar, username, rank, wins, battles played, favourite sport;
 * below 768 px also streak and win rate (the stat cards wrap out of view there).
 */
export function ProfileCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const rank = shownRank(user.ranking);
  const sportName = useSportName();
  return (
    <Card data-testid="profile-card">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="whitespace-nowrap">{t('profileCard.title')}</CardTitle>
        <ButtonLink to="/profile" variant="secondary" size="sm">
          <Pencil className="h-4 w-4" aria-hidden />
          {t('profileCard.editProfile')}
        </ButtonLink>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex items-center gap-4">
          <Avatar username={user.username} avatar={user.avatar} size="2xl" variant="gaming" label={t('profileCard.avatarLabel')} />
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-xl font-black text-fg" data-testid="profile-card-username">
              {user.username}
            </span>
            <span className="text-sm text-muted">
              {rank !== null ? t('stats.rankValue', { rank: number.format(rank) }) : t('stats.notAvailable')}
            </span>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <Fact label={t('profileCard.totalWins')}>{number.format(user.winBattle)}</Fact>
          <Fact label={t('profileCard.battlesPlayed')}>{number.format(user.totalBattle)}</Fact>
          <Fact label={t('profileCard.streak')} className="md:hidden">
            {number.format(user.streak)}
          </Fact>
          <Fact label={t('profileCard.winRate')} className="md:hidden">
            {t('stats.winRateValue', { value: number.format(Math.round(user.winRate)) })}
          </Fact>
          <Fact label={t('profileCard.favourite')} className="col-span-2">
            <span className="flex items-center gap-2">
              <SportIcon sport={user.favourite.toLowerCase()} className="h-5 w-5 text-accent" />
              {sportName(user.favourite)}
            </span>
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // Facts side by side share their label and value rows (subgrid), so a label on two lines
    // does not push one value below its neighbour's.
    <div className={cn('row-span-2 grid grid-rows-subgrid gap-y-1 rounded-xl border border-line/70 bg-canvas/40 px-3.5 py-3', className)}>
      <dt className="self-end text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-lg font-bold text-fg tabular-nums">{children}</dd>
    </div>
  );
}
