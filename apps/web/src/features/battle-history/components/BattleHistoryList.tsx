import { LIMITS } from '@fanclash/protocol';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { useBattleHistory } from '../hooks/useBattleHistory';
import { HistoryRow } from './HistoryRow';
import { ListError, ListLoading } from './QueryState';

/** The dashboard battles tab's history: the first 3 finished battles and View All (/{username}/all-battles). */
export function BattleHistoryList({ username, className }: { username: string; className?: string }) {
  const { t } = useTranslation('battleHistory');
  const history = useBattleHistory(username);
  const rows = history.data?.slice(0, LIMITS.recentBattles) ?? [];
  return (
    <Card className={cn('min-w-0', className)} data-testid="battle-history">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('history.title')}</CardTitle>
        <ButtonLink to={`/${encodeURIComponent(username)}/all-battles`} variant="ghost" size="sm">
          {t('history.viewAll')}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </ButtonLink>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <ListLoading />
        ) : history.isError ? (
          <ListError onRetry={() => void history.refetch()} />
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center gap-1 py-6 text-center">
            <p className="font-semibold text-fg">{t('history.empty')}</p>
            <p className="text-sm text-muted">{t('history.emptyHint')}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-2">
            {rows.map((row) => (
              <HistoryRow key={row.id} row={row} username={username} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
