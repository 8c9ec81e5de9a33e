import type { ReactNode } from 'react';
import { AlertTriangle, ArrowLeftRight, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { LoadingBlock } from '../../components/ui/Spinner';
import { useSession } from '../auth/hooks/useSession';
import { forumSportParam } from '../news/format';
import { listErrorKey, refreshErrorKey } from './api';
import { TransferRow } from './components/TransferRow';
import { useRefreshTransfers, useTransfers } from './hooks/useTransfers';

const FOOTBALL = new Set(['all', 'football', 'soccer']);

/**
 * The forum's transfers tab (spec section 2): football moves newest first, refresh with the
 * spec's 429/503 texts, and the forum's sport filter from the address: another sport than
 * football shows that transfers are football only.
 */
export function TransfersTab() {
  const { t, i18n } = useTranslation('transfers');
  const [params] = useSearchParams();
  const sport = forumSportParam(params.get('sport'));
  const { username } = useSession();
  const list = useTransfers(sport, username);
  const refresh = useRefreshTransfers();
  const football = FOOTBALL.has(sport);
  const transfers = list.data?.data ?? [];

  const refreshButton = (
    <Button variant="secondary" size="sm" loading={refresh.isPending} onClick={() => refresh.mutate()}>
      {refresh.isPending ? null : <RefreshCw className="h-4 w-4" aria-hidden />}
      {refresh.isPending ? t('refreshing') : t('refresh')}
    </Button>
  );
  const refreshMessage = refresh.isError ? (
    <Alert>{t(`errors.${refreshErrorKey(refresh.error)}`)}</Alert>
  ) : refresh.isSuccess ? (
    <Alert tone="success">{t('refreshed')}</Alert>
  ) : null;

  const body = (() => {
    if (!football) {
      return <EmptyState title={t('footballOnly')} hint={t('footballOnlyHint')} testId="transfers-football-only" />;
    }
    if (list.isPending) return <LoadingBlock label={t('loading')} />;
    if (list.isError) {
      const error = listErrorKey(list.error);
      return (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface/80 px-4 py-14 text-center">
          <AlertTriangle className="h-10 w-10 text-danger" aria-hidden />
          <p className="text-lg font-semibold text-fg">{t(`errors.${error.key}`, { status: error.status })}</p>
          <Button onClick={() => void list.refetch()}>{t('retry')}</Button>
        </div>
      );
    }
    if (transfers.length === 0)
      return <EmptyState title={t('empty')} hint={t('emptyHint')} action={refreshButton} testId="transfers-empty" />;
    const last = list.data.last_refresh;
    return (
      <>
        {list.data.archive ? (
          <Alert tone="info" className="text-fg">
            {t('archiveNotice')}
          </Alert>
        ) : null}
        <p className="flex flex-wrap justify-between gap-2 text-sm text-muted">
          <span>{t('count', { count: list.data.total })}</span>
          {last ? (
            <span>
              {t('lastRefresh', {
                date: new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(last)),
              })}
            </span>
          ) : null}
        </p>
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t('listLabel')}>
          {transfers.map((transfer) => (
            <TransferRow key={`${transfer.player_id}|${transfer.to_team}|${transfer.transfer_date}`} transfer={transfer} />
          ))}
        </ul>
      </>
    );
  })();

  return (
    <section className="flex flex-col gap-4" aria-labelledby="transfers-tab-title" data-testid="transfers-tab">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="transfers-tab-title" className="text-2xl font-black tracking-tight text-fg">
            {t('title')}
          </h2>
          <p className="text-sm text-muted">{t('subtitle')}</p>
        </div>
        {football && transfers.length > 0 ? refreshButton : null}
      </header>
      {refreshMessage}
      {body}
    </section>
  );
}

function EmptyState({ title, hint, action, testId }: { title: string; hint: string; action?: ReactNode; testId: string }) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface/80 px-4 py-14 text-center"
      data-testid={testId}
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent/10 text-accent">
        <ArrowLeftRight className="h-7 w-7" aria-hidden />
      </span>
      <p className="text-lg font-semibold text-fg">{title}</p>
      <p className="text-sm text-muted">{hint}</p>
      {action}
    </div>
  );
}
