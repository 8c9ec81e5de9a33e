import { Flame, Percent, Swords, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { useBattleHistory } from '../hooks/useBattleHistory';
import { historyStats } from '../stats';
import { ListError, ListLoading } from './QueryState';

/** The battles tab's stats card: total battles, wins, win rate (rounded %) and the current streak. */
export function BattleStatsCard({ username, className }: { username: string; className?: string }) {
  const { t, i18n } = useTranslation('battleHistory');
  const history = useBattleHistory(username);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const stats = history.data ? historyStats(history.data, username) : null;
  return (
    <Card className={cn('min-w-0', className)} data-testid="battle-stats">
      <CardHeader>
        <CardTitle>{t('stats.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <ListLoading />
        ) : history.isError || !stats ? (
          <ListError onRetry={() => void history.refetch()} />
        ) : (
          <dl className="grid grid-cols-2 gap-3">
            <Stat
              icon={<Swords className="h-4 w-4" aria-hidden />}
              label={t('stats.total')}
              value={number.format(stats.total)}
              testId="stat-total"
            />
            <Stat
              icon={<Trophy className="h-4 w-4" aria-hidden />}
              label={t('stats.wins')}
              value={number.format(stats.wins)}
              testId="stat-wins"
            />
            <Stat
              icon={<Percent className="h-4 w-4" aria-hidden />}
              label={t('stats.winRate')}
              value={t('stats.winRateValue', { value: number.format(stats.winRate) })}
              testId="stat-win-rate"
            />
            <Stat
              icon={<Flame className="h-4 w-4" aria-hidden />}
              label={t('stats.streak')}
              value={number.format(stats.streak)}
              testId="stat-streak"
            />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line/70 bg-raised/40 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="text-accent">{icon}</span>
        {label}
      </dt>
      <dd className="text-2xl font-black text-fg tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
