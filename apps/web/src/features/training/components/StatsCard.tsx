import { Activity, CircleX, Percent, RotateCw, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { useTrainingStats } from '../hooks/useTrainingStats';

/** Total answers, incorrect, accuracy and sessions, with refresh, loading and error-with-retry states. */
export function StatsCard({ username }: { username: string }) {
  const { t, i18n } = useTranslation('training');
  const stats = useTrainingStats(username);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <Card data-testid="training-stats" className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('stats.title')}</CardTitle>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void stats.refetch()}
          disabled={stats.isFetching}
          aria-label={t('stats.refreshLabel')}
          data-testid="training-stats-refresh"
        >
          <RotateCw className={stats.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
          <span className="hidden sm:inline">{t('stats.refresh')}</span>
        </Button>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-muted">
            <Spinner className="text-accent" />
            {t('stats.loading')}
          </div>
        ) : stats.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm text-danger">
            <p>{t('stats.error')}</p>
            <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
              <RotateCw className="h-4 w-4" aria-hidden />
              {t('stats.retry')}
            </Button>
          </div>
        ) : (
          <dl className="grid grid-cols-2 gap-3">
            <Stat
              icon={<Activity className="h-4 w-4" aria-hidden />}
              label={t('stats.totalAnswers')}
              value={number.format(stats.data.total_answers)}
              testId="stat-total-answers"
            />
            <Stat
              icon={<CircleX className="h-4 w-4" aria-hidden />}
              label={t('stats.incorrect')}
              value={number.format(stats.data.total_incorrect)}
              testId="stat-incorrect"
            />
            <Stat
              icon={<Percent className="h-4 w-4" aria-hidden />}
              label={t('stats.accuracy')}
              value={t('stats.accuracyValue', { value: number.format(stats.data.accuracy_rate) })}
              testId="stat-accuracy"
            />
            <Stat
              icon={<Target className="h-4 w-4" aria-hidden />}
              label={t('stats.sessions')}
              value={number.format(stats.data.training_sessions)}
              testId="stat-sessions"
            />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-line/70 bg-raised/40 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-normal text-muted uppercase sm:tracking-wide">
        <span className="text-accent">{icon}</span>
        <span className="truncate">{label}</span>
      </dt>
      <dd className="text-2xl font-black text-fg tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
