import { SearchX, Swords } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card, CardContent } from '../../../components/ui/Card';
import { filtersFromSearch, hasActiveFilters, NO_FILTERS, searchFromFilters } from '../filters';
import { useBattleHistoryPage } from '../hooks/useBattleHistory';
import type { HistoryFilters } from '../queryKeys';
import { HistoryFilterBar } from './HistoryFilterBar';
import { HistoryRow } from './HistoryRow';
import { Pagination } from './Pagination';
import { ListError, ListLoading } from './QueryState';

/**
 * The full history (/{username}/all-battles): filters and page live in the address, so
 * back/forward and a shared link restore the same view.
 */
export function AllBattlesView({ username }: { username: string }) {
  const { t } = useTranslation('battleHistory');
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const history = useBattleHistoryPage(username, filters);
  const filtered = hasActiveFilters(filters);

  const update = (next: Partial<HistoryFilters>) => setParams(searchFromFilters({ ...filters, page: 1, ...next }));
  const clear = () => setParams(searchFromFilters(NO_FILTERS));

  // A page past the end (a stale link, or fewer battles after a filter) shows the last page.
  const pages = history.data?.pages ?? 0;
  useEffect(() => {
    if (pages > 0 && filters.page > pages) setParams(searchFromFilters({ ...filters, page: pages }), { replace: true });
  }, [pages, filters, setParams]);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-black tracking-tight text-fg sm:text-4xl">{t('all.title')}</h1>
          <p className="text-sm text-muted">{t('all.subtitle')}</p>
        </div>
        {history.data ? (
          <p className="text-sm font-semibold text-muted" aria-live="polite" data-testid="history-total">
            {t('all.total', { count: history.data.total })}
          </p>
        ) : null}
      </header>

      <HistoryFilterBar
        sport={filters.sport}
        result={filters.result}
        onSportChange={(sport) => update({ sport })}
        onResultChange={(result) => update({ result })}
        onClear={filtered ? clear : null}
      />

      <Card>
        <CardContent className="pt-5 sm:pt-6">
          {history.isPending ? (
            <ListLoading />
          ) : history.isError ? (
            <ListError onRetry={() => void history.refetch()} />
          ) : history.data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-raised text-muted">
                {filtered ? <SearchX className="h-6 w-6" aria-hidden /> : <Swords className="h-6 w-6" aria-hidden />}
              </span>
              <p className="font-semibold text-fg">{filtered ? t('all.emptyFiltered') : t('all.empty')}</p>
              {filtered ? (
                <Button variant="secondary" onClick={clear}>
                  {t('all.filters.clear')}
                </Button>
              ) : (
                <ButtonLink to="/battles">{t('all.startBattle')}</ButtonLink>
              )}
            </div>
          ) : (
            <ul className="flex flex-col gap-2" aria-busy={history.isPlaceholderData || undefined}>
              {history.data.items.map((row) => (
                <HistoryRow key={row.id} row={row} username={username} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      {history.data ? (
        <Pagination page={Math.min(filters.page, Math.max(pages, 1))} pages={pages} onPageChange={(page) => update({ ...filters, page })} />
      ) : null}
    </div>
  );
}
