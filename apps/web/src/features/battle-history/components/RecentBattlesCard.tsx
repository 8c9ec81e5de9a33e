import { LIMITS } from '@fanclash/protocol';
import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { useUserBattles } from '../hooks/useUserBattles';
import { feedResult, scoreLine } from '../result';
import { BattleSummaryRow } from './BattleSummaryRow';
import { ListError, ListLoading } from './QueryState';

/**
 * The dashboard overview's Recent Battles card: the first 3 battles of the user-battles feed
 * (a battle in play shows as Live); with none, a button to start the first one.
 */
export function RecentBattlesCard({ username, className }: { username: string; className?: string }) {
  const { t } = useTranslation('battleHistory');
  const feed = useUserBattles(username);
  const items = feed.data?.slice(0, LIMITS.recentBattles) ?? [];
  return (
    <Card className={cn('min-w-0', className)} data-testid="recent-battles">
      <CardHeader>
        <CardTitle>{t('recent.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {feed.isPending ? (
          <ListLoading />
        ) : feed.isError ? (
          <ListError onRetry={() => void feed.refetch()} />
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent/10 text-accent">
              <Swords className="h-6 w-6" aria-hidden />
            </span>
            <p className="font-semibold text-fg">{t('recent.empty')}</p>
            <p className="max-w-xs text-sm text-muted">{t('recent.emptyHint')}</p>
            <ButtonLink to="/battles" className="mt-1">
              {t('recent.startFirst')}
            </ButtonLink>
          </div>
        ) : (
          <ul className="flex flex-col gap-2">
            {items.map((item) => (
              <BattleSummaryRow
                key={item.id}
                sport={item.sport}
                level={item.level}
                first={item.first_opponent}
                second={item.second_opponent}
                firstPartner={item.first_partner || undefined}
                secondPartner={item.second_partner || undefined}
                score={scoreLine(item.first_score, item.second_score)}
                result={feedResult(item, username)}
                playedAt={item.created_at}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
