import type { LeaderboardEntry } from '@fanclash/protocol';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import { RankBadge } from './RankBadge';
import { UserText } from '../../../components/UserText';

interface LeaderboardRowProps {
  entry: LeaderboardEntry;
  isMe: boolean;
  /** Visitors cannot open profiles (a signed-in page), so their names are not links. */
  linkProfiles: boolean;
}

/** One ranked player. Below 768 px win rate and streak fold under the name. */
export function LeaderboardRow({ entry, isMe, linkProfiles }: LeaderboardRowProps) {
  const { t, i18n } = useTranslation('leaderboard');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const winRate = t('winRateValue', { value: number.format(Math.round(entry.winRate)) });
  const name = linkProfiles ? (
    <Link
      to={`/view-profile/${encodeURIComponent(entry.username)}`}
      title={entry.username}
      className="min-w-0 truncate font-bold text-fg hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <UserText>{entry.username}</UserText>
    </Link>
  ) : (
    <span title={entry.username} className="min-w-0 truncate font-bold text-fg">
      <UserText>{entry.username}</UserText>
    </span>
  );

  return (
    <tr
      data-testid="leaderboard-row"
      data-me={isMe || undefined}
      className={cn('border-b border-line/60 last:border-b-0', isMe ? 'bg-accent/10' : 'hover:bg-raised/40')}
    >
      <td className={cn('w-14 py-3 pl-3 sm:w-20 sm:pl-5', isMe && 'shadow-[inset_3px_0_0_var(--color-accent)]')}>
        <RankBadge rank={entry.rank} />
      </td>
      <td className="py-3 pr-2">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar username={entry.username} avatar={entry.avatar} size="lg" />
          <div className="flex min-w-0 flex-col">
            {/* The badge wraps under a name that needs the whole width (a phone), rather than cutting it short. */}
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
              {name}
              {isMe ? <Badge tone="accent">{t('you')}</Badge> : null}
            </div>
            <span className="text-xs text-muted md:hidden">
              {winRate} · {t('streakShort', { count: entry.streak })}
            </span>
          </div>
        </div>
      </td>
      <td className="py-3 pr-3 text-right font-bold text-fg tabular-nums sm:pr-5 md:pr-3">{number.format(entry.wins)}</td>
      <td className="hidden py-3 pr-3 text-right text-fg tabular-nums md:table-cell">{winRate}</td>
      <td className="hidden py-3 pr-5 text-right tabular-nums md:table-cell">
        <span className={cn('inline-flex items-center gap-1', entry.streak > 0 ? 'text-warning' : 'text-muted')}>
          {entry.streak > 0 ? <Flame className="h-4 w-4" aria-hidden /> : null}
          {number.format(entry.streak)}
        </span>
      </td>
    </tr>
  );
}
