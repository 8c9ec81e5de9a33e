import type { PublicUser } from '@fanclash/protocol';
import { Flame, Medal, Percent, Swords, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { SportIcon } from '../../../components/SportIcon';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { useSportName } from '../hooks/useSportName';
import { shownRank } from '../../../lib/rank';

interface PublicProfileCardProps {
  user: PublicUser;
  isSelf: boolean;
  /**
   * The friend-action button (spec section 2, profile view) arrives with the friends work;
   * until then the slot stays empty rather than holding a button that does nothing.
   */
  actions?: ReactNode;
}

/** Another player's profile: avatar, name, favourite sport, and their five figures. */
export function PublicProfileCard({ user, isSelf, actions }: PublicProfileCardProps) {
  const { t, i18n } = useTranslation('profile');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const rank = shownRank(user.ranking);
  const sportName = useSportName();
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col items-center gap-4 border-b border-line bg-gradient-to-b from-accent/10 to-transparent px-5 py-8 text-center sm:flex-row sm:items-center sm:gap-6 sm:px-8 sm:text-left">
        <Avatar
          username={user.username}
          avatar={user.avatar}
          size="4xl"
          variant="competitive"
          label={t('view.avatarLabel', { username: user.username })}
        />
        <div className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:items-start">
          <div className="flex max-w-full flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h1 className="truncate text-3xl font-black tracking-tight text-fg">{user.username}</h1>
            {isSelf ? <Badge tone="accent">{t('view.you')}</Badge> : null}
          </div>
          <p className="flex items-center gap-2 text-muted">
            <SportIcon sport={user.favourite.toLowerCase()} className="h-5 w-5 text-accent" />
            <span className="sr-only">{t('view.favourite')}:</span>
            {sportName(user.favourite)}
          </p>
          {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      </div>
      <section aria-labelledby="public-stats-title" className="p-5 sm:p-8">
        <h2 id="public-stats-title" className="sr-only">
          {t('view.statsTitle')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <Stat icon={<Medal className="h-5 w-5" aria-hidden />} label={t('view.rank')}>
            {rank !== null ? t('view.rankValue', { rank: number.format(rank) }) : t('view.notRanked')}
          </Stat>
          <Stat icon={<Trophy className="h-5 w-5" aria-hidden />} label={t('view.wins')}>
            {number.format(user.winBattle)}
          </Stat>
          <Stat icon={<Percent className="h-5 w-5" aria-hidden />} label={t('view.winRate')}>
            {t('view.winRateValue', { value: number.format(Math.round(user.winRate)) })}
          </Stat>
          <Stat icon={<Swords className="h-5 w-5" aria-hidden />} label={t('view.totalBattles')}>
            {number.format(user.totalBattle)}
          </Stat>
          <Stat icon={<Flame className="h-5 w-5" aria-hidden />} label={t('view.streak')} wide>
            {number.format(user.streak)}
          </Stat>
        </dl>
      </section>
    </Card>
  );
}

function Stat({ icon, label, wide = false, children }: { icon: ReactNode; label: string; wide?: boolean; children: ReactNode }) {
  return (
    // Figures side by side share their label and value rows (subgrid): a label on two lines
    // ('Total battles', 'Процент побед') does not push its value below the others.
    <div
      className={`row-span-2 grid grid-rows-subgrid gap-y-2 rounded-xl border border-line/70 bg-canvas/40 p-4 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}
    >
      <dt className="flex items-center gap-2 self-end text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="text-accent">{icon}</span>
        {label}
      </dt>
      <dd className="text-2xl font-black text-fg tabular-nums">{children}</dd>
    </div>
  );
}
