import type { LeaderboardEntry } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { LeaderboardRow } from './LeaderboardRow';

interface LeaderboardTableProps {
  rows: readonly LeaderboardEntry[];
  me: string | null;
  linkProfiles: boolean;
}

/** The ranked players as a real table (screen readers announce rank, player, wins...). */
export function LeaderboardTable({ rows, me, linkProfiles }: LeaderboardTableProps) {
  const { t } = useTranslation('leaderboard');
  const mine = me?.toLowerCase();
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface/80">
      <table className="w-full table-fixed border-collapse text-sm" aria-label={t('tableLabel')}>
        <thead className="border-b border-line bg-raised/50 text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="w-14 py-3 pl-3 text-left sm:w-20 sm:pl-5">
              {/* A phone has room for '#' only; the full word is still the column's name. */}
              <span aria-hidden className="sm:hidden">
                {t('columns.rankShort')}
              </span>
              <span className="sr-only sm:not-sr-only">{t('columns.rank')}</span>
            </th>
            <th scope="col" className="py-3 pr-2 text-left">
              {t('columns.player')}
            </th>
            <th scope="col" className="w-20 py-3 pr-3 text-right sm:w-24 sm:pr-5 md:pr-3">
              {t('columns.wins')}
            </th>
            <th scope="col" className="hidden w-28 py-3 pr-3 text-right md:table-cell">
              {t('columns.winRate')}
            </th>
            <th scope="col" className="hidden w-24 py-3 pr-5 text-right md:table-cell">
              {t('columns.streak')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <LeaderboardRow key={entry.username} entry={entry} isMe={entry.username.toLowerCase() === mine} linkProfiles={linkProfiles} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
